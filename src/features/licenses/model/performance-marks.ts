/**
 * User Timing marks that `npm run bench` reads (scripts/bench/licenses.bench.mjs): the moment
 * the last page of history arrived, and the first paint of the chart after it.
 */
export const DATA_COMPLETE_MARK = 'licenses:data-complete';
export const CHART_PAINTED_MARK = 'licenses:chart-painted';

export function markDataComplete(): void {
  performance.mark(DATA_COMPLETE_MARK);
}

/** Marks after the next paint: a frame callback runs before painting, a task queued from it after. */
export function markChartPaintedAfterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(() => performance.mark(CHART_PAINTED_MARK), 0));
}
