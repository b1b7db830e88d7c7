import { describe, expect, it } from 'vitest';
import { changesIn, changeStart, detectChanges } from './changes';
import { buildCostHistory } from './history';
import { days, point } from './points.fixture';

/** 40 days of 100 licenses at 1,000 (10 unassigned), with `edit` applied by day index. */
function history(edit: (index: number) => Partial<Parameters<typeof point>[1]> = () => ({})) {
  return buildCostHistory(
    days('2026-01-01', 40, (index) => ({
      annualCost: 100_000,
      unassignedAnnualCost: 10_000,
      licenses: 100,
      unpriced: 0,
      ...edit(index),
    })),
  )!;
}

describe('detectChanges', () => {
  it('finds a step in licenses on its day, explained entirely by licenses', () => {
    const changes = detectChanges(history((i) => (i >= 20 ? { licenses: 110, annualCost: 110_000 } : {})));
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change).toMatchObject({ kind: 'jump', amount: 10_000, share: 0.1, missingDays: 0 });
    expect(change!.after.day).toBe('2026-01-21');
    expect(change!.before.day).toBe('2026-01-20');
    expect(change!.breakdown).toMatchObject({ licenses: 10_000, unassigned: 0, price: 0, unpriced: 0, unexplained: 0 });
  });

  it('explains a price change by price', () => {
    const [change] = detectChanges(
      history((i) => (i >= 10 ? { annualCost: 104_000, unassignedAnnualCost: 10_400 } : {})),
    );
    expect(change!.after.day).toBe('2026-01-11');
    expect(change!.breakdown.price).toBeCloseTo(4000, 9);
    expect(change!.breakdown.licenses).toBeCloseTo(0, 9);
    expect(change!.breakdown.unassigned).toBeCloseTo(0, 9);
  });

  it('explains unassigned seats bought by unassigned', () => {
    const [change] = detectChanges(
      history((i) => (i >= 30 ? { licenses: 105, annualCost: 105_000, unassignedAnnualCost: 15_000 } : {})),
    );
    expect(change!.breakdown.unassigned).toBeCloseTo(5000, 9);
    expect(change!.breakdown.licenses).toBeCloseTo(0, 9);
  });

  it('explains unpriced days by unpriced, both going and coming back', () => {
    const changes = detectChanges(
      history((i) => (i >= 10 && i < 15 ? { unpriced: 5, annualCost: 95_000, unassignedAnnualCost: 9500 } : {})),
    );
    expect(changes.map((change) => [change.after.day, change.amount, change.breakdown.unpriced])).toEqual([
      ['2026-01-11', -5000, -5000],
      ['2026-01-16', 5000, expect.closeTo(5000, 6)],
    ]);
  });

  it('ignores moves under 1 % of the cost', () => {
    expect(detectChanges(history((i) => (i % 2 ? { licenses: 100, annualCost: 100_900 } : {})))).toEqual([]);
  });

  it('ignores moves within the usual day-to-day noise, however large', () => {
    // Every day moves by 0 to 10 % up or down around 100,000; from day 30 the level is 40 % higher.
    const wobble = [0, 2500, -5000, 5000, -2500, 0, 5000, -5000];
    const noisy = history((i) => ({ annualCost: 100_000 + wobble[i % 8]! + (i >= 30 ? 40_000 : 0) }));
    expect(detectChanges(noisy).map((change) => [change.kind, change.after.day])).toEqual([['jump', '2026-01-31']]);
  });

  it('finds a slow level shift over a few days that stays', () => {
    // +0.4 % a day for five days (2 % in all), then flat.
    const changes = detectChanges(
      history((i) => {
        const steps = Math.min(5, Math.max(0, i - 19));
        return { licenses: 100 + steps, annualCost: 100_000 + steps * 400 };
      }),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'shift', amount: 2000 });
    expect(changes[0]!.before.day).toBe('2026-01-20');
    expect(changes[0]!.after.day).toBe('2026-01-25');
    expect(changeStart(changes[0]!)).toBe('2026-01-21');
  });

  it('does not call a steady trend a shift', () => {
    // +0.1 % of the start a day: 1.4 % in two weeks, every two weeks.
    expect(detectChanges(history((i) => ({ annualCost: 100_000 + 100 * i })))).toEqual([]);
  });

  it('does not call a blip that goes back a shift', () => {
    // Up by 0.4 % a day for three days, then down as slowly.
    const blip = history((i) => ({ annualCost: 100_000 + 400 * Math.max(0, 3 - Math.abs(i - 22)) }));
    expect(detectChanges(blip)).toEqual([]);
  });

  it('reports a jump across missing days, with how many were missing', () => {
    const points = days('2026-01-01', 30, (index) => ({ annualCost: index >= 20 ? 120_000 : 100_000 })).filter(
      (each) => each.day < '2026-01-18' || each.day > '2026-01-22',
    );
    const [change] = detectChanges(buildCostHistory(points)!);
    expect(change).toMatchObject({ missingDays: 5, amount: 20_000 });
    expect(change!.before.day).toBe('2026-01-17');
    expect(change!.after.day).toBe('2026-01-23');
  });

  it('handles a day without licenses and a one-point history without throwing', () => {
    const changes = detectChanges(
      history((i) => (i === 5 ? { licenses: 0, annualCost: 0, unassignedAnnualCost: 0 } : {})),
    );
    expect(changes.map((change) => change.amount)).toEqual([-100_000, 100_000]);
    expect(changes[1]!.share).toBeNull();
    expect(changes[1]!.breakdown.problems[0]).toContain('no old price');
    expect(detectChanges(buildCostHistory([point('2026-01-01')])!)).toEqual([]);
  });
});

describe('changesIn', () => {
  it('lists the changes of a range, largest first', () => {
    const changes = detectChanges(
      history((i) => ({
        annualCost: i >= 30 ? 95_000 : i >= 20 ? 120_000 : i >= 10 ? 110_000 : 100_000,
      })),
    );
    expect(changesIn(changes, { from: '2026-01-01', to: '2026-02-09' }).map((change) => change.amount)).toEqual([
      -25_000, 10_000, 10_000,
    ]);
    expect(changesIn(changes, { from: '2026-01-01', to: '2026-01-25' }).map((change) => change.after.day)).toEqual([
      '2026-01-11',
      '2026-01-21',
    ]);
  });
});
