import { describe, expect, it } from 'vitest';
import type { LicenseCostPoint } from '../../../../contract';
import { addDays, dayCount } from './days';
import {
  bandWidening,
  forecastAnnualCost,
  forecastOn,
  MAX_FORECAST_DAYS,
  MIN_FORECAST_DAYS,
  type Forecast,
} from './forecast';
import { createFormatters } from './currency';
import { noForecastMessage } from './forecast-view';
import { forecastNote } from './insight-text';
import { days } from './points.fixture';

const formatters = createFormatters('EUR', 'en-US');

const ready = (result: ReturnType<typeof forecastAnnualCost>): Forecast => {
  if (result.status !== 'ready') throw new Error(`expected a forecast, got: ${result.reason}`);
  return result;
};

/** `count` days from 2026-01-01 with `licenses(i)` licenses at `price(i)` each, all priced. */
function series(
  count: number,
  licenses: (index: number) => number,
  price: (index: number) => number = () => 1000,
): LicenseCostPoint[] {
  return days('2026-01-01', count, (index) => ({
    licenses: licenses(index),
    annualCost: licenses(index) * price(index),
    unassignedAnnualCost: 0,
    unpriced: 0,
  }));
}

describe('forecastAnnualCost', () => {
  it('forecasts a flat series flat, with a band of no width', () => {
    const forecast = ready(
      forecastAnnualCost(
        series(120, () => 50),
        { through: '2026-06-30' },
      ),
    );
    expect(forecast.lastDay).toBe('2026-04-30');
    expect(forecast.points[0]!.day).toBe('2026-05-01');
    expect(forecast.points).toHaveLength(61);
    for (const point of forecast.points) {
      expect(point.value).toBe(50_000);
      expect(point.low).toBe(50_000);
      expect(point.high).toBe(50_000);
    }
    expect(forecast.method).toEqual({ kind: 'last-value' });
    expect(forecast.fit).toEqual({ from: '2026-01-01', to: '2026-04-30', days: 120 });
  });

  it('extends a straight line of licenses at the last price', () => {
    // 100 licenses on day 0, one more each day, 1,000 each: day 119 has 219.
    const forecast = ready(
      forecastAnnualCost(
        series(120, (i) => 100 + i),
        { through: '2026-05-30' },
      ),
    );
    expect(forecast.method).toMatchObject({ kind: 'trend', yearly: false });
    expect(forecast.method.kind === 'trend' && forecast.method.licensesPerDay).toBeCloseTo(1, 9);
    expect(forecast.origin).toEqual({ day: '2026-04-30', annualCost: 219_000, licenses: 219, pricePerLicense: 1000 });
    expect(forecastOn(forecast, '2026-05-01')!.value).toBeCloseTo(220_000, 6);
    expect(forecastOn(forecast, '2026-05-30')!.value).toBeCloseTo(249_000, 6);
    // A perfect line never missed: the band is the line itself.
    expect(forecastOn(forecast, '2026-05-30')!.high - forecastOn(forecast, '2026-05-30')!.low).toBeLessThan(1e-6);
  });

  it('keeps a monthly step’s distance from the trend until the next month, then returns to it', () => {
    // Hiring in monthly steps, as the seeded workspaces do: 6 more licenses each month from 100,
    // each month over or under that plan by 4, −2, 1, −5, 3, −1 in turn, the count flat in between.
    // From 2025-04-01 (too short a history for a yearly pattern) to 2026-04-15, month 12: 100 + 72 + 4.
    const overPlan = [4, -2, 1, -5, 3, -1];
    const points = days('2025-04-01', dayCount('2025-04-01', '2026-04-15'), (index) => {
      const day = addDays('2025-04-01', index);
      const month = (Number(day.slice(0, 4)) - 2025) * 12 + Number(day.slice(5, 7)) - 4;
      const licenses = 100 + 6 * month + overPlan[month % 6]!;
      return { licenses, annualCost: licenses * 1000, unassignedAnnualCost: 0 };
    });
    const forecast = ready(forecastAnnualCost(points, { through: '2026-06-30' }));
    expect(forecast.origin.licenses).toBe(176);
    expect(forecast.method).toMatchObject({ kind: 'trend', yearly: false });
    const persistence = forecast.method.kind === 'trend' ? forecast.method.persistence : undefined;
    // Learned from the 13th to the 17th of past months, whose next step came 14 to 19 days later.
    expect(persistence?.halfDays).toBeGreaterThanOrEqual(5);
    expect(persistence?.halfDays).toBeLessThanOrEqual(19);
    // Until the 1st the count holds, within 2 licenses; after it, it is back on the plan (178 in
    // May, 6 a month: the line through it is about 178.5 on the 20th), not 4 over it.
    for (const day of ['2026-04-16', '2026-04-25', '2026-04-29']) {
      expect(Math.abs(forecastOn(forecast, day)!.value - 176_000)).toBeLessThan(2000);
    }
    expect(Math.abs(forecastOn(forecast, '2026-05-20')!.value - 178_500)).toBeLessThan(1500);
  });

  it('holds the price per license of the last day, never extrapolating a price step', () => {
    // 80 licenses throughout; the price goes from 1,000 to 1,100 on day 70.
    const forecast = ready(
      forecastAnnualCost(
        series(
          100,
          () => 80,
          (i) => (i >= 70 ? 1100 : 1000),
        ),
        { through: '2026-05-10' },
      ),
    );
    expect(forecast.origin.pricePerLicense).toBe(1100);
    for (const point of forecast.points) expect(point.value).toBe(88_000);
    // The step shows in how past forecasts missed: the band leans upward, not down.
    const last = forecast.points[forecast.points.length - 1]!;
    expect(last.low).toBe(88_000);
    expect(last.high).toBeGreaterThan(88_000);
  });

  it('repeats a yearly price renewal seen in each of the last two years', () => {
    // 80 licenses from 2023-06-01; the price goes up 5 % on each 1 January (2024 and 2025).
    const price = (day: string) => 1000 * (day >= '2025-01-01' ? 1.05 ** 2 : day >= '2024-01-01' ? 1.05 : 1);
    const history = days('2023-06-01', dayCount('2023-06-01', '2025-10-31') + 1, (index) => {
      const day = addDays('2023-06-01', index);
      return { licenses: 80, annualCost: 80 * price(day), unassignedAnnualCost: 0 };
    });
    const forecast = ready(forecastAnnualCost(history, { through: '2026-02-28' }));
    expect(forecast.renewal).toEqual({ lastDay: '2025-01-01', change: expect.closeTo(0.05, 9), years: 2 });
    expect(forecastOn(forecast, '2025-12-31')!.value).toBeCloseTo(88_200, 6);
    expect(forecastOn(forecast, '2026-01-01')!.value).toBeCloseTo(92_610, 6);
    // The naive baseline knows nothing of renewals.
    const naive = ready(forecastAnnualCost(history, { through: '2026-02-28', lastValueOnly: true }));
    expect(naive.renewal).toBeNull();
    expect(forecastOn(naive, '2026-01-01')!.value).toBeCloseTo(88_200, 6);
  });

  it('widens the band with the horizon on a noisy series', () => {
    // A trend with a repeating wobble of ±3 licenses.
    const wobble = [0, 3, -2, 1, -3, 2, -1];
    const forecast = ready(
      forecastAnnualCost(
        series(400, (i) => 200 + Math.floor(i / 10) + wobble[i % 7]!),
        { through: addDays('2026-01-01', 399 + 180) },
      ),
    );
    const width = (ahead: number) => {
      const point = forecast.points[ahead - 1]!;
      return point.high - point.low;
    };
    expect(width(1)).toBeGreaterThan(0);
    expect(width(30)).toBeGreaterThanOrEqual(width(7));
    expect(width(180)).toBeGreaterThan(width(7));
    forecast.points.forEach((point, index) => {
      expect(point.low).toBeLessThanOrEqual(point.value);
      expect(point.high).toBeGreaterThanOrEqual(point.value);
      // Relative to the value, each edge only ever moves away from it.
      const previous = forecast.points[index - 1];
      if (!previous) return;
      expect(point.low / point.value).toBeLessThanOrEqual(previous.low / previous.value + 1e-12);
      expect(point.high / point.value).toBeGreaterThanOrEqual(previous.high / previous.value - 1e-12);
    });
  });

  it('forecasts a step from its new level, fitting only the days since it', () => {
    // 100 licenses wobbling by up to 3 over 40 days; on day 150 (2026-05-31) 40 more for good.
    const wave = (i: number) => Math.round(3 * Math.sin((2 * Math.PI * i) / 40));
    const forecast = ready(
      forecastAnnualCost(
        series(210, (i) => (i < 150 ? 100 : 140) + wave(i)),
        { through: addDays('2026-01-01', 209 + 90) },
      ),
    );
    // A 40-license move in a day, where 30-day moves are at most 6: a level shift on day 150.
    expect(forecast.fit.from).toBe('2026-05-31');
    expect(forecast.fit.days).toBe(60);
    // Day 209 has 140 + round(3 sin(2π × 209/40)) = 140 + round(2.96) = 143 licenses.
    expect(forecast.origin.licenses).toBe(143);
    for (const point of forecast.points) {
      expect(point.value).toBeGreaterThanOrEqual(136_000);
      expect(point.value).toBeLessThanOrEqual(144_000);
    }
  });

  it('carries the new level forward while too few days since a step make a line', () => {
    // 300 licenses growing by one every other day, with a wobble; 100 more from day 180: the
    // trend forecast best, but the last 20 days are too few for a line (30) at the new level.
    const wave = (i: number) => Math.round(4 * Math.sin((2 * Math.PI * i) / 40));
    const forecast = ready(
      forecastAnnualCost(
        series(200, (i) => 300 + Math.floor(i / 2) + (i < 180 ? 0 : 100) + wave(i)),
        { through: addDays('2026-01-01', 199 + 30) },
      ),
    );
    expect(forecast.method).toEqual({ kind: 'last-value', levelShift: addDays('2026-01-01', 180) });
    expect(forecast.fit.from).toBe(addDays('2026-01-01', 180));
    // Day 199: 300 + 99 + 100 + round(4 sin(2π × 199/40)) = 499 + round(−0.63) = 498.
    expect(forecast.points.every((point) => point.value === 498_000)).toBe(true);
  });

  it('widens percentiles read from few independent misses (the band’s small-sample fallback)', () => {
    // Student's t over the normal 90th percentile, with misses ÷ ahead − 1 degrees of freedom
    // (Cornish–Fisher): t(1) ≈ 2.6990, t(2) ≈ 1.8476, against z = 1.28155.
    expect(bandWidening(40, 20)).toBeCloseTo(2.699 / 1.28155, 3);
    expect(bandWidening(10, 30)).toBeCloseTo(2.699 / 1.28155, 3);
    expect(bandWidening(540, 180)).toBeCloseTo(1.8476 / 1.28155, 3);
    // Many draws: hardly widened.
    expect(bandWidening(700, 1)).toBeGreaterThan(1);
    expect(bandWidening(700, 1)).toBeLessThan(1.001);
    expect(bandWidening(700, 7)).toBeLessThan(bandWidening(700, 30));
  });

  it('finds a yearly pattern given more than a year of it', () => {
    // Two and a half years: 500 licenses, 60 more from June to August each year.
    const summer = (i: number) => {
      const dayOfYear = i % 365;
      return dayOfYear >= 151 && dayOfYear < 243 ? 60 : 0;
    };
    const history = series(900, (i) => 500 + summer(i));
    const forecast = ready(forecastAnnualCost(history, { through: addDays('2026-01-01', 899 + 200) }));
    expect(forecast.method).toMatchObject({ kind: 'trend', yearly: true });
    // Day 900 + 60 is day 960 (day 230 of its year: summer); day 900 + 180 is day 1080 (winter).
    expect(forecast.points[59]!.value).toBeGreaterThan(540_000);
    expect(forecast.points[179]!.value).toBeLessThan(520_000);
  });

  it('skips missing days and leaves unpriced days out, saying so', () => {
    const history = series(150, (i) => 100 + i)
      .filter((point) => point.day < '2026-02-01' || point.day > '2026-02-10')
      .map((point) =>
        point.day >= '2026-03-01' && point.day <= '2026-03-05'
          ? { ...point, unpriced: 20, annualCost: (point.licenses - 20) * 1000 }
          : point,
      );
    const forecast = ready(forecastAnnualCost(history, { through: '2026-06-05' }));
    expect(forecastOn(forecast, '2026-06-05')!.value).toBeCloseTo((100 + 155) * 1000, 4);
    expect(forecast.fit.days).toBe(150 - 10 - 5);
    expect(forecast.notes).toEqual([{ kind: 'unpriced-left-out', days: 5 }]);
    expect(forecastNote(forecast.notes[0]!, formatters)).toBe(
      '5 days with unpriced licenses were left out: their costs are lower bounds.',
    );
  });

  it('keeps the last day of data’s cost apart from the origin when the last days are unpriced', () => {
    const history = series(100, () => 40).map((point, index) =>
      index >= 97 ? { ...point, unpriced: 4, annualCost: 36_000 } : point,
    );
    const forecast = ready(forecastAnnualCost(history, { through: '2026-04-30' }));
    expect(forecast.lastDay).toBe('2026-04-10');
    expect(forecast.origin).toMatchObject({ day: '2026-04-07', annualCost: 40_000 });
    expect(forecast.latest).toEqual({ annualCost: 36_000, unpricedDays: 3 });
    expect(
      ready(
        forecastAnnualCost(
          series(100, () => 40),
          { through: '2026-04-30' },
        ),
      ).latest,
    ).toEqual({
      annualCost: 40_000,
      unpricedDays: 0,
    });
  });

  it('starts from the last day with licenses when the last days have none', () => {
    const history = series(100, (i) => (i >= 95 ? 0 : 40));
    const forecast = ready(forecastAnnualCost(history, { through: '2026-04-20' }));
    expect(forecast.origin.day).toBe('2026-04-05');
    expect(forecast.notes).toContainEqual({ kind: 'starts-earlier', day: '2026-04-05' });
    expect(forecastNote({ kind: 'starts-earlier', day: '2026-04-05' }, formatters)).toBe(
      'The last days had no priced licenses; the projection starts from Apr 5, 2026.',
    );
    expect(forecast.points[0]!.day).toBe('2026-04-11');
  });

  it('reaches at most two years ahead', () => {
    const forecast = ready(
      forecastAnnualCost(
        series(100, () => 10),
        { through: '2030-12-31' },
      ),
    );
    expect(forecast.points).toHaveLength(MAX_FORECAST_DAYS);
  });

  it('needs 60 days of history, and says so', () => {
    const result = forecastAnnualCost(
      series(MIN_FORECAST_DAYS - 1, () => 10),
      { through: '2026-12-31' },
    );
    expect(result).toMatchObject({ status: 'none', reason: 'too-short' });
    expect(result.status === 'none' && noForecastMessage(result)).toBe(
      'No forecast: it needs at least 60 days of history and this range has 59. Choose a longer range.',
    );
    expect(
      forecastAnnualCost(
        series(MIN_FORECAST_DAYS, () => 10),
        { through: '2026-12-31' },
      ).status,
    ).toBe('ready');
  });

  it('gives no forecast for one point or none, without throwing', () => {
    expect(
      forecastAnnualCost(
        series(1, () => 10),
        { through: '2026-12-31' },
      ),
    ).toMatchObject({
      status: 'none',
      reason: 'too-short',
    });
    expect(forecastAnnualCost([], { through: '2026-12-31' })).toMatchObject({ status: 'none', reason: 'no-data' });
  });

  it('gives no forecast when most days had unpriced licenses', () => {
    const history = series(100, () => 10).map((point, index) => (index >= 40 ? { ...point, unpriced: 2 } : point));
    const result = forecastAnnualCost(history, { through: '2026-12-31' });
    expect(result).toMatchObject({ status: 'none', reason: 'mostly-unpriced' });
    expect(result.status === 'none' && noForecastMessage(result)).toBe(
      'No forecast: 60 of the 100 days with data had unpriced licenses, so their costs are lower bounds, too many to project from.',
    );
  });

  it('gives no forecast when no day had a priced license', () => {
    const result = forecastAnnualCost(
      series(100, () => 0),
      { through: '2026-12-31' },
    );
    expect(result).toMatchObject({ status: 'none', reason: 'no-priced-licenses' });
  });

  it('the naive baseline carries the last value forward', () => {
    const forecast = ready(
      forecastAnnualCost(
        series(120, (i) => 100 + i),
        { through: '2026-05-10', lastValueOnly: true },
      ),
    );
    expect(forecast.method).toEqual({ kind: 'last-value' });
    for (const point of forecast.points) expect(point.value).toBe(219_000);
  });
});
