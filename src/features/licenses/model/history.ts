import type { LicenseCostPoint } from '../../../../contract';
import { dayCount, fromDayNumber, toDayNumber, type IsoDay } from './days';
import type { DayRange } from './range';

/**
 * The whole cost history, indexed by day so any day of any range is found in constant time.
 * Days the service sent no point for are missing (`at` returns null).
 */
export interface CostHistory {
  /** First and last day with data. */
  bounds: DayRange;
  firstDayNumber: number;
  /** Points by day, oldest first, one per day that has data. */
  points: readonly LicenseCostPoint[];
  /** The point of a day number, or null when that day is missing. */
  at(dayNumber: number): LicenseCostPoint | null;
}

/** Indexes the points, whatever order they came in; a repeated day keeps its first point. */
export function buildCostHistory(points: readonly LicenseCostPoint[]): CostHistory | null {
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const firstDayNumber = toDayNumber(first.day);
  const slots: (LicenseCostPoint | null)[] = new Array(dayCount(first.day, last.day)).fill(null);
  const unique: LicenseCostPoint[] = [];
  for (const point of sorted) {
    const offset = toDayNumber(point.day) - firstDayNumber;
    if (slots[offset] !== null) continue;
    slots[offset] = point;
    unique.push(point);
  }
  return {
    bounds: { from: first.day, to: last.day },
    firstDayNumber,
    points: unique,
    at(dayNumber) {
      return slots[dayNumber - firstDayNumber] ?? null;
    },
  };
}

/** A run of consecutive days that share something (missing, or with unpriced licenses). */
export interface DayStretch {
  from: IsoDay;
  to: IsoDay;
  days: number;
}

function stretchesWhere(range: DayRange, test: (dayNumber: number) => boolean): DayStretch[] {
  const stretches: DayStretch[] = [];
  const end = toDayNumber(range.to);
  let start: number | null = null;
  for (let day = toDayNumber(range.from); day <= end + 1; day += 1) {
    const inside = day <= end && test(day);
    if (inside && start === null) start = day;
    if (!inside && start !== null) {
      stretches.push({ from: fromDayNumber(start), to: fromDayNumber(day - 1), days: day - start });
      start = null;
    }
  }
  return stretches;
}

/** Runs of days inside `range` with no data. */
export function missingStretches(history: CostHistory, range: DayRange): DayStretch[] {
  return stretchesWhere(range, (day) => history.at(day) === null);
}

/** Runs of days inside `range` where at least one license had no price. */
export function unpricedStretches(history: CostHistory, range: DayRange): DayStretch[] {
  return stretchesWhere(range, (day) => (history.at(day)?.unpriced ?? 0) > 0);
}

/**
 * Joins stretches separated by fewer than `minGapDays` days, so a chart draws no more bands than
 * it can show apart (each band at least a pixel away from the next).
 */
export function mergeCloseStretches(stretches: readonly DayStretch[], minGapDays: number): DayStretch[] {
  const merged: DayStretch[] = [];
  for (const stretch of stretches) {
    const previous = merged[merged.length - 1];
    if (previous && toDayNumber(stretch.from) - toDayNumber(previous.to) - 1 < minGapDays) {
      merged[merged.length - 1] = {
        from: previous.from,
        to: stretch.to,
        days: dayCount(previous.from, stretch.to),
      };
    } else {
      merged.push(stretch);
    }
  }
  return merged;
}
