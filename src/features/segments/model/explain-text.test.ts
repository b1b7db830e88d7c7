import { describe, expect, it } from 'vitest';
import type { CompiledClause, OrgChartWorker } from '../../../../contract';
import { PreviewColumns, type SegmentRule } from '../../../lib/segment-rules/evaluate-segment';
import { explainWorker } from '../../../lib/segment-rules/explain';
import { explanationText } from './explain-text';
import { attr, clause, text } from './test-helpers';

const workers = [
  { id: 'w1', name: 'Dana', department: 'Sales Ops', jobTitle: 'Analyst', manager: null } as OrgChartWorker,
];
const columns = new PreviewColumns(workers);
const explain = (rule: Partial<SegmentRule>) =>
  explanationText('Dana', explainWorker(columns, { scope: 'rule_based', match: 'all', clauses: [], ...rule }, 0));

describe('an explanation in words', () => {
  it('gives each clause as a sentence, its mark as text, and Dana’s own value beside it', () => {
    const words = explain({
      clauses: [clause('department', 'equals', 'Sales'), clause('jobTitle', 'contains', 'analyst')],
    });
    expect(words.verdict).toBe('Dana is not in this segment.');
    expect(words.clauses).toEqual([
      {
        number: 1,
        sentence: 'department equals Sales',
        mark: '✗',
        markText: 'does not match',
        detail: 'Dana’s department is “Sales Ops”',
        allowValue: 'Sales Ops',
      },
      {
        number: 2,
        sentence: 'jobTitle contains analyst',
        mark: '✓',
        markText: 'matches',
        detail: 'Dana’s job title is “Analyst”',
        allowValue: null,
      },
    ]);
    expect(words.combination).toBe('All clauses must match: clause 1 does not, so the clauses leave Dana out.');
    expect(words.lists).toMatch(/neither the included nor the excluded list/);
  });

  it('says a missing value, and offers no value to allow', () => {
    const words = explain({ clauses: [clause('manager', 'equals', 'Ravi')] });
    expect(words.clauses[0]).toMatchObject({ detail: 'Dana has no manager', allowValue: null });
  });

  it('names a clause that cannot be checked, and makes the verdict uncertain', () => {
    const words = explain({ clauses: [clause('startDate', 'equals', '2024-01-01')] });
    expect(words.clauses[0]).toMatchObject({ mark: '?', markText: 'cannot be checked here' });
    expect(words.clauses[0]!.detail).toMatch(/^Cannot be checked for Dana either: .*startDate/);
    expect(words.verdict).toMatch(/may be in/);
  });

  it('under any, names the clauses that match', () => {
    const words = explain({
      match: 'any',
      clauses: [clause('department', 'equals', 'Sales'), clause('name', 'equals', 'dana')],
    });
    expect(words.verdict).toBe('Dana is in this segment.');
    expect(words.combination).toBe('Any clause may match: clause 2 does, so the clauses select Dana.');
  });

  it('excluded by name wins, and says so', () => {
    const words = explain({
      clauses: [clause('name', 'equals', 'Dana')],
      includedWorkerIds: ['w1'],
      excludedWorkerIds: ['w1'],
    });
    expect(words.verdict).toBe('Dana is not in this segment.');
    expect(words.lists).toMatch(/excluded by name wins/);
  });

  it('compares with another attribute by giving both values', () => {
    const sameAsManager: CompiledClause = { left: attr('name'), operator: 'equals', values: [attr('manager')] };
    expect(explain({ clauses: [sameAsManager] }).clauses[0]!.detail).toBe('Dana’s name is “Dana”; Dana has no manager');
    const literalLeft: CompiledClause = { left: text('x'), operator: 'equals', values: [text('x')] };
    expect(explain({ clauses: [literalLeft] }).clauses[0]!.mark).toBe('?');
  });

  it('a manual segment speaks of its lists only', () => {
    const words = explain({ scope: 'manual', clauses: [clause('name', 'equals', 'Dana')] });
    expect(words.clauses).toEqual([]);
    expect(words.combination).toBeNull();
    expect(words.lists).toMatch(/manual segment has only the workers listed/);
  });
});
