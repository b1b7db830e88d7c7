import { orgChartWorkerSchema, type OrgChartWorker } from '../../../contract';

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Whether a field's value is one a record holds as it is: text, or null. */
export const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The usual record, every field present as text or null, checked by hand: what the schema would
 * give, at a tenth of its cost per record (which adds up over 250,000 workers). Null otherwise.
 */
function completeRecord(raw: unknown): OrgChartWorker | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, name, jobTitle, department, managerId, manager, lifecycleStage } = raw as Record<string, unknown>;
  if (typeof id !== 'string') return null;
  if (!isTextOrNull(name) || !isTextOrNull(jobTitle) || !isTextOrNull(department)) return null;
  if (!isTextOrNull(managerId) || !isTextOrNull(manager) || !isTextOrNull(lifecycleStage)) return null;
  return { id, name, jobTitle, department, managerId, manager, lifecycleStage };
}

/**
 * One item of `GET /workers/org-chart`, read with the contract's schema. An item the schema
 * refuses (dirty data: an id that is missing or not a string, a field of the wrong type) is kept
 * with whatever can be read from it, so one bad record is reported by the data-quality panel
 * instead of failing the whole chart. A missing id becomes `''`.
 */
export function readWorkerRecord(raw: unknown): OrgChartWorker {
  const complete = completeRecord(raw);
  if (complete) return complete;
  const parsed = orgChartWorkerSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    id: text(record.id) ?? '',
    name: text(record.name),
    jobTitle: text(record.jobTitle),
    department: text(record.department),
    managerId: text(record.managerId),
    manager: text(record.manager),
    lifecycleStage: text(record.lifecycleStage),
  };
}
