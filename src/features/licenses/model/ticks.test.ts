import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from './days';
import { dayTicks, valueTicks, valueTicksNear } from './ticks';

describe('valueTicks', () => {
  it('steps by round numbers from 0 to at least the maximum', () => {
    expect(valueTicks(1_234_567, 5)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(valueTicks(100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(7, 4)).toEqual([0, 2.5, 5, 7.5]);
  });

  it('steps by whole numbers for counts', () => {
    expect(valueTicks(7, 4, { whole: true })).toEqual([0, 5, 10]);
    expect(valueTicks(3, 5, { whole: true })).toEqual([0, 1, 2, 3]);
  });

  it('has an axis even when everything is zero', () => {
    expect(valueTicks(0, 5)).toEqual([0, 1]);
  });
});

describe('dayTicks', () => {
  const days = (ticks: number[]) => ticks.map(fromDayNumber);

  it('ticks every day of a short range', () => {
    const { ticks, unit } = dayTicks(toDayNumber('2026-11-14'), toDayNumber('2026-11-20'), 10);
    expect(unit).toBe('day');
    expect(days(ticks)).toHaveLength(7);
  });

  it('ticks Mondays for a month', () => {
    const { ticks, unit } = dayTicks(toDayNumber('2026-10-22'), toDayNumber('2026-11-20'), 6);
    expect(unit).toBe('day');
    expect(days(ticks)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('ticks every other Monday for a month on a narrow chart', () => {
    const { ticks, unit } = dayTicks(toDayNumber('2025-07-01'), toDayNumber('2025-07-31'), 3);
    expect(unit).toBe('day');
    expect(days(ticks)).toEqual(['2025-07-07', '2025-07-21']);
  });

  it('ticks the first of months for a year', () => {
    const { ticks, unit } = dayTicks(toDayNumber('2025-11-21'), toDayNumber('2026-11-20'), 7);
    expect(unit).toBe('month');
    expect(days(ticks)).toEqual(['2026-01-01', '2026-03-01', '2026-05-01', '2026-07-01', '2026-09-01', '2026-11-01']);
  });

  it('ticks years for ten years', () => {
    const { ticks, unit } = dayTicks(toDayNumber('2016-11-21'), toDayNumber('2026-11-20'), 8);
    expect(unit).toBe('year');
    expect(days(ticks)).toEqual(['2018-01-01', '2020-01-01', '2022-01-01', '2024-01-01', '2026-01-01']);
  });

  it('stays within the range and within the limit', () => {
    for (const [from, to, max] of [
      ['2026-01-01', '2026-01-01', 5],
      ['2024-11-21', '2026-11-20', 4],
      ['2026-05-21', '2026-11-20', 3],
    ] as const) {
      const { ticks } = dayTicks(toDayNumber(from), toDayNumber(to), max);
      expect(ticks.length).toBeLessThanOrEqual(max);
      expect(ticks.every((tick) => tick >= toDayNumber(from) && tick <= toDayNumber(to))).toBe(true);
    }
  });
});

describe('valueTicksNear', () => {
  it('starts just below the lowest value instead of at 0', () => {
    expect(valueTicksNear(581_000, 612_000, 5)).toEqual([580_000, 590_000, 600_000, 610_000, 620_000]);
  });

  it('falls back to ticks from 0 when the data reaches 0', () => {
    expect(valueTicksNear(0, 100, 5)).toEqual(valueTicks(100, 5));
  });
});
