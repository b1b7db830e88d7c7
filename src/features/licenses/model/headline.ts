import type { LicenseCostPoint } from '../../../../contract';
import { dayCount, toDayNumber } from './days';
import type { CostHistory } from './history';
import type { DayRange } from './range';

/**
 * The headline figures of a range. "Current" means the last day of the range that has data;
 * "start" the first such day. Every figure is read from those two days, never averaged or summed.
 */
export interface HeadlineFigures {
  start: LicenseCostPoint;
  end: LicenseCostPoint;
  /** Days in the range, with and without data. */
  days: number;
  missingDays: number;
  annualCost: { amount: number; lowerBound: boolean };
  /** Null when the range has a single day of data. */
  change: {
    amount: number;
    /** Null when the starting annual cost is 0 (no percentage of nothing). */
    percent: number | null;
    /** Either end had unpriced licenses, so the change may be off by their price. */
    uncertain: boolean;
  } | null;
  unassigned: {
    amount: number;
    /** Share of the annual cost, 0..1; null when the annual cost is 0. */
    share: number | null;
    lowerBound: boolean;
  };
  licenses: { count: number; change: number | null };
  unpriced: { count: number; daysWithUnpriced: number };
}

export function computeHeadline(history: CostHistory, range: DayRange): HeadlineFigures | null {
  let start: LicenseCostPoint | null = null;
  let end: LicenseCostPoint | null = null;
  let daysWithData = 0;
  let daysWithUnpriced = 0;
  const last = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= last; day += 1) {
    const point = history.at(day);
    if (!point) continue;
    start ??= point;
    end = point;
    daysWithData += 1;
    if (point.unpriced > 0) daysWithUnpriced += 1;
  }
  if (!start || !end) return null;

  const days = dayCount(range.from, range.to);
  const single = start === end;
  const changeAmount = end.annualCost - start.annualCost;
  return {
    start,
    end,
    days,
    missingDays: days - daysWithData,
    annualCost: { amount: end.annualCost, lowerBound: end.unpriced > 0 },
    change: single
      ? null
      : {
          amount: changeAmount,
          percent: start.annualCost === 0 ? null : changeAmount / start.annualCost,
          uncertain: start.unpriced > 0 || end.unpriced > 0,
        },
    unassigned: {
      amount: end.unassignedAnnualCost,
      share: end.annualCost === 0 ? null : end.unassignedAnnualCost / end.annualCost,
      lowerBound: end.unpriced > 0,
    },
    licenses: { count: end.licenses, change: single ? null : end.licenses - start.licenses },
    unpriced: { count: end.unpriced, daysWithUnpriced },
  };
}
