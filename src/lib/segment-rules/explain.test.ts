import { describe, expect, it } from 'vitest';
import type { CompiledClause, ConditionOperator, OrgChartWorker } from '../../../contract';
import { conditionOperators } from '../../../contract';
import { evaluateSegment, PreviewColumns, type SegmentRule } from './evaluate-segment';
import { explainClause, explainWorker } from './explain';

const worker = (id: string, fields: Partial<OrgChartWorker> = {}): OrgChartWorker => ({
  id,
  name: id,
  jobTitle: null,
  department: null,
  managerId: null,
  manager: null,
  lifecycleStage: 'active',
  ...fields,
});

const dana = worker('w1', { name: 'Dana', department: 'Sales Ops', jobTitle: '10', manager: 'Ravi' });
const workers = [
  dana,
  worker('w2', { name: 'Ravi', department: ' sales ', jobTitle: '2024-03-01', manager: 'Ravi' }),
  worker('w3', { name: 'Eve', department: null, jobTitle: undefined, lifecycleStage: null }),
  { id: 'w4' } as OrgChartWorker,
  worker('w1', { name: 'Dana again', department: 'Sales' }),
  worker('', { name: null, department: 'Sales' }),
];
const columns = new PreviewColumns(workers);
const literal = (value: string) => ({ kind: 'literal' as const, value });
const attribute = (value: string) => ({ kind: 'worker_attribute' as const, value });
const target = (value: string) => ({ kind: 'target_field' as const, value });
const clause = (field: string, operator: ConditionOperator, ...values: string[]): CompiledClause => ({
  left: attribute(field),
  operator,
  values: values.map(literal),
});
const rule = (clauses: CompiledClause[], extra: Partial<SegmentRule> = {}): SegmentRule => ({
  scope: 'rule_based',
  match: 'all',
  clauses,
  ...extra,
});
const verdictOf = (c: CompiledClause, index = 0) => explainClause(columns, c, index).verdict;

describe('explaining one clause for one worker', () => {
  const expected: Record<ConditionOperator, [string[], 'match' | 'no_match']> = {
    equals: [['sales ops'], 'match'],
    not_equals: [['Sales'], 'match'],
    in: [['Sales', 'Sales Ops'], 'match'],
    not_in: [['Sales', 'Sales Ops'], 'no_match'],
    contains: [['OPS'], 'match'],
    starts_with: [['Ops'], 'no_match'],
    ends_with: [[' ops '], 'match'],
    greater_than: [['Sales'], 'match'],
    less_than: [['Sales'], 'no_match'],
    greater_than_or_equal: [['Sales Ops'], 'match'],
    less_than_or_equal: [['Sales'], 'no_match'],
  };
  it.each(conditionOperators)('%s gives a verdict and the worker’s own value', (operator) => {
    const [values, verdict] = expected[operator];
    const explained = explainClause(columns, clause('department', operator, ...values), 0);
    expect(explained.verdict).toBe(verdict);
    expect(explained.left).toEqual({
      kind: 'worker_attribute',
      written: 'department',
      field: 'department',
      workerValue: 'Sales Ops',
    });
    expect(explained.values.map((value) => value.written)).toEqual(values);
  });

  it('orders numbers and dates as the count does', () => {
    expect(verdictOf(clause('jobTitle', 'greater_than', '9'))).toBe('match');
    expect(verdictOf(clause('jobTitle', 'less_than', '9'))).toBe('no_match');
    expect(verdictOf(clause('jobTitle', 'less_than', '2024-12-31'), 1)).toBe('match');
  });

  it('compares with another attribute of the same worker, giving that value too', () => {
    const sameAsManager: CompiledClause = {
      left: attribute('name'),
      operator: 'equals',
      values: [attribute('manager')],
    };
    expect(explainClause(columns, sameAsManager, 1)).toMatchObject({
      verdict: 'match',
      values: [{ kind: 'worker_attribute', field: 'manager', workerValue: 'Ravi' }],
    });
    expect(explainClause(columns, sameAsManager, 0)).toMatchObject({
      verdict: 'no_match',
      left: { workerValue: 'Dana' },
      values: [{ workerValue: 'Ravi' }],
    });
  });

  it('says a clause cannot be evaluated for this worker either (target field, unknown path)', () => {
    const withTarget: CompiledClause = {
      left: attribute('name'),
      operator: 'equals',
      values: [target('account.owner')],
    };
    expect(explainClause(columns, withTarget, 0)).toMatchObject({
      verdict: 'unknown',
      reason: expect.stringMatching(/target field/),
    });
    expect(explainClause(columns, clause('startDate', 'equals', 'x'), 0)).toMatchObject({
      verdict: 'unknown',
      reason: expect.stringMatching(/startDate/),
      left: { field: null, workerValue: null },
    });
  });

  it('reads null and missing fields as empty, and says so with a null value', () => {
    expect(explainClause(columns, clause('department', 'equals', 'Sales'), 2)).toMatchObject({
      verdict: 'no_match',
      left: { workerValue: null },
    });
    expect(verdictOf(clause('department', 'not_equals', 'Sales'), 3)).toBe('match');
    expect(verdictOf(clause('jobTitle', 'greater_than', '1'), 2)).toBe('no_match');
    expect(verdictOf(clause('lifecycleStage', 'in', 'active'), 2)).toBe('no_match');
  });
});

