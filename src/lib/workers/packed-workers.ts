import type { OrgChartWorker } from '../../../contract';

/**
 * One page of workers as it crosses from the thread that read it to the page: ids and names as
 * they are, and the fields that repeat across workers (job title, department, manager, stage) as
 * codes into `shared`, which holds each of the page's distinct values once. Cloning a few arrays
 * of strings and one buffer costs the receiving thread far less than reading the JSON did.
 */
export interface PackedWorkers {
  ids: string[];
  names: (string | null | undefined)[];
  shared: string[];
  /** `REPEATED_FIELDS.length` codes per worker: a position in `shared`, or NULL / ABSENT. */
  codes: Int32Array<ArrayBuffer>;
}

const REPEATED_FIELDS = ['jobTitle', 'department', 'managerId', 'manager', 'lifecycleStage'] as const;
const NULL = -1;
const ABSENT = -2;

export function packWorkers(records: readonly OrgChartWorker[]): PackedWorkers {
  const ids = new Array<string>(records.length);
  const names = new Array<string | null | undefined>(records.length);
  const shared: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Int32Array(records.length * REPEATED_FIELDS.length);
  let k = 0;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    ids[i] = record.id;
    names[i] = record.name;
    for (const field of REPEATED_FIELDS) {
      const value = record[field];
      if (value === null) codes[k++] = NULL;
      else if (value === undefined) codes[k++] = ABSENT;
      else {
        let code = codeOf.get(value);
        if (code === undefined) {
          code = shared.push(value) - 1;
          codeOf.set(value, code);
        }
        codes[k++] = code;
      }
    }
  }
  return { ids, names, shared, codes };
}

/**
 * The records again, as `packWorkers` was given them. `intern` may swap each shared value for an
 * equal string already held (one copy of a department across every page).
 */
export function unpackWorkers(
  packed: PackedWorkers,
  intern: (value: string) => string = (value) => value,
): OrgChartWorker[] {
  const { ids, names, codes } = packed;
  const shared = packed.shared.map(intern);
  const valueOf = (code: number) => (code >= 0 ? shared[code]! : code === NULL ? null : undefined);
  const records = new Array<OrgChartWorker>(ids.length);
  for (let i = 0, k = 0; i < ids.length; i++, k += REPEATED_FIELDS.length) {
    const record: OrgChartWorker = {
      id: ids[i]!,
      name: names[i],
      jobTitle: valueOf(codes[k]!),
      department: valueOf(codes[k + 1]!),
      managerId: valueOf(codes[k + 2]!),
      manager: valueOf(codes[k + 3]!),
      lifecycleStage: valueOf(codes[k + 4]!),
    };
    records[i] = record;
  }
  return records;
}
