import { describe, expect, it } from 'vitest';
import { computeUnitCosts } from './unit-costs';
import { point } from './points.fixture';

const start = point('2026-01-01', { annualCost: 100_000, unassignedAnnualCost: 10_000, licenses: 100, unpriced: 0 });
const end = point('2026-06-30', { annualCost: 132_000, unassignedAnnualCost: 19_800, licenses: 125, unpriced: 5 });

describe('computeUnitCosts', () => {
  it('works out the cost per priced license and the unassigned share, with their changes', () => {
    const costs = computeUnitCosts(start, end, undefined);
    expect(costs.perLicense).toEqual({ value: 1100, change: 100, missing: null });
    expect(costs.unassignedShare.value).toBeCloseTo(0.15, 12);
    expect(costs.unassignedShare.change).toBeCloseTo(0.05, 12);
    expect(costs.perWorker).toBeNull();
  });

  it('divides by the head count for the cost per worker, which has no change', () => {
    const costs = computeUnitCosts(start, end, 400);
    expect(costs.perWorker).toEqual({
      value: 330,
      change: null,
      missing: 'No change: the org chart gives today’s head count only.',
    });
  });

  it('says what it cannot work out rather than dividing by zero', () => {
    const empty = point('2026-06-30', { annualCost: 0, unassignedAnnualCost: 0, licenses: 0, unpriced: 0 });
    const costs = computeUnitCosts(start, empty, 0);
    expect(costs.perLicense).toEqual({ value: null, change: null, missing: 'There was no priced license.' });
    expect(costs.unassignedShare).toEqual({ value: null, change: null, missing: 'The annual cost was 0.' });
    expect(costs.perWorker?.missing).toBe('The org chart has no workers to share the cost between.');
    expect(computeUnitCosts(start, end, null).perWorker?.missing).toBe('The head count could not be read.');
    expect(computeUnitCosts(start, end, 'counting').perWorker).toEqual({
      value: null,
      change: null,
      missing: 'Counting the workers in the org chart today (only today’s head count is known)',
    });

    const fromEmpty = computeUnitCosts({ ...empty, day: '2026-01-01' }, end, undefined);
    expect(fromEmpty.perLicense).toEqual({
      value: 1100,
      change: null,
      missing: 'No change: on the first day, there was no priced license.',
    });
  });

  it('has no change for a single day', () => {
    expect(computeUnitCosts(end, end, undefined).perLicense).toEqual({ value: 1100, change: null, missing: null });
  });
});
