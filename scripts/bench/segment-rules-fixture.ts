// The segments benchmark's data, for scripts/bench/segment-rules.bench.mjs and
// org-chart-segments.bench.mjs (run through tsx): the bench workspace's workers as the reference
// API seeds them, and segments of many clauses made from the workers' own values, the same on
// every run.
import type { CompiledClause, ConditionOperator, OrgChartWorker, SegmentWrite } from '../../contract';
import { largeWorkerRecords, largeWorkspaces, type LargeWorkspaceName } from '../../server/seed/bench';
import { createRandom } from '../../server/seed/random';

/**
 * The workers of a large seeded workspace (`bench`: 100,000; `giga`: 1,000,000 with its dirty rows),
 * with their managers' names as the org chart gives them (the first row with an id names it).
 */
export function benchWorkers(workspace: LargeWorkspaceName = 'bench'): OrgChartWorker[] {
  const spec = largeWorkspaces[workspace];
  const records = [...largeWorkerRecords(spec)];
  const names = new Map<string, string | null>();
  for (const record of records) if (!names.has(record.id)) names.set(record.id, record.name);
  return records.map((record) => ({
    ...record,
    manager: record.managerId ? (names.get(record.managerId) ?? null) : null,
  }));
}

const textOperators: ConditionOperator[] = ['equals', 'not_equals', 'in', 'not_in', 'contains', 'starts_with'];

/**
 * `count` segments of `clauses` clauses each (written as the API takes them), every clause on a
 * field of the org chart with values some workers have: half match all, half any; a few name
 * workers in their lists.
 */
export function benchSegments(workers: readonly OrgChartWorker[], count = 200, clauses = 20): SegmentWrite[] {
  const random = createRandom(20_261_127);
  const values = (field: 'department' | 'jobTitle' | 'lifecycleStage') => [
    ...new Set(
      workers
        .slice(0, 20_000)
        .map((worker) => worker[field])
        .filter((value): value is string => !!value),
    ),
  ];
  const pools = {
    department: values('department'),
    jobTitle: values('jobTitle'),
    lifecycleStage: values('lifecycleStage'),
  };
  const fields = Object.keys(pools) as (keyof typeof pools)[];
  const clause = (): CompiledClause => {
    const field = random.pick(fields);
    const operator =
      field === 'lifecycleStage' ? random.pick(['equals', 'not_equals', 'in'] as const) : random.pick(textOperators);
    const pick = () => random.pick(pools[field]);
    const list = operator === 'in' || operator === 'not_in';
    const single = operator === 'contains' || operator === 'starts_with' ? pick().slice(0, 4) : pick();
    return {
      left: { kind: 'worker_attribute', value: field },
      operator,
      values: list
        ? Array.from({ length: random.int(2, 4) }, () => ({ kind: 'literal' as const, value: pick() }))
        : [{ kind: 'literal', value: single }],
    };
  };
  return Array.from({ length: count }, (_, n) => ({
    name: `Bench segment ${String(n + 1).padStart(3, '0')}`,
    scope: 'rule_based',
    match: n % 2 === 0 ? 'all' : 'any',
    clauses: Array.from({ length: clauses }, clause),
    includedWorkerIds: n % 10 === 0 ? [random.pick(workers).id] : [],
    excludedWorkerIds: n % 7 === 0 ? [random.pick(workers).id] : [],
  }));
}
