/** A test (or a test file) and how long it took. */
export interface Timed {
  title: string;
  ms: number;
}

/**
 * The `max` slowest of `timed`, slowest first, as lines under `heading` (e.g. "The 10 slowest
 * e2e tests"), each with its time in seconds. Nothing when nothing took time.
 */
export function slowestLines(heading: string, timed: readonly Timed[], max = 10): string[] {
  const slowest = timed
    .filter((item) => item.ms > 0)
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, max);
  if (slowest.length === 0) return [];
  const width = (slowest[0]!.ms / 1000).toFixed(1).length;
  return [heading, ...slowest.map((item) => `  ${(item.ms / 1000).toFixed(1).padStart(width)} s  ${item.title}`)];
}

/** A test that failed, or an error outside any test, and the first line of what it threw. */
export interface Failure {
  title: string;
  message: string;
}

/**
 * The failures as the last lines of a run: the default reporter prints them before its summary, and
 * a log shown only by its tail (a CI page) would otherwise end with the slowest tests alone.
 */
export function failureLines(failures: readonly Failure[]): string[] {
  if (failures.length === 0) return [];
  const heading = failures.length === 1 ? '\n1 failure:' : `\n${failures.length} failures:`;
  return [heading, ...failures.map(({ title, message }) => `  ✗ ${title}\n      ${firstLine(message)}`)];
}

function firstLine(text: string): string {
  return text.trim().split('\n', 1)[0] || '(no message)';
}
