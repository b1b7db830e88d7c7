/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), safe to open in a spreadsheet: a cell
 * that would start a formula (=, +, −, @, tab, carriage return) is prefixed with an apostrophe, so
 * that an event's text (a name someone typed) can never run as one.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const STARTS_FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && STARTS_FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** A byte-order mark first: spreadsheets then read the file as UTF-8 (names with accents). */
export const CSV_START = '\ufeff';
