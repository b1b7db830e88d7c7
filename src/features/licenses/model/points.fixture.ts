import type { LicenseCostPoint } from '../../../../contract';
import { addDays, type IsoDay } from './days';

/** A cost point for tests: 1,000 a year, 100 of it unassigned, 10 licenses, all priced. */
export function point(day: IsoDay, overrides: Partial<LicenseCostPoint> = {}): LicenseCostPoint {
  return { day, annualCost: 1000, unassignedAnnualCost: 100, licenses: 10, unpriced: 0, ...overrides };
}

/** `count` consecutive days from `from`, shaped by `make` (given the day's index). */
export function days(
  from: IsoDay,
  count: number,
  make: (index: number) => Partial<LicenseCostPoint> = () => ({}),
): LicenseCostPoint[] {
  return Array.from({ length: count }, (_, index) => point(addDays(from, index), make(index)));
}
