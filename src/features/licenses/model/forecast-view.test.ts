import { describe, expect, it } from 'vitest';
import { forecastForRange, forecastTargetDays } from './forecast-view';
import { buildCostHistory } from './history';
import { days } from './points.fixture';

describe('forecastTargetDays', () => {
  it('gives the ends of the month, quarter and year after the last day of data', () => {
    expect(forecastTargetDays('2026-11-20', { kind: 'preset', preset: '1y' })).toEqual([
      { key: 'month', day: '2026-11-30' },
      { key: 'quarter', day: '2026-12-31' },
      { key: 'year', day: '2026-12-31' },
    ]);
    expect(forecastTargetDays('2026-02-10', { kind: 'preset', preset: '1y' })).toEqual([
      { key: 'month', day: '2026-02-28' },
      { key: 'quarter', day: '2026-03-31' },
      { key: 'year', day: '2026-12-31' },
    ]);
  });

  it('moves to the next ones when the data ends on the last day of a period', () => {
    expect(forecastTargetDays('2026-12-31', { kind: 'preset', preset: 'all' })).toEqual([
      { key: 'month', day: '2027-01-31' },
      { key: 'quarter', day: '2027-03-31' },
      { key: 'year', day: '2027-12-31' },
    ]);
  });

  it('adds the end of a custom range reaching past the data', () => {
    expect(forecastTargetDays('2026-11-20', { kind: 'custom', from: '2026-01-01', to: '2027-06-30' })).toContainEqual({
      key: 'range',
      day: '2027-06-30',
    });
    expect(forecastTargetDays('2026-11-20', { kind: 'custom', from: '2026-01-01', to: '2026-11-01' })).toHaveLength(3);
  });
});

describe('forecastForRange', () => {
  const history = buildCostHistory(days('2026-01-01', 120, (i) => ({ licenses: 10 + i, annualCost: (10 + i) * 100 })))!;

  it('forecasts to each target from the range’s days', () => {
    const result = forecastForRange(
      history,
      { from: '2026-01-01', to: '2026-04-30' },
      { kind: 'preset', preset: 'all' },
    );
    expect(result.status).toBe('ready');
    if (result.status !== 'ready') return;
    expect(result.targets.map((target) => [target.key, target.day])).toEqual([
      ['month', '2026-05-31'],
      ['quarter', '2026-06-30'],
      ['year', '2026-12-31'],
    ]);
    expect(result.forecast.points.at(-1)!.day).toBe('2026-12-31');
    // 129 licenses on Apr 30, one more a day: 374 on Dec 31 (245 days later), at 100 each.
    expect(result.targets[2]!.point.value).toBeCloseTo(37_400, 6);
  });

  it('says which target is past the forecast’s reach, and to which day it projects', () => {
    const result = forecastForRange(
      history,
      { from: '2026-01-01', to: '2026-04-30' },
      { kind: 'custom', from: '2026-01-01', to: '2030-12-31' },
    );
    if (result.status !== 'ready') throw new Error('expected a forecast');
    expect(result.targets.map((target) => target.key)).toEqual(['month', 'quarter', 'year']);
    expect(result.beyond).toEqual([{ key: 'range', day: '2030-12-31', reachedDay: '2028-04-29' }]);
    expect(result.forecast.points.at(-1)!.day).toBe('2028-04-29');
  });

  it('gives none for a range that ends before the latest data, or is too short', () => {
    expect(
      forecastForRange(
        history,
        { from: '2026-01-01', to: '2026-04-01' },
        { kind: 'custom', from: '2026-01-01', to: '2026-04-01' },
      ),
    ).toEqual({
      status: 'none',
      message: 'No forecast: it starts from the latest data (2026-04-30), and this range ends before it.',
    });
    const short = forecastForRange(
      history,
      { from: '2026-04-01', to: '2026-04-30' },
      { kind: 'preset', preset: '30d' },
    );
    expect(short.status === 'none' && short.message).toContain('at least 60 days');
  });
});
