import type { WorkerTable } from '../../../lib/workforce/worker-table';

/** A field's value as the tree keeps it: null when missing or blank. */
export function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value;
}

/** A string's position in `list`, added the first time it is seen; -1 for null. */
function internCode(codes: Map<string, number>, list: string[], value: string | null): number {
  if (value === null) return -1;
  let code = codes.get(value);
  if (code === undefined) {
    code = list.length;
    list.push(value);
    codes.set(value, code);
  }
  return code;
}

/**
 * A field's distinct values, cleaned (see `clean`), each with a code in the order first seen. A
 * worker's code is found from the table's own code for the value, so each distinct value is read
 * once, and the tree keeps no code per worker: only one per distinct value.
 */
export class FieldCodes {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();
  /** By the table's code for a value: its code here (-1 for a blank one). */
  private readonly byTableCode: number[] = [];

  constructor(private readonly field: 'department' | 'jobTitle') {}

  /** Worker `index`'s code, their value kept the first time it is seen; -1 without one. */
  read(table: WorkerTable, index: number): number {
    const tableCode = table.code(index, this.field);
    if (tableCode < 0) return -1;
    let code = this.byTableCode[tableCode];
    if (code === undefined) {
      code = internCode(this.byValue, this.values, clean(table.field(index, this.field)));
      this.byTableCode[tableCode] = code;
    }
    return code;
  }

  /** Each worker's code, for the finished tree: looked up again from the table when asked. */
  lookup(table: WorkerTable, workerCount: number): (index: number) => number {
    const { field } = this;
    const byTableCode = Int32Array.from(this.byTableCode, (code) => code ?? -1);
    return (index) => {
      if (index >= workerCount) return -1;
      const tableCode = table.code(index, field);
      return tableCode < 0 ? -1 : byTableCode[tableCode]!;
    };
  }
}
