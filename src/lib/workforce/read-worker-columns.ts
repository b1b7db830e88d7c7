import type { WorkerColumns } from '../../../contract';
import { createPacking, type PackedWorkers } from './packed-workers';
import { readWorkerRecord } from './read-worker-record';

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
/** A page code not met yet, and one whose value is not text. */
const UNSET = -3;
const NOT_TEXT = -4;

/**
 * The workers of a page sent as columns (`WorkerColumns`, an assumed extension), packed as
 * `packWorkers` packs the same workers sent as the spec's JSON items and read with
 * `readWorkerRecord`: worker `i` is the item `{ id: id[i], name: name[i], jobTitle: values[jobTitle[i]], … }`,
 * a coded field's null a null, and a code that is not a position in `values` a field that is missing.
 * No record is made for the usual worker (every field text or null): the page's codes are
 * translated into the packing's, each once.
 */
export function packWorkerColumns(columns: WorkerColumns): PackedWorkers {
  const { count, values, id, name, jobTitle, department, managerId, manager, lifecycleStage } = columns;
  const packing = createPacking(count);
  /** By page code: the packing's code, or UNSET (not met yet) or NOT_TEXT. */
  const translated = new Int32Array(values.length).fill(UNSET);
  /** Whether a coded field's entry is null or the position of a text in `values`. */
  const isTextCode = (code: unknown): boolean => {
    if (code === null) return true;
    if (typeof code !== 'number') return false;
    // Undefined for a position that is not one: out of range, negative or fractional.
    const known = translated[code];
    if (known === undefined || known === NOT_TEXT) return false;
    if (known !== UNSET) return true;
    if (typeof values[code] === 'string') return true;
    translated[code] = NOT_TEXT;
    return false;
  };
  const codeOf = (code: number | null): number => {
    if (code === null) return packing.codeFor(null);
    let known = translated[code]!;
    if (known === UNSET) known = translated[code] = packing.codeFor(values[code] as string);
    return known;
  };
  for (let i = 0; i < count; i++) {
    const workerId = id[i];
    const workerName = name[i];
    const usual =
      typeof workerId === 'string' &&
      isTextOrNull(workerName) &&
      isTextCode(managerId[i]) &&
      isTextCode(manager[i]) &&
      isTextCode(jobTitle[i]) &&
      isTextCode(department[i]) &&
      isTextCode(lifecycleStage[i]);
    if (usual) {
      // In this order, as `packWorkers` brings each value into the packing.
      const managerIdCode = codeOf(managerId[i] as number | null);
      const managerCode = codeOf(manager[i] as number | null);
      const jobTitleCode = codeOf(jobTitle[i] as number | null);
      const departmentCode = codeOf(department[i] as number | null);
      const stageCode = codeOf(lifecycleStage[i] as number | null);
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
    const managerIdCode = packing.codeFor(record.managerId);
    const managerCode = packing.codeFor(record.manager);
    const jobTitleCode = packing.codeFor(record.jobTitle);
    const departmentCode = packing.codeFor(record.department);
    const stageCode = packing.codeFor(record.lifecycleStage);
    packing.add(record.id, record.name, managerIdCode, managerCode, jobTitleCode, departmentCode, stageCode);
  }
  return packing.packed();
}
