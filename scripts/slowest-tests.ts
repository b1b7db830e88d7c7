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
