import { WORKER_COLUMNS_MEDIA_TYPE, type Pagination, type WorkerColumnsPage } from '../../contract';
import type { OrgChartRow } from '../store/workers';

/** Where each coded field is in an `OrgChartRow`, in the order of `workerColumnsCodedFields`. */
const CODED_AT = [3, 4, 5, 6, 7] as const;

/**
 * A page of the org chart in the worker-columns form (`WorkerColumnsPage` in contract/assumed.ts),
 * coded as its rows come (`add`, as often as the page is read in slices), then written once
 * (`body`): the same workers as the spec's JSON page, a list per field, each repeated value sent once.
 */
export function workerColumnsCoder(capacity: number) {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  // Sized for the page at once (the rows asked for), cut to the rows that came.
  const id = new Array<string>(capacity);
  const name = new Array<string | null>(capacity);
  const coded = CODED_AT.map(() => new Array<number | null>(capacity));
  // Workers come grouped (a manager's reports together, in one department): a field's value is
  // nearly always the one of the worker before, its code known without a lookup.
  const lastValue: (string | null)[] = CODED_AT.map(() => null);
  const lastCode: (number | null)[] = CODED_AT.map(() => null);
  let count = 0;
  return {
    add(rows: readonly OrgChartRow[]) {
      for (const row of rows) {
        id[count] = row[1];
        name[count] = row[2];
        for (let k = 0; k < CODED_AT.length; k++) {
          const value = row[CODED_AT[k]!];
          if (value === lastValue[k]) {
            coded[k]![count] = lastCode[k]!;
            continue;
          }
          let code: number | null = null;
          if (value !== null) {
            code = codeOf.get(value) ?? null;
            if (code === null) {
              code = values.push(value) - 1;
              codeOf.set(value, code);
            }
          }
          lastValue[k] = value;
          lastCode[k] = code;
          coded[k]![count] = code;
        }
        count += 1;
      }
    },
    get count() {
      return count;
    },
    body(pagination: Pagination): string {
      for (const column of [id, name, ...coded]) column.length = count;
      const [jobTitle, department, managerId, manager, lifecycleStage] = coded as [
        (number | null)[],
        (number | null)[],
        (number | null)[],
        (number | null)[],
        (number | null)[],
      ];
      // The pagination first: a client can ask for the next page before the workers have arrived.
      const page: WorkerColumnsPage = {
        pagination,
        errors: [],
        columns: { count, values, id, name, jobTitle, department, managerId, manager, lifecycleStage },
      };
      return JSON.stringify(page);
    },
  };
}

const mediaRange = /^\s*([^;\s]+)\s*(?:;(.*))?$/;

/** The quality an `Accept` header gives each media range it names (`q`, 1 when not said). */
function qualities(accept: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of accept.split(',')) {
    const match = mediaRange.exec(part);
    if (!match) continue;
    const type = match[1]!.toLowerCase();
    const q = /(?:^|;)\s*q\s*=\s*([0-9.]+)/i.exec(match[2] ?? '');
    const quality = q ? Number(q[1]) : 1;
    if (Number.isFinite(quality)) found.set(type, Math.max(found.get(type) ?? 0, quality));
  }
  return found;
}

/**
 * Whether a request's `Accept` asks for the worker-columns form (by its exact name, never through
 * `*\/*`) at least as much as for the spec's JSON. Clients that do not name it get the spec's JSON.
 */
export function prefersWorkerColumns(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = qualities(accept);
  const columns = q.get(WORKER_COLUMNS_MEDIA_TYPE) ?? 0;
  if (columns <= 0) return false;
  const json = q.get('application/json') ?? q.get('application/*') ?? q.get('*/*') ?? 0;
  return columns >= json;
}
