/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson, 2013) over several series that share
 * one x axis: the first and last points are kept, the rest are cut into `threshold - 2` buckets,
 * and each bucket keeps the point whose triangle (with the point kept before it and the average of
 * the next bucket) is largest, summed over the series. Each series is scaled to its own range first,
 * so a series of small numbers (a license count) weighs as much as one of large ones (a cost).
 * A series may have gaps (null): it then adds nothing to the areas of the triangles it lacks.
 *
 * Returns the kept indices, ascending; never more than `threshold` of them.
 */
export function lttbIndices(
  xs: ArrayLike<number>,
  series: readonly ArrayLike<number | null>[],
  threshold: number,
): number[] {
  const length = xs.length;
  if (threshold >= length || length <= 2) return Array.from({ length }, (_, index) => index);
  if (threshold <= 0) return [];
  if (threshold === 1) return [length - 1];
  if (threshold === 2) return [0, length - 1];

  const scaled = series.map((values) => {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < length; i += 1) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    const span = max > min ? max - min : 1;
    const out = new Float64Array(length);
    for (let i = 0; i < length; i += 1) {
      const value = values[i];
      out[i] = value === null || value === undefined ? Number.NaN : (value - min) / span;
    }
    return out;
  });
  const xMin = xs[0]!;
  const xSpan = xs[length - 1]! - xMin || 1;
  const x = (i: number) => (xs[i]! - xMin) / xSpan;

  const kept = [0];
  const bucketSize = (length - 2) / (threshold - 2);
  let a = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket += 1) {
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.min(Math.floor((bucket + 1) * bucketSize) + 1, length - 1);
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, length);

    let nextX = 0;
    for (let i = nextStart; i < nextEnd; i += 1) nextX += x(i);
    nextX /= nextEnd - nextStart;
    const nextYs = scaled.map((values) => {
      let sum = 0;
      let count = 0;
      for (let i = nextStart; i < nextEnd; i += 1) {
        if (!Number.isNaN(values[i]!)) {
          sum += values[i]!;
          count += 1;
        }
      }
      return count === 0 ? Number.NaN : sum / count;
    });

    let best = start;
    let bestArea = -1;
    const ax = x(a);
    for (let i = start; i < end; i += 1) {
      const bx = x(i);
      let area = 0;
      for (let s = 0; s < scaled.length; s += 1) {
        const values = scaled[s]!;
        const ay = values[a]!;
        const by = values[i]!;
        const cy = nextYs[s]!;
        if (Number.isNaN(ay) || Number.isNaN(by) || Number.isNaN(cy)) continue;
        area += Math.abs((ax - nextX) * (by - ay) - (ax - bx) * (cy - ay));
      }
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(best);
    a = best;
  }
  kept.push(length - 1);
  return kept;
}
