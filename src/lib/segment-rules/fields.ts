import type { OrgChartWorker } from '../../../contract';

/**
 * The worker fields a segment's rule can be evaluated on in the browser: the reporting tree's
 * fields (`GET /workers/org-chart`). The segment editor's attribute vocabulary names each of them
 * in words; the evaluator reads only these.
 */
export const ruleFields = [
  'department',
  'jobTitle',
  'lifecycleStage',
  'manager',
  'name',
  'managerId',
  'id',
] as const satisfies readonly (keyof OrgChartWorker)[];

/** A field of the reporting tree that a `worker_attribute` operand can name. */
export type RuleField = (typeof ruleFields)[number];

const known = new Set<string>(ruleFields);

/** The field a path names (`department`, `worker.department`), or null for any other path. */
export function fieldOfPath(path: string): RuleField | null {
  const field = path.trim().replace(/^worker\./, '');
  return known.has(field) ? (field as RuleField) : null;
}
