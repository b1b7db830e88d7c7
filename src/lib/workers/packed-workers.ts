import type { OrgChartWorker } from '../../../contract';
import { foldText } from '../fold-text';

/**
 * One page of workers, packed: every id in one string and every name in another, and the fields
 * that repeat across workers (job title, department, manager, stage) as codes into `shared`, which
 * holds each of the page's distinct values once. It crosses from the thread that read the page to
 * the page cheaply (three strings, a short list and two buffers), and the page keeps it as it is (see
 * `WorkerTable`): no object and no string per worker.
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
  shared: string[];
  /** `STRIDE` numbers per worker (see the `*_AT` positions). */
  columns: Int32Array<ArrayBuffer>;
}

/** Where each worker's id and name end in `ids` and `names`. */
export const ID_END_AT = 0;
export const NAME_END_AT = 1;
/** The fields kept as a position in `shared`, or NULL / ABSENT; the name too has no code. */
export const CODED_FIELDS = ['name', 'jobTitle', 'department', 'managerId', 'manager', 'lifecycleStage'] as const;
export type CodedField = (typeof CODED_FIELDS)[number];
export const FIELD_AT: Record<CodedField, number> = {
  name: 2,
  jobTitle: 3,
  department: 4,
  managerId: 5,
  manager: 6,
  lifecycleStage: 7,
};
export const STRIDE = 8;
export const NULL = -1;
export const ABSENT = -2;
/** The name's slot when there is one: the name itself is in `names`. */
const IN_NAMES = 0;
/** A name that lower-casing folds (see `foldText`), keeping its length. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function packWorkers(records: readonly OrgChartWorker[]): PackedWorkers {
  const ids: string[] = [];
  const names: string[] = [];
  const foldedApart: string[] = [];
  const foldedApartAt: number[] = [];
  const shared: string[] = [];
  const codeOf = new Map<string, number>();
  const columns = new Int32Array(records.length * STRIDE);
  let idEnd = 0;
  let nameEnd = 0;
  for (let i = 0, at = 0; i < records.length; i++, at += STRIDE) {
    const record = records[i]!;
    ids.push(record.id);
    idEnd += record.id.length;
    columns[at + ID_END_AT] = idEnd;
    const name = record.name;
    if (typeof name === 'string') {
      if (!PRINTABLE_ASCII.test(name)) {
        foldedApart.push(name.trim() === '' ? '' : foldText(name).replaceAll('\n', ' '));
        foldedApartAt.push(i);
      }
      names.push(name);
      nameEnd += name.length;
      columns[at + FIELD_AT.name] = IN_NAMES;
    } else {
      columns[at + FIELD_AT.name] = name === null ? NULL : ABSENT;
    }
    columns[at + NAME_END_AT] = nameEnd;
    for (let f = 1; f < CODED_FIELDS.length; f++) {
      const value = record[CODED_FIELDS[f]!];
      let code: number;
      if (value === null) code = NULL;
      else if (value === undefined) code = ABSENT;
      else {
        code = codeOf.get(value) ?? -1;
        if (code === -1) {
          code = shared.push(value) - 1;
          codeOf.set(value, code);
        }
      }
      columns[at + FIELD_AT[CODED_FIELDS[f]!]] = code;
    }
  }
  return {
    count: records.length,
    ids: ids.join(''),
    names: names.join(''),
    foldedApart: foldedApart.join('\n'),
    foldedApartAt: Int32Array.from(foldedApartAt),
    shared,
    columns,
  };
}
