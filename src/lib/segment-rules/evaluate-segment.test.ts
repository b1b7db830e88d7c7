import { describe, expect, it } from 'vitest';
import type { CompiledClause, ConditionOperator, OrgChartWorker } from '../../../contract';
import {
  ClauseMaskCache,
  compareOrdered,
  evaluateSegment,
  memberIndexes,
  membershipChange,
  PreviewColumns,
  unevaluableReason,
  type SegmentRule,
} from './evaluate-segment';
import { fieldOfPath } from './fields';

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

const workers = [
  worker('w1', { name: 'Ada', department: 'Sales', jobTitle: 'Account Executive', lifecycleStage: 'active' }),
  worker('w2', { name: 'Bob', department: ' sales ', jobTitle: 'Sales Manager', managerId: 'w1' }),
  worker('w3', { name: 'Cy', department: 'Sales Ops', jobTitle: 'Analyst', lifecycleStage: 'pre_start' }),
  worker('w4', { name: 'Dee', department: 'Engineering', jobTitle: '10', manager: 'Ada' }),
  worker('w5', { name: 'Eve', department: null, jobTitle: '9', lifecycleStage: null }),
  worker('w6', { name: 'Fay', department: 'Legal', jobTitle: '2024-03-01', manager: 'Fay' }),
  worker('w7', { name: 'Gus', department: 'legal', jobTitle: '2023-12-31' }),
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
const ids = (r: SegmentRule) => memberIndexes(evaluateSegment(columns, r).members).map((index) => workers[index]!.id);
const one = (c: CompiledClause) => ids(rule([c]));

describe('operators on text', () => {
  it('equals and not_equals compare trimmed text, case ignored; missing fields read as empty', () => {
    expect(one(clause('department', 'equals', 'SALES'))).toEqual(['w1', 'w2']);
    expect(one(clause('department', 'equals', '  Sales  '))).toEqual(['w1', 'w2']);
    expect(one(clause('department', 'not_equals', 'sales'))).toEqual(['w3', 'w4', 'w5', 'w6', 'w7']);
  });

  it('in and not_in test against each value', () => {
    expect(one(clause('department', 'in', 'Legal', 'Engineering'))).toEqual(['w4', 'w6', 'w7']);
    expect(one(clause('department', 'not_in', 'Legal', 'Engineering', 'Sales'))).toEqual(['w3', 'w5']);
    expect(one({ ...clause('department', 'in'), values: [] })).toEqual([]);
    expect(one({ ...clause('department', 'not_in'), values: [] })).toHaveLength(7);
  });

  it('contains, starts_with and ends_with ignore case; a missing field contains nothing', () => {
    expect(one(clause('jobTitle', 'contains', 'EXEC'))).toEqual(['w1']);
    expect(one(clause('department', 'starts_with', 'sales'))).toEqual(['w1', 'w2', 'w3']);
    expect(one(clause('department', 'ends_with', 'OPS'))).toEqual(['w3']);
    expect(one(clause('department', 'contains', 'a'))).not.toContain('w5');
  });
});

describe('ordering operators', () => {
  // Each worker is decided on its own: only w4 ('10') and w5 ('9') have numbers, w6 and w7 dates.
  const among = (found: string[], subset: string[]) => found.filter((id) => subset.includes(id));

  it('compare as numbers when both sides are numbers', () => {
    expect(compareOrdered('10', '9')).toBe(1);
    expect(among(one(clause('jobTitle', 'greater_than', '9')), ['w4', 'w5'])).toEqual(['w4']);
    expect(among(one(clause('jobTitle', 'greater_than_or_equal', '9')), ['w4', 'w5'])).toEqual(['w4', 'w5']);
    expect(among(one(clause('jobTitle', 'less_than', '10')), ['w4', 'w5'])).toEqual(['w5']);
    expect(among(one(clause('jobTitle', 'less_than_or_equal', '10')), ['w4', 'w5'])).toEqual(['w4', 'w5']);
  });

  it('compare dates (YYYY-MM-DD) in calendar order', () => {
    expect(among(one(clause('jobTitle', 'greater_than', '2024-01-01')), ['w6', 'w7'])).toEqual(['w6']);
    expect(among(one(clause('jobTitle', 'less_than', '2024-01-01')), ['w6', 'w7'])).toEqual(['w7']);
  });

  it('compare other text in code-point order of the lower-cased text, and never match an empty side', () => {
    expect(compareOrdered('b', 'a')).toBe(1);
    expect(compareOrdered('10', 'a')).toBe(-1);
    expect(one(clause('department', 'greater_than', 'm'))).toEqual(['w1', 'w2', 'w3']);
    expect(one(clause('department', 'less_than', 'z'))).not.toContain('w5');
    expect(one(clause('department', 'greater_than', ''))).toEqual([]);
  });
});

describe('operand kinds', () => {
  it('compares two attributes of the same worker', () => {
    const sameName: CompiledClause = { left: attribute('manager'), operator: 'equals', values: [attribute('name')] };
    expect(one(sameName)).toEqual(['w6']);
    const inList: CompiledClause = {
      left: attribute('manager'),
      operator: 'in',
      values: [attribute('worker.name'), literal('Ada')],
    };
    expect(one(inList)).toEqual(['w4', 'w6']);
  });

  it('reads paths with or without the worker. prefix', () => {
    expect(fieldOfPath('worker.department')).toBe('department');
    expect(fieldOfPath(' jobTitle ')).toBe('jobTitle');
    expect(fieldOfPath('startDate')).toBeNull();
    expect(one(clause('worker.department', 'equals', 'legal'))).toEqual(['w6', 'w7']);
  });

  it('says why a clause cannot be evaluated', () => {
    expect(unevaluableReason({ left: attribute('email'), operator: 'equals', values: [literal('x')] })).toMatch(
      /“email” is not one of the org chart’s fields/,
    );
    expect(
      unevaluableReason({ left: attribute('name'), operator: 'equals', values: [target('account.name')] }),
    ).toMatch(/target field/);
    expect(unevaluableReason({ left: target('account.name'), operator: 'equals', values: [literal('x')] })).toMatch(
      /target field/,
    );
    expect(unevaluableReason({ left: literal('x'), operator: 'equals', values: [literal('x')] })).toMatch(/plain text/);
    expect(unevaluableReason({ left: attribute('name'), operator: 'equals', values: [] })).toMatch(/exactly one/);
    expect(unevaluableReason(clause('name', 'equals', 'x'))).toBeNull();
  });
});

describe('partial evaluation', () => {
  const unknown: CompiledClause = { left: attribute('startDate'), operator: 'equals', values: [literal('x')] };

  it('with all, the count is an upper bound and the clause is named', () => {
    const outcome = evaluateSegment(columns, rule([clause('department', 'equals', 'sales'), unknown]));
    expect(outcome.bound).toBe('at_most');
    expect(outcome.count).toBe(2);
    expect(outcome.clauses[1]).toEqual({ count: null, onlyThis: null, reason: expect.stringMatching(/startDate/) });
  });

  it('with any, the count is a lower bound', () => {
    const outcome = evaluateSegment(
      columns,
      rule([clause('department', 'equals', 'sales'), unknown], { match: 'any' }),
    );
    expect(outcome.bound).toBe('at_least');
    expect(outcome.count).toBe(2);
  });

  it('a manual segment ignores its clauses, so it is exact', () => {
    const outcome = evaluateSegment(columns, rule([unknown], { scope: 'manual', includedWorkerIds: ['w1'] }));
    expect(outcome.bound).toBe('exact');
    expect(outcome.count).toBe(1);
  });
});

describe('matching and lists', () => {
  const sales = clause('department', 'starts_with', 'sales');
  const pre = clause('lifecycleStage', 'equals', 'pre_start');
  const legal = clause('department', 'equals', 'legal');

  it('all needs every clause, any needs one; each clause has its own count', () => {
    expect(ids(rule([sales, pre]))).toEqual(['w3']);
    const outcome = evaluateSegment(columns, rule([sales, pre, legal], { match: 'any' }));
    expect(memberIndexes(outcome.members)).toHaveLength(5);
    expect(outcome.clauses.map((c) => [c.count, c.onlyThis])).toEqual([
      [3, 2],
      [1, 0],
      [2, 2],
    ]);
  });

  it('counts four workers a word as one at a time would, whatever the number of workers', () => {
    const departments = ['Sales', 'Legal', 'Sales Ops', null, 'Engineering'];
    const stages = ['active', 'pre_start', null];
    const chosen = [sales, pre, legal, clause('name', 'contains', 'a')];
    for (const size of [1, 4, 5, 7, 8, 13, 64, 101]) {
      const many = Array.from({ length: size }, (_, n) =>
        worker(`m${n}`, {
          name: n % 3 ? `a${n}` : `b${n}`,
          department: departments[(n * 7) % 5]!,
          lifecycleStage: stages[(n * 5) % 3]!,
        }),
      );
      const manyColumns = new PreviewColumns(many);
      const verdicts = chosen.map((each) => {
        const one = evaluateSegment(manyColumns, rule([each])).members;
        return Array.from(one);
      });
      const hits = many.map((_, n) => verdicts.reduce((sum, verdict) => sum + verdict[n]!, 0));
      const all = evaluateSegment(manyColumns, rule(chosen));
      expect(Array.from(all.members)).toEqual(hits.map((hit) => (hit === chosen.length ? 1 : 0)));
      const any = evaluateSegment(manyColumns, rule(chosen, { match: 'any' }));
      expect(Array.from(any.members)).toEqual(hits.map((hit) => (hit > 0 ? 1 : 0)));
      expect(any.count).toBe(hits.filter((hit) => hit > 0).length);
      expect(any.clauses.map((outcome) => [outcome.count, outcome.onlyThis])).toEqual(
        verdicts.map((verdict) => [
          verdict.filter(Boolean).length,
          verdict.filter((matched, n) => matched && hits[n] === 1).length,
        ]),
      );
    }
  });

  it('a rule-based segment without clauses selects nobody but its included workers', () => {
    expect(ids(rule([], { includedWorkerIds: ['w4'] }))).toEqual(['w4']);
  });

  it('adds the included workers and removes the excluded ones; unknown ids are reported', () => {
    const outcome = evaluateSegment(
      columns,
      rule([sales], { includedWorkerIds: ['w6', 'nobody'], excludedWorkerIds: ['w1', 'ghost'] }),
    );
    expect(memberIndexes(outcome.members).map((index) => workers[index]!.id)).toEqual(['w2', 'w3', 'w6']);
    expect(outcome.unknownIncluded).toEqual(['nobody']);
    expect(outcome.unknownExcluded).toEqual(['ghost']);
  });

  it('a manual segment is its included list minus the excluded', () => {
    expect(ids(rule([sales], { scope: 'manual', includedWorkerIds: ['w4', 'w5'], excludedWorkerIds: ['w5'] }))).toEqual(
      ['w4'],
    );
  });

  it('tells who joins and who leaves between two versions', () => {
    const before = evaluateSegment(columns, rule([sales])).members;
    const after = evaluateSegment(columns, rule([legal], { includedWorkerIds: ['w1'] })).members;
    expect(membershipChange(before, after)).toEqual({ joined: [5, 6], left: [1, 2] });
  });
});

describe('dirty data and caching', () => {
  it('never throws on records with missing or odd fields', () => {
    const dirty = new PreviewColumns([
      worker('', { name: null }),
      { id: 'x' } as OrgChartWorker,
      worker('x', { department: 'Sales' }),
    ]);
    const outcome = evaluateSegment(
      dirty,
      rule([clause('department', 'equals', 'sales')], { includedWorkerIds: ['x'] }),
    );
    expect(outcome.count).toBe(2);
    expect(dirty.valueCounts('department')).toEqual([{ value: 'Sales', count: 1 }]);
  });

  it('makes columns ahead in tasks that read as those made on first use', async () => {
    const ahead = new PreviewColumns(workers);
    await ahead.prepare(['department', 'jobTitle'], new AbortController().signal, 3);
    for (const field of ['department', 'jobTitle'] as const) {
      expect(ahead.valueCounts(field)).toEqual(columns.valueCounts(field));
      expect(workers.map((_, index) => ahead.valueOf(index, field))).toEqual(
        workers.map((_, index) => columns.valueOf(index, field)),
      );
    }
    const sales = rule([clause('department', 'starts_with', 'sales'), clause('jobTitle', 'equals', '10')], {
      match: 'any',
    });
    expect(evaluateSegment(ahead, sales)).toEqual(evaluateSegment(columns, sales));
    const stopped = new AbortController();
    stopped.abort();
    const none = new PreviewColumns(workers);
    await none.prepare(['department'], stopped.signal);
    expect(none.valueCounts('department')).toEqual(columns.valueCounts('department'));
  });

  it('reuses the masks of unchanged clauses', () => {
    const cache = new ClauseMaskCache(columns);
    const first = cache.get(clause('department', 'equals', 'sales'));
    cache.sweep();
    expect(cache.get(clause('department', 'equals', 'sales'))).toBe(first);
  });
});
