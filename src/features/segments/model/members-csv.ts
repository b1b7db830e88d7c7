import type { OrgChartWorker } from '../../../../contract';

/**
 * The members as CSV (RFC 4180: comma, CRLF, quotes doubled), safe to open in a spreadsheet: a
 * cell that would start a formula is prefixed with an apostrophe, so a name someone typed can
 * never run as one. A byte-order mark first, so accents read right.
 */
export const MEMBERS_CSV_HEADER = ['id', 'name', 'job title', 'department', 'manager', 'lifecycle stage'] as const;

const NEEDS_QUOTES = /[",\r\n]/;
const STARTS_FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = STARTS_FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: readonly (string | null | undefined)[]) => cells.map(cell).join(',') + '\r\n';

/** The CSV of the workers at `indexes` (dataset order kept). */
export function membersCsv(
  workers: readonly OrgChartWorker[],
  indexes: ArrayLike<number>,
  /** The columns' names, in the user's language (the same six, in this order). */
  header: readonly string[] = MEMBERS_CSV_HEADER,
): string {
  const rows = ['\ufeff', row(header)];
  for (let k = 0; k < indexes.length; k += 1) {
    const worker = workers[indexes[k]!];
    if (!worker) continue;
    rows.push(row([worker.id, worker.name, worker.jobTitle, worker.department, worker.manager, worker.lifecycleStage]));
  }
  return rows.join('');
}

/** "sales-emea-members.csv": the segment's name as a file name. */
export function membersFileName(segmentName: string): string {
  const slug = segmentName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'segment'}-members.csv`;
}
