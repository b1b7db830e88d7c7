import { describe, expect, it } from 'vitest';
import { computeHeadline } from './headline';
import { buildCostHistory } from './history';
import { days, point } from './points.fixture';

describe('computeHeadline', () => {
  const history = buildCostHistory([
    point('2026-01-01', { annualCost: 100_000, unassignedAnnualCost: 10_000, licenses: 100, unpriced: 0 }),
    point('2026-01-02', { annualCost: 110_000, unassignedAnnualCost: 12_000, licenses: 104, unpriced: 3 }),
    point('2026-01-05', { annualCost: 120_000, unassignedAnnualCost: 30_000, licenses: 110, unpriced: 0 }),
  ])!;

  it('reads current figures from the last day with data and the change from the first', () => {
    const figures = computeHeadline(history, { from: '2026-01-01', to: '2026-01-05' })!;
    expect(figures.start.day).toBe('2026-01-01');
    expect(figures.end.day).toBe('2026-01-05');
    expect(figures.annualCost).toEqual({ amount: 120_000, lowerBound: false });
    expect(figures.change).toEqual({ amount: 20_000, percent: 0.2, uncertain: false });
    expect(figures.unassigned).toEqual({ amount: 30_000, share: 0.25, lowerBound: false });
    expect(figures.licenses).toEqual({ count: 110, change: 10 });
    expect(figures.unpriced).toEqual({ count: 0, daysWithUnpriced: 1 });
    expect(figures.days).toBe(5);
    expect(figures.missingDays).toBe(2);
  });

  it('marks the cost a lower bound when the last day has unpriced licenses', () => {
    const figures = computeHeadline(history, { from: '2026-01-01', to: '2026-01-04' })!;
    expect(figures.end.day).toBe('2026-01-02');
    expect(figures.annualCost).toEqual({ amount: 110_000, lowerBound: true });
    expect(figures.unassigned.lowerBound).toBe(true);
    expect(figures.change).toEqual({ amount: 10_000, percent: 0.1, uncertain: true });
    expect(figures.unpriced).toEqual({ count: 3, daysWithUnpriced: 1 });
  });

  it('marks the change uncertain when only the first day had unpriced licenses', () => {
    const figures = computeHeadline(history, { from: '2026-01-02', to: '2026-01-05' })!;
    expect(figures.start.day).toBe('2026-01-02');
    expect(figures.annualCost.lowerBound).toBe(false);
    expect(figures.change).toEqual({ amount: 10_000, percent: 10_000 / 110_000, uncertain: true });
  });

  it('has no change for a single day of data', () => {
    const figures = computeHeadline(history, { from: '2026-01-03', to: '2026-01-05' })!;
    expect(figures.start).toBe(figures.end);
    expect(figures.change).toBeNull();
    expect(figures.licenses.change).toBeNull();
  });

  it('has no percentage of a zero start, nor a share of a zero cost', () => {
    const zero = buildCostHistory([
      point('2026-01-01', { annualCost: 0, unassignedAnnualCost: 0 }),
      point('2026-01-02', { annualCost: 500, unassignedAnnualCost: 0 }),
    ])!;
    expect(computeHeadline(zero, zero.bounds)!.change).toEqual({ amount: 500, percent: null, uncertain: false });
    expect(computeHeadline(zero, { from: '2026-01-01', to: '2026-01-01' })!.unassigned.share).toBeNull();
  });

  it('shows a fall as a negative change', () => {
    const falling = buildCostHistory(days('2026-01-01', 3, (i) => ({ annualCost: 1000 - i * 250 })))!;
    expect(computeHeadline(falling, falling.bounds)!.change).toEqual({ amount: -500, percent: -0.5, uncertain: false });
  });

  it('has nothing to say about a range with no data', () => {
    expect(computeHeadline(history, { from: '2026-01-03', to: '2026-01-04' })).toBeNull();
  });
});
