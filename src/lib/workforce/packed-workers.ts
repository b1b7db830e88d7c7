import type { OrgChartWorker } from '../../../contract';
import { foldText } from '../fold-text';

/**
 * One page of workers, packed: every id in one string and every name in another, and the fields
 * that repeat across workers (job title, department, manager, stage) as codes into `shared`, which
 * holds each of the page's distinct values once. It crosses from the thread that read the page to
 * the main thread cheaply (three strings, a short list and four buffers), and the main thread keeps
 * it nearly as it is (see `WorkerTable`): no object and no string per worker.
 */
export interface PackedWorkers {
  count: number;
  ids: string;
  names: string;
  /**
   * The names that lower-casing alone does not fold for search (see `foldText`): those with a
   * character outside printable ASCII, folded here, a line each (a line break in a name becomes a
   * space; a blank name, an empty line). The page's other names are searched in `names`, lower-cased
   * when searching (see `WorkerTable.foldedNames`), so that no folded copy of them is kept.
   */
  foldedApart: string;
  /** The position in the page of the worker of each line of `foldedApart`. */
  foldedApartAt: Int32Array<ArrayBuffer>;
  /**
   * The values the codes point at: each of the page's distinct values once (a page that came coded
   * keeps the service's list, which may hold a value twice or one no worker uses).
   */
  shared: string[];
  /** `STRIDE` numbers per worker (see the `*_AT` positions). */
  columns: Int32Array<ArrayBuffer>;
  /**
   * The fields that repeat across workers (`REPEATED_FIELDS`), in that order, a worker after the
   * other: each a position in `shared`, or NULL / ABSENT.
   */
  codes: Int32Array<ArrayBuffer>;
  /**
   * Each worker's manager's name, as a position in `shared` (or NULL / ABSENT): the table keeps
   * only those it cannot tell from the manager's id (see `WorkerTable.push`).
   */
  managers: Int32Array<ArrayBuffer>;
  /** Each worker's id hashed (`hashOf`), for the table's index: made where the page is read. */
  idHashes: Int32Array<ArrayBuffer>;
}

/**
 * Where each worker's id and name end in `ids` and `names`, in the low `END_BITS` bits (no page's
 * string is longer: V8's longest string is under 2^29 characters). The bits above hold, with the
 * id's end, whether the worker has a name (see `NAME_IN_NAMES`), and with the name's end, the table's
 * note on the manager's name (see `WorkerTable.push`).
 */
export const ID_END_AT = 0;
export const NAME_END_AT = 1;
/** The manager's id, as a position in `shared` (or NULL / ABSENT). */
export const MANAGER_ID_AT = 2;
export const STRIDE = 3;
export const END_BITS = 29;
const END_MASK = (1 << END_BITS) - 1;
export const endAt = (columns: Int32Array, at: number) => columns[at]! & END_MASK;
export const bitsAboveEndAt = (columns: Int32Array, at: number) => columns[at]! >>> END_BITS;
/** Whether a worker has a name (in `names`), a null one, or none at all. */
export const NAME_IN_NAMES = 0;
export const NAME_NULL = 1;
export const NAME_ABSENT = 2;
export const REPEATED_FIELDS = ['jobTitle', 'department', 'lifecycleStage'] as const;
export type RepeatedField = (typeof REPEATED_FIELDS)[number];
/** Where each repeated field's code is among a worker's: its place in `REPEATED_FIELDS`. */
export const CODE_AT = Object.fromEntries(REPEATED_FIELDS.map((field, k) => [field, k])) as Record<
  RepeatedField,
  number
>;
export const NULL = -1;
export const ABSENT = -2;
/** A name that lower-casing folds (see `foldText`), keeping its length. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** FNV-1a over the characters of a worker's id: its hash in the table's index. */
export function hashOf(id: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let k = 0; k < id.length; k++) hash = Math.imul(hash ^ id.charCodeAt(k), 0x01000193);
  return hash;
}