describe('explaining a worker', () => {
  const sales = clause('department', 'equals', 'Sales');
  const opsToo = clause('department', 'contains', 'ops');
  const unknown = clause('startDate', 'equals', '2024-01-01');

  it('all: one ✗ clause puts the worker out', () => {
    const explained = explainWorker(columns, rule([opsToo, sales]), 0);
    expect(explained.clauses.map((c) => c.verdict)).toEqual(['match', 'no_match']);
    expect(explained).toMatchObject({ byRule: 'out', decidedBy: 'rule', counted: false, certain: true });
  });

  it('any: one ✓ clause is enough', () => {
    expect(explainWorker(columns, rule([sales, opsToo], { match: 'any' }), 0)).toMatchObject({
      byRule: 'in',
      counted: true,
    });
  });

  it('a clause that cannot be evaluated makes the verdict uncertain, counted as the bound counts', () => {
    expect(explainWorker(columns, rule([opsToo, unknown]), 0)).toMatchObject({
      byRule: 'unknown',
      counted: true,
      certain: false,
    });
    expect(explainWorker(columns, rule([sales, unknown], { match: 'any' }), 0)).toMatchObject({
      byRule: 'unknown',
      counted: false,
      certain: false,
    });
    expect(explainWorker(columns, rule([sales, unknown]), 0)).toMatchObject({ byRule: 'out', certain: true });
  });

  it('excluded by name wins over included and over the rule; included wins over the rule', () => {
    const both = rule([opsToo], { includedWorkerIds: ['w1'], excludedWorkerIds: ['w1'] });
    expect(explainWorker(columns, both, 0)).toMatchObject({
      included: true,
      excluded: true,
      decidedBy: 'excluded',
      counted: false,
    });
    const included = rule([sales], { includedWorkerIds: ['w1'] });
    expect(explainWorker(columns, included, 0)).toMatchObject({ byRule: 'out', decidedBy: 'included', counted: true });
  });

  it('a manual segment is its lists only; its clauses are not explained', () => {
    const manual = rule([opsToo], { scope: 'manual', includedWorkerIds: ['w2'] });
    expect(explainWorker(columns, manual, 0)).toMatchObject({
      clauses: [],
      byRule: null,
      decidedBy: 'manual_not_listed',
      counted: false,
    });
    expect(explainWorker(columns, manual, 1)).toMatchObject({ decidedBy: 'included', counted: true });
  });

  it('a rule-based segment without clauses selects nobody', () => {
    expect(explainWorker(columns, rule([]), 0)).toMatchObject({ byRule: 'out', counted: false });
  });

  it('dirty data: a repeated id is listed for its first worker only; a blank id is never listed', () => {
    const listed = rule([], { includedWorkerIds: ['w1', ''] });
    expect(explainWorker(columns, listed, 0).counted).toBe(true);
    expect(explainWorker(columns, listed, 4).counted).toBe(false);
    expect(explainWorker(columns, listed, 5).counted).toBe(false);
  });
});

describe('one evaluator', () => {
  const rules: SegmentRule[] = [
    rule([clause('department', 'starts_with', 'sales'), clause('name', 'not_equals', 'ravi')]),
    rule([clause('department', 'equals', ''), clause('jobTitle', 'greater_than', '5')], { match: 'any' }),
    rule([clause('department', 'in', 'sales'), clause('startDate', 'equals', 'x')]),
    rule([clause('department', 'in', 'sales'), clause('startDate', 'equals', 'x')], { match: 'any' }),
    rule([{ left: attribute('manager'), operator: 'equals', values: [attribute('worker.name')] }], {
      includedWorkerIds: ['w3', 'ghost'],
      excludedWorkerIds: ['w2'],
    }),
    rule([clause('id', 'equals', 'w1')], { scope: 'manual', includedWorkerIds: ['w1', 'w4'] }),
  ];
  it.each(rules.map((r, n) => [n, r] as const))('rule %i: every worker explained as the count counts them', (_, r) => {
    const outcome = evaluateSegment(columns, r);
    workers.forEach((_, index) => {
      expect(explainWorker(columns, r, index).counted).toBe(outcome.members[index] === 1);
    });
  });
});
