/** How the service check talks to a service: one request, the raw answer. Node and the browser each bring one. */
export interface ProbeRequest {
  method: 'GET' | 'PUT' | 'OPTIONS';
  /** Relative to the API base (`/api`), with its query string. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ProbeResponse {
  status: number;
  /** Case-insensitive header lookup. */
  header: (name: string) => string | null;
  text: string;
}

/** Throws when the service cannot be reached at all (DNS, refused, TLS, CORS in a browser). */
export type Transport = (request: ProbeRequest) => Promise<ProbeResponse>;

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

export type CheckGroup = 'Authentication' | 'Specified endpoints' | 'Assumed endpoints' | 'If-Match' | 'Cross-origin';

export interface CheckRow {
  group: CheckGroup;
  /** What was checked, e.g. `GET /segments`. */
  name: string;
  status: CheckStatus;
  /** One line: why it passed or failed. */
  reason: string;
}

export interface CheckSummary {
  pass: number;
  fail: number;
  warn: number;
  skip: number;
}

export interface ServiceCheckReport {
  rows: CheckRow[];
  /** Endpoints the check never calls (writes), with why. */
  notProbed: string[];
  summary: CheckSummary;
  /** False when something the console needs fails. */
  ok: boolean;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function summarize(rows: readonly CheckRow[]): CheckSummary {
  const summary: CheckSummary = { pass: 0, fail: 0, warn: 0, skip: 0 };
  for (const row of rows) summary[row.status] += 1;
  return summary;
}

/** The summary as one sentence, e.g. "24 passed, 1 failed: the console will not work fully against this service." */
export function summaryLine(summary: CheckSummary): string {
  const parts = [`${summary.pass} passed`, `${summary.fail} failed`];
  if (summary.warn > 0) parts.push(`${summary.warn} to look at`);
  if (summary.skip > 0) parts.push(`${summary.skip} skipped`);
  const verdict =
    summary.fail > 0
      ? 'something the console needs fails against this service.'
      : summary.skip > 0
        ? 'nothing failed, but the skipped checks did not run.'
        : 'the console has what it needs from this service.';
  return `${parts.join(', ')}: ${verdict}`;
}

export const statusSymbols: Record<CheckStatus, string> = { pass: '✓', fail: '✗', warn: '!', skip: '–' };
