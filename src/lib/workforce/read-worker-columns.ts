import type { WorkerColumns } from '../../../contract';
import { createPacking, NULL, type PackedWorkers } from './packed-workers';
import { isTextOrNull, readWorkerRecord } from './read-worker-record';

/** A coded field's entry that is not the position of a text. */
const NOT_TEXT = -3;

/**
 * The workers of a page sent as columns (`WorkerColumns`, an assumed extension), packed as
 * `packWorkers` packs the same workers sent as the spec's JSON items and read with
 * `readWorkerRecord`: worker `i` is the item `{ id: id[i], name: name[i], jobTitle: values[jobTitle[i]], … }`,
 * a coded field's null a null, and a code that is not a position in `values` a field that is missing.
 * No record is made for the usual worker (every field text or null): the page's codes are the
 * packing's. The same workers, though not always the same `shared` list (see `PackedWorkers`).
 */
export function packWorkerColumns(columns: WorkerColumns): PackedWorkers {
  const { count, values, id, name, jobTitle, department, managerId, manager, lifecycleStage } = columns;
  // The page's codes are the packing's: only a value that is not text is left out (blank, unused).
  const isText = new Uint8Array(values.length);
  const shared = values.map((value, code) => {
    if (typeof value !== 'string') return '';
    isText[code] = 1;
    return value;
  });
  const packing = createPacking(count, shared);
  /** A coded field's entry as the packing's code: NULL for null, NOT_TEXT unless a position of a text. */
  const codeOf = (code: unknown): number => {
    if (code === null) return NULL;
    // Undefined for a position that is not one: out of range, negative or fractional.
    return typeof code === 'number' && isText[code] === 1 ? code : NOT_TEXT;
  };
  for (let i = 0; i < count; i++) {
    const workerId = id[i];
    const workerName = name[i];
    const managerIdCode = codeOf(managerId[i]);
    const managerCode = codeOf(manager[i]);
    const jobTitleCode = codeOf(jobTitle[i]);
    const departmentCode = codeOf(department[i]);
    const stageCode = codeOf(lifecycleStage[i]);
    const usual =
      typeof workerId === 'string' &&
      isTextOrNull(workerName) &&
      managerIdCode !== NOT_TEXT &&
      managerCode !== NOT_TEXT &&
      jobTitleCode !== NOT_TEXT &&
      departmentCode !== NOT_TEXT &&
      stageCode !== NOT_TEXT;
    if (usual) {
      packing.add(workerId, workerName, managerIdCode, managerCode, jobTitleCode, departmentCode, stageCode);
      continue;
    }
    // Dirty: read as the same item sent as JSON is.
    const valueAt = (code: unknown): unknown => {
      if (code === null) return null;
      return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < values.length
        ? values[code]
        : undefined;
    };
    const record = readWorkerRecord({
      id: workerId,
      name: workerName,
      jobTitle: valueAt(jobTitle[i]),
      department: valueAt(department[i]),
      managerId: valueAt(managerId[i]),
      manager: valueAt(manager[i]),
      lifecycleStage: valueAt(lifecycleStage[i]),
    });
    packing.add(
      record.id,
      record.name,
      packing.codeFor(record.managerId),
      packing.codeFor(record.manager),
      packing.codeFor(record.jobTitle),
      packing.codeFor(record.department),
      packing.codeFor(record.lifecycleStage),
    );
  }
  return packing.packed();
}
