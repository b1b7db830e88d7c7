import { describe, expect, it } from 'vitest';
import { toDayNumber } from './days';
import { alignedPreviousDay, buildChartRows, buildForecastRows, forecastStart } from './chart-series';
import { buildCostHistory } from './history';
import { days, point } from './points.fixture';

describe('buildChartRows', () => {
  it('draws every day of a short range as it is', () => {
    const history = buildCostHistory(days('2026-01-01', 10, (i) => ({ annualCost: 1000 + i })))!;
    const rows = buildChartRows(
      history,
      { from: '2026-01-03', to: '2026-01-05' },
      { maxPoints: 800, comparePrevious: false },
    );
    expect(rows.map((row) => row.annualCost)).toEqual([1002, 1003, 1004]);
    expect(rows[0]!.x).toBe(toDayNumber('2026-01-03'));
    expect(rows.every((row) => row.previousAnnualCost === null)).toBe(true);
  });

  it('never draws more rows than the chart has pixels', () => {
    const history = buildCostHistory(
      days('2016-11-21', 3652, (i) => ({ annualCost: 1e6 + Math.sin(i / 9) * 1e4 + i * 50 })),
    )!;
    for (const maxPoints of [120, 390, 1100]) {
      const rows = buildChartRows(history, history.bounds, { maxPoints, comparePrevious: true });
      expect(rows.length).toBeLessThanOrEqual(maxPoints);
      expect(rows[0]!.x).toBe(toDayNumber('2016-11-21'));
      expect(rows[rows.length - 1]!.x).toBe(toDayNumber(history.bounds.to));
    }
  });

  it('breaks the lines at missing days with a null row on the first missing day', () => {
    const history = buildCostHistory([...days('2026-01-01', 5), ...days('2026-01-09', 5)])!;
    const rows = buildChartRows(history, history.bounds, { maxPoints: 800, comparePrevious: false });
    expect(rows).toHaveLength(11);
    expect(rows[5]).toEqual({
      x: toDayNumber('2026-01-06'),
      annualCost: null,
      unassignedAnnualCost: null,
      licenses: null,
      previousAnnualCost: null,
    });
  });

  it('keeps the breaks when downsampling', () => {
    const history = buildCostHistory([...days('2020-01-01', 1500), ...days('2024-03-01', 1500)])!;
    const rows = buildChartRows(history, history.bounds, { maxPoints: 300, comparePrevious: false });
    expect(rows.length).toBeLessThanOrEqual(300);
    const gaps = rows.filter((row) => row.annualCost === null);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]!.x).toBe(toDayNumber('2024-02-09'));
  });

  it('runs the lines across gaps when there are too many to break at each', () => {
    const everyOtherDay = Array.from({ length: 400 }, (_, i) =>
      point(new Date(Date.UTC(2026, 0, 1 + 2 * i)).toISOString().slice(0, 10)),
    );
    const history = buildCostHistory(everyOtherDay)!;
    const rows = buildChartRows(history, history.bounds, { maxPoints: 200, comparePrevious: false });
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows.some((row) => row.annualCost === null)).toBe(false);
  });

  it('lines the previous period up day by day, same offset from its start', () => {
    const history = buildCostHistory(days('2026-01-01', 60, (i) => ({ annualCost: i })))!;
    const rows = buildChartRows(
      history,
      { from: '2026-01-31', to: '2026-03-01' },
      { maxPoints: 800, comparePrevious: true },
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]).toMatchObject({ annualCost: 30, previousAnnualCost: 0 });
    expect(rows[29]).toMatchObject({ annualCost: 59, previousAnnualCost: 29 });
  });

  it('leaves the previous value empty where the previous period has no data', () => {
    const history = buildCostHistory(days('2026-01-01', 40, (i) => ({ annualCost: i })))!;
    const rows = buildChartRows(
      history,
      { from: '2026-01-21', to: '2026-02-09' },
      { maxPoints: 800, comparePrevious: true },
    );
    expect(rows[0]!.previousAnnualCost).toBe(0);
    const earlier = buildChartRows(
      history,
      { from: '2026-01-01', to: '2026-01-10' },
      { maxPoints: 800, comparePrevious: true },
    );
    expect(earlier.every((row) => row.previousAnnualCost === null)).toBe(true);
  });

  it('aligns a day with the one a period length earlier', () => {
    expect(alignedPreviousDay(toDayNumber('2026-03-01'), 30)).toBe(toDayNumber('2026-01-30'));
  });
});

describe('forecastStart', () => {
  it('starts the dashed line on the last priced day, not on an unpriced last day', () => {
    expect(
      forecastStart({ origin: { day: '2026-04-07', annualCost: 40_000, licenses: 40, pricePerLicense: 1000 } }),
    ).toEqual({
      x: toDayNumber('2026-04-07'),
      value: 40_000,
    });
  });
});

describe('buildForecastRows', () => {
  const points = Array.from({ length: 41 }, (_, index) => ({
    dayNumber: 100 + index,
    day: '',
    value: 1000 + index,
    low: 900 + index,
    high: 1100 + index,
  }));

  it('starts on the last day of data and keeps every projected day when there is room', () => {
    const rows = buildForecastRows({ x: 99, value: 990 }, points, 100);
    expect(rows).toHaveLength(42);
    expect(rows[0]).toMatchObject({ x: 99, forecast: 990, band: [990, 990], annualCost: null });
    expect(rows[41]).toMatchObject({ x: 140, forecast: 1040, band: [940, 1140] });
  });

  it('thins the projected days to the room there is, keeping the last', () => {
    const rows = buildForecastRows({ x: 99, value: 990 }, points, 10);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows.map((row) => row.x).slice(0, 3)).toEqual([99, 100, 105]);
    expect(rows[rows.length - 1]!.x).toBe(140);
  });
});