/**
 * Packs a page of `count` workers, one after the other: `codeFor` gives a value's code (the same
 * for the same text), `add` takes the next worker's id, name and the codes of their other fields.
 * `shared`: values already coded, by position (a page that came coded, see `packWorkerColumns`);
 * `codeFor` adds after them, without looking among them.
 */
export function createPacking(count: number, shared: string[] = []) {
  const ids: string[] = [];
  const names: string[] = [];
  const foldedApart: string[] = [];
  const foldedApartAt: number[] = [];
  const codeOf = new Map<string, number>();
  const columns = new Int32Array(count * STRIDE);
  const codes = new Int32Array(count * REPEATED_FIELDS.length);
  const managers = new Int32Array(count);
  const idHashes = new Int32Array(count);
  let added = 0;
  let idEnd = 0;
  let nameEnd = 0;
  return {
    codeFor(value: string | null | undefined): number {
      if (value === null) return NULL;
      if (value === undefined) return ABSENT;
      let code = codeOf.get(value);
      if (code === undefined) {
        code = shared.push(value) - 1;
        codeOf.set(value, code);
      }
      return code;
    },
    // Codes as arguments rather than an object: no allocation per worker.
    add(
      id: string,
      name: string | null | undefined,
      managerId: number,
      manager: number,
      jobTitle: number,
      department: number,
      lifecycleStage: number,
    ): void {
      const i = added++;
      const at = i * STRIDE;
      ids.push(id);
      idHashes[i] = hashOf(id);
      idEnd += id.length;
      let nameState = NAME_IN_NAMES;
      if (typeof name === 'string') {
        if (!PRINTABLE_ASCII.test(name)) {
          foldedApart.push(name.trim() === '' ? '' : foldText(name).replaceAll('\n', ' '));
          foldedApartAt.push(i);
        }
        names.push(name);
        nameEnd += name.length;
      } else {
        nameState = name === null ? NAME_NULL : NAME_ABSENT;
      }
      columns[at + ID_END_AT] = idEnd | (nameState << END_BITS);
      columns[at + NAME_END_AT] = nameEnd;
      columns[at + MANAGER_ID_AT] = managerId;
      managers[i] = manager;
      const first = i * REPEATED_FIELDS.length;
      codes[first + CODE_AT.jobTitle] = jobTitle;
      codes[first + CODE_AT.department] = department;
      codes[first + CODE_AT.lifecycleStage] = lifecycleStage;
    },
    packed(): PackedWorkers {
      if (added !== count) throw new Error(`Packed ${added} workers of ${count}`);
      return {
        count,
        ids: ids.join(''),
        names: names.join(''),
        foldedApart: foldedApart.join('\n'),
        foldedApartAt: Int32Array.from(foldedApartAt),
        shared,
        columns,
        codes,
        managers,
        idHashes,
      };
    },
  };
}

export function packWorkers(records: readonly OrgChartWorker[]): PackedWorkers {
  const packing = createPacking(records.length);
  // Workers come grouped (a manager's reports one after the other, in the same department): a
  // field's value is nearly always the one before it, found without a lookup.
  const lastCoded = () => {
    let last: string | null | undefined;
    let code = ABSENT;
    return (value: string | null | undefined) => {
      if (value !== last) {
        last = value;
        code = packing.codeFor(value);
      }
      return code;
    };
  };
  const [managerIdCode, managerCode, jobTitleCode, departmentCode, stageCode] = Array.from({ length: 5 }, lastCoded);
  for (const record of records) {
    // In this order, as each value's first worker brings it into `shared`.
    const managerId = managerIdCode!(record.managerId);
    const manager = managerCode!(record.manager);
    const jobTitle = jobTitleCode!(record.jobTitle);
    const department = departmentCode!(record.department);
    const lifecycleStage = stageCode!(record.lifecycleStage);
    packing.add(record.id, record.name, managerId, manager, jobTitle, department, lifecycleStage);
  }
  return packing.packed();
}
