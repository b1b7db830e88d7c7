import { describe, expect, it } from 'vitest';
import type { CompiledClause } from '../../../../contract';
import { describeClause, describeOperand, describeSegment } from './sentence';
import { attr, clause, formWith, keyed, text } from './test-helpers';

describe('readable sentence', () => {
  it('reads a rule as the issue writes it', () => {
    const segment = formWith({
      match: 'all',
      clauses: [clause('department', 'equals', 'Sales'), clause('jobTitle', 'contains', 'Head')].map((c, i) => ({
        ...c,
        key: `${i}`,
      })),
    });
    expect(describeSegment(segment)).toBe('Workers matching ALL of: department equals Sales, jobTitle contains Head.');
    expect(describeSegment({ ...segment, match: 'any' })).toMatch(/^Workers matching ANY of:/);
  });

  it('says every operator in words and groups list values', () => {
    expect(describeClause(clause('department', 'in', 'Finance', 'Legal'))).toBe(
      'department is one of (Finance, Legal)',
    );
    expect(describeClause(clause('department', 'not_in', 'HR'))).toBe('department is not one of (HR)');
    expect(describeClause(clause('level', 'greater_than_or_equal', '3'))).toBe('level is at least 3');
    expect(describeClause(clause('name', 'not_equals', 'Bob'))).toBe('name does not equal Bob');
    expect(describeClause(clause('name', 'starts_with', 'A'))).toBe('name starts with A');
    expect(describeClause(clause('name', 'ends_with', 'z'))).toBe('name ends with z');
    expect(describeClause(clause('age', 'less_than', '30'))).toBe('age is less than 30');
  });

  it('names operand kinds, quotes text that could be misread, shows empties', () => {
    expect(describeOperand({ kind: 'target_field', value: 'account.email' })).toBe('target field account.email');
    expect(describeOperand(attr('managerId'))).toBe('managerId');
    expect(describeOperand(text('Sales, EMEA'))).toBe('“Sales, EMEA”');
    expect(describeOperand(text(' padded '))).toBe('“ padded ”');
    expect(describeOperand(text(''))).toBe('(empty)');
    expect(describeClause({ left: attr('department'), operator: 'equals', values: [] })).toBe(
      'department equals (no values)',
    );
  });

  it('adds the included and excluded workers to a rule', () => {
    const segment = formWith({
      clauses: [{ ...clause('department', 'equals', 'Sales'), key: 'k' }],
      includedWorkerIds: ['a'],
      excludedWorkerIds: ['b', 'c'],
    });
    expect(describeSegment(segment)).toBe(
      'Workers matching ALL of: department equals Sales; plus 1 worker always included; minus 2 workers always excluded.',
    );
  });

  it('describes manual segments by their lists, and rules without clauses', () => {
    expect(describeSegment(formWith({ scope: 'manual', includedWorkerIds: ['a', 'b'] }))).toBe(
      'Only the 2 workers listed as included.',
    );
    expect(
      describeSegment(formWith({ scope: 'manual', includedWorkerIds: ['a', 'b'], excludedWorkerIds: ['b'] })),
    ).toBe('Only the 2 workers listed as included, minus 1 worker excluded.');
    expect(describeSegment(formWith({ scope: 'manual' }))).toMatch(/lists nobody/);
    expect(describeSegment(formWith())).toMatch(/No clauses yet/);
  });
});

describe('unfinished clauses', () => {
  const blank = clause('', 'equals', '');
  const done = clause('department', 'equals', 'Sales');
  const segment = (clauses: CompiledClause[]) =>
    formWith({ clauses: clauses.map((c, i) => ({ ...keyed(`${i}`, c) })) });

  it('says a blank clause is not finished instead of "(empty) equals (empty)"', () => {
    expect(describeClause(blank)).toBe('This clause is not finished');
    expect(describeSegment(segment([blank]))).toBe('This clause is not finished: choose an attribute and a value.');
  });

  it('describes the finished clauses and names the unfinished ones', () => {
    expect(describeSegment(segment([done, blank]))).toBe(
      'Workers matching ALL of: department equals Sales; clause 2 is not finished.',
    );
  });
});
