import { describe, expect, it } from 'vitest';
import { toDayNumber } from './days';
import { buildCostHistory, mergeCloseStretches, missingStretches, unpricedStretches } from './history';
import { point } from './points.fixture';

describe('buildCostHistory', () => {
  it('has no history without points', () => {
    expect(buildCostHistory([])).toBeNull();
  });

  it('indexes points by day whatever their order, and knows the missing days', () => {
    const history = buildCostHistory([point('2026-01-03'), point('2026-01-01'), point('2026-01-05')])!;
    expect(history.bounds).toEqual({ from: '2026-01-01', to: '2026-01-05' });
    expect(history.points.map((p) => p.day)).toEqual(['2026-01-01', '2026-01-03', '2026-01-05']);
    expect(history.at(toDayNumber('2026-01-03'))?.day).toBe('2026-01-03');
    expect(history.at(toDayNumber('2026-01-02'))).toBeNull();
    expect(history.at(toDayNumber('2025-12-31'))).toBeNull();
    expect(history.at(toDayNumber('2026-01-06'))).toBeNull();
  });

  it('keeps the first point of a repeated day', () => {
    const history = buildCostHistory([point('2026-01-01', { annualCost: 1 }), point('2026-01-01', { annualCost: 2 })])!;
    expect(history.points).toHaveLength(1);
    expect(history.at(toDayNumber('2026-01-01'))?.annualCost).toBe(1);
  });
});

describe('stretches', () => {
  const history = buildCostHistory([
    point('2026-01-01'),
    point('2026-01-02', { unpriced: 2 }),
    point('2026-01-03', { unpriced: 1 }),
    point('2026-01-07'),
    point('2026-01-08', { unpriced: 4 }),
    point('2026-01-10'),
  ])!;

  it('finds the runs of missing days inside a range', () => {
    expect(missingStretches(history, { from: '2026-01-01', to: '2026-01-10' })).toEqual([
      { from: '2026-01-04', to: '2026-01-06', days: 3 },
      { from: '2026-01-09', to: '2026-01-09', days: 1 },
    ]);
    expect(missingStretches(history, { from: '2026-01-05', to: '2026-01-07' })).toEqual([
      { from: '2026-01-05', to: '2026-01-06', days: 2 },
    ]);
  });

  it('finds the runs of days with unpriced licenses', () => {
    expect(unpricedStretches(history, history.bounds)).toEqual([
      { from: '2026-01-02', to: '2026-01-03', days: 2 },
      { from: '2026-01-08', to: '2026-01-08', days: 1 },
    ]);
  });

  it('joins stretches closer than the given gap, for drawing', () => {
    const stretches = unpricedStretches(history, history.bounds);
    expect(mergeCloseStretches(stretches, 1)).toEqual(stretches);
    expect(mergeCloseStretches(stretches, 5)).toEqual([{ from: '2026-01-02', to: '2026-01-08', days: 7 }]);
  });
});
