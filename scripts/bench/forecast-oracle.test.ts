import { describe, expect, it } from 'vitest';
import type { CostSeries } from '../../server/seed/costs';
import { addDays } from '../../server/seed/random';
import { oracleForecast, redraws } from './forecast-oracle';

/** A flat plan of 100 people at 1,000 a license: licenses redrawn near 108 on each 1st. */
const flat: CostSeries = {
  firstDay: '2026-01-01',
  lastDay: '2026-06-30',
  startHeadcount: 100,
  endHeadcount: 100,
  pricePerLicense: 1000,
};

const historyTo = (day: string, licenses: number) => [
  { day: addDays(day, -1), annualCost: licenses * 1000, unassignedAnnualCost: 0, licenses, unpriced: 0 },
  { day, annualCost: licenses * 1000, unassignedAnnualCost: 0, licenses, unpriced: 0 },
];

describe('oracleForecast, the seed generator run on', () => {
  it('holds the latest count until the next hiring step, then centres on the plan with a band', () => {
    const days = oracleForecast(flat, historyTo('2026-03-20', 112), '2026-04-30');
    expect(days[0]!.day).toBe('2026-03-21');
    expect(days).toHaveLength(41);
    const beforeStep = days.filter((point) => point.day < '2026-04-01');
    for (const point of beforeStep) {
      expect(point.value, point.day).toBe(112_000);
      expect(point.high - point.low, point.day).toBeLessThanOrEqual(2_000);
    }
    const afterStep = days.find((point) => point.day === '2026-04-02')!;
    // 100 × (1 ± 1.5 %) people and 5–11 % spare licenses: about 108, from 104 to 113.
    expect(afterStep.value).toBeGreaterThanOrEqual(106_000);
    expect(afterStep.value).toBeLessThanOrEqual(110_000);
    expect(afterStep.low).toBeLessThan(afterStep.value);
    expect(afterStep.high).toBeGreaterThan(afterStep.value);
    expect(afterStep.high - afterStep.low).toBeGreaterThanOrEqual(3_000);
  });

  it('puts about 80 % of redrawn days inside its band', () => {
    let inside = 0;
    let counted = 0;
    for (const points of redraws(flat, 40)) {
      const cut = points.findIndex((point) => point.day === '2026-04-10');
      const band = oracleForecast(flat, points.slice(0, cut + 1), '2026-06-30');
      for (const [index, point] of points.slice(cut + 1).entries()) {
        counted += 1;
        if (point.annualCost >= band[index]!.low && point.annualCost <= band[index]!.high) inside += 1;
      }
    }
    // Counts are whole licenses, so the band's edges are often shared with days just outside: a
    // little over 80 %.
    expect(inside / counted).toBeGreaterThan(0.72);
    expect(inside / counted).toBeLessThan(0.92);
  });

  it('runs on from the last priced day, forecasting only the days after the history', () => {
    const [priced, last] = historyTo('2026-03-20', 112);
    const days = oracleForecast(flat, [priced!, { ...last!, annualCost: 107_000, unpriced: 5 }], '2026-03-25');
    expect(days.map((point) => point.day)).toEqual([
      '2026-03-21',
      '2026-03-22',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
    ]);
    expect(days[0]!.value).toBe(112_000);
  });

  it('has nothing to run on from a history without a priced license', () => {
    expect(oracleForecast(flat, [{ ...historyTo('2026-03-20', 0)[0]! }], '2026-04-30')).toEqual([]);
  });
});
