import type { OrgChartWorker, WorkerColumns } from '../../../contract';
import { readWorkerRecord } from './read-worker-record';

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The workers of a page sent as columns (`WorkerColumns`, an assumed extension), read exactly as
 * the same workers sent as the spec's JSON items are (`readWorkerRecord`): worker `i` is the item
 * `{ id: id[i], name: name[i], jobTitle: values[jobTitle[i]], … }`, a coded field's null a null, and
 * a code that is not a position in `values` a field that is missing.
 */
export function readWorkerColumns(columns: WorkerColumns): OrgChartWorker[] {
  const { count, values, id, name, jobTitle, department, managerId, manager, lifecycleStage } = columns;
  const valueAt = (code: unknown): unknown => {
    if (code === null) return null;
    return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < values.length
      ? values[code]
      : undefined;
  };
  const records = new Array<OrgChartWorker>(count);
  for (let i = 0; i < count; i++) {
    const item = {
      id: id[i],
      name: name[i],
      jobTitle: valueAt(jobTitle[i]),
      department: valueAt(department[i]),
      managerId: valueAt(managerId[i]),
      manager: valueAt(manager[i]),
      lifecycleStage: valueAt(lifecycleStage[i]),
    };
    // The usual worker, every field text or null, is taken as it is (as `readWorkerRecord` would).
    const usual =
      typeof item.id === 'string' &&
      isTextOrNull(item.name) &&
      isTextOrNull(item.jobTitle) &&
      isTextOrNull(item.department) &&
      isTextOrNull(item.managerId) &&
      isTextOrNull(item.manager) &&
      isTextOrNull(item.lifecycleStage);
    records[i] = usual ? (item as OrgChartWorker) : readWorkerRecord(item);
  }
  return records;
}
