import { describe, expect, it } from 'vitest';
import { lttbIndices } from './lttb';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('lttbIndices', () => {
  it('keeps everything when there are no more points than the threshold', () => {
    expect(lttbIndices(range(5), [[1, 2, 3, 4, 5]], 5)).toEqual([0, 1, 2, 3, 4]);
    expect(lttbIndices(range(5), [[1, 2, 3, 4, 5]], 50)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never keeps more points than the threshold, and always the first and last', () => {
    const xs = range(3650);
    const ys = xs.map((x) => Math.sin(x / 40) * 1000 + x);
    for (const threshold of [2, 3, 10, 333, 1000, 3649]) {
      const kept = lttbIndices(xs, [ys], threshold);
      expect(kept.length).toBeLessThanOrEqual(threshold);
      expect(kept[0]).toBe(0);
      expect(kept[kept.length - 1]).toBe(3649);
      expect([...kept].sort((a, b) => a - b)).toEqual(kept);
      expect(new Set(kept).size).toBe(kept.length);
    }
  });

  it('keeps a lone spike that averaging would flatten', () => {
    const xs = range(1000);
    const ys = xs.map((x) => (x === 517 ? 100 : 1));
    expect(lttbIndices(xs, [ys], 20)).toContain(517);
  });

  it('keeps the spike of a small series beside a large one (each series is scaled to itself)', () => {
    const xs = range(1000);
    const cost = xs.map((x) => 1_000_000 + x * 1000);
    const licenses = xs.map((x) => (x === 300 ? 12 : 10));
    expect(lttbIndices(xs, [cost, licenses], 20)).toContain(300);
  });

  it('copes with gaps (null) in one series', () => {
    const xs = range(100);
    const previous = xs.map((x) => (x < 50 ? null : x));
    const kept = lttbIndices(xs, [xs, previous], 10);
    expect(kept).toHaveLength(10);
  });

  it('handles tiny inputs and thresholds', () => {
    expect(lttbIndices([], [[]], 10)).toEqual([]);
    expect(lttbIndices([0], [[5]], 1)).toEqual([0]);
    expect(lttbIndices(range(10), [range(10)], 1)).toEqual([9]);
    expect(lttbIndices(range(10), [range(10)], 0)).toEqual([]);
  });
});
