import type { LicenseCostPoint } from '../../../../contract';
import { explainChange, type ChangeBreakdown } from './breakdown';
import { addDays, toDayNumber, type IsoDay } from './days';
import type { CostHistory } from './history';
import type { DayRange } from './range';

/**
 * The significant changes in the annual cost, found over the whole history so that a change keeps
 * its place whatever range is shown. The rule:
 *
 * - a jump: the annual cost moves from one day with data to the next by at least 1 % of the day
 *   before and by more than 4 robust standard deviations of all such day-to-day moves (1.4826 ×
 *   their median absolute deviation, which a few large moves do not inflate);
 * - a level shift: with no jump in between, the annual cost drifts by as much within 14 days, and
 *   by more than 3 times the usual 14-day drift between jumps (a steady trend is not a shift); it is
 *   still at least half that far from where it started 7 days later, and the 7 days before it were
 *   no further than that from where it started (a slow move from one level to another, not a blip).
 */
export const JUMP_SHARE = 0.01;
export const JUMP_SIGMAS = 4;
export const SHIFT_WINDOW_DAYS = 14;
export const SHIFT_HOLD_DAYS = 7;
export const SHIFT_TYPICAL_TIMES = 3;
const MAD_TO_SIGMA = 1.4826;

export interface CostChange {
  kind: 'jump' | 'shift';
  /** The last day with data before the change. */
  before: LicenseCostPoint;
  /** The day the change is seen on (a jump's day, a shift's last day). */
  after: LicenseCostPoint;
  /** Days without data between `before` and `after`. */
  missingDays: number;
  /** Annual cost on `after` minus on `before`. */
  amount: number;
  /** Relative to the annual cost on `before`; null when that was 0. */
  share: number | null;
  breakdown: ChangeBreakdown;
}

function medianOf(values: Float64Array): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Four robust standard deviations of the day-to-day moves (0 when most days do not move). */
function jumpFloor(points: readonly LicenseCostPoint[]): number {
  if (points.length < 3) return 0;
  const moves = new Float64Array(points.length - 1);
  for (let index = 1; index < points.length; index += 1) {
    moves[index - 1] = points[index]!.annualCost - points[index - 1]!.annualCost;
  }
  const center = medianOf(moves);
  const deviations = moves.map((move) => Math.abs(move - center));
  return JUMP_SIGMAS * MAD_TO_SIGMA * medianOf(deviations);
}

function changeOf(kind: CostChange['kind'], before: LicenseCostPoint, after: LicenseCostPoint): CostChange {
  const amount = after.annualCost - before.annualCost;
  return {
    kind,
    before,
    after,
    missingDays: toDayNumber(after.day) - toDayNumber(before.day) - 1,
    amount,
    share: before.annualCost === 0 ? null : amount / before.annualCost,
    breakdown: explainChange(before, after),
  };
}

/** Every significant change of the history, oldest first. */
export function detectChanges(history: CostHistory): CostChange[] {
  const points = history.points.filter((point) => Number.isFinite(point.annualCost));
  if (points.length < 2) return [];
  const floor = jumpFloor(points);
  const threshold = (level: number) => Math.max(floor, JUMP_SHARE * Math.abs(level));
  const significant = (move: number, level: number) => move !== 0 && Math.abs(move) >= threshold(level);

  const isJump = new Uint8Array(points.length);
  for (let index = 1; index < points.length; index += 1) {
    const before = points[index - 1]!;
    if (significant(points[index]!.annualCost - before.annualCost, before.annualCost)) isJump[index] = 1;
  }

  const changes: CostChange[] = [];
  const days = points.map((point) => toDayNumber(point.day));
  for (let index = 1; index < points.length; index += 1) {
    if (isJump[index]) changes.push(changeOf('jump', points[index - 1]!, points[index]!));
  }

  // The usual drift over a window with no jump in it: a steady trend moves this much all the time.
  const drifts: number[] = [];
  for (let start = 0, end = 0; start < points.length; start += 1) {
    end = Math.max(end, start);
    while (end + 1 < points.length && days[end + 1]! - days[start]! <= SHIFT_WINDOW_DAYS && !isJump[end + 1]) end += 1;
    if (days[end]! - days[start]! >= SHIFT_HOLD_DAYS) {
      drifts.push(Math.abs(points[end]!.annualCost - points[start]!.annualCost));
    }
    if (isJump[start + 1]) end = start + 1;
  }
  const shiftFloor = SHIFT_TYPICAL_TIMES * medianOf(Float64Array.from(drifts));
  const shifted = (move: number, level: number) => significant(move, level) && Math.abs(move) > shiftFloor;

  // Level shifts: from each starting day, the furthest move within the window with no jump in it,
  // from the last day before the move began.
  const furthest = (from: number, direction: number) => {
    let best = -1;
    let bestMove = 0;
    for (let index = from + 1; index < points.length && days[index]! - days[from]! <= SHIFT_WINDOW_DAYS; index += 1) {
      if (isJump[index]) break;
      const move = (points[index]!.annualCost - points[from]!.annualCost) * direction;
      if (move > bestMove) {
        best = index;
        bestMove = move;
      }
    }
    return best;
  };
  let start = 0;
  while (start < points.length - 1) {
    const level = points[start]!.annualCost;
    let end = -1;
    let direction = 0;
    for (const sign of [1, -1]) {
      const found = furthest(start, sign);
      if (found >= 0 && shifted(points[found]!.annualCost - level, level)) {
        end = found;
        direction = sign;
        break;
      }
    }
    if (end < 0) {
      start += 1;
      continue;
    }
    // Begin where the move began: the last day before `end` at its lowest (or highest) point.
    let from = start;
    for (let index = start + 1; index < end; index += 1) {
      if (points[index]!.annualCost * direction <= points[from]!.annualCost * direction) from = index;
    }
    const to = furthest(from, direction);
    const moved = to < 0 ? 0 : points[to]!.annualCost - points[from]!.annualCost;
    // It must hold: SHIFT_HOLD_DAYS later (or on the last day before that), still half as far.
    let held = to;
    while (held >= 0 && held + 1 < points.length && days[held + 1]! - days[to]! <= SHIFT_HOLD_DAYS) held += 1;
    const stillMoved = held < 0 ? 0 : (points[held]!.annualCost - points[from]!.annualCost) * direction;
    // And it must start from a level: the days before it no further from where it starts than half
    // the move (the way down from a brief peak is not a shift).
    let before = 0;
    let counted = 0;
    for (let index = from - 1; index >= 0 && days[from]! - days[index]! <= SHIFT_HOLD_DAYS; index -= 1) {
      before += points[index]!.annualCost;
      counted += 1;
    }
    const settled = counted === 0 || Math.abs(before / counted - points[from]!.annualCost) <= Math.abs(moved) / 2;
    if (
      to >= 0 &&
      held > to &&
      settled &&
      shifted(moved, points[from]!.annualCost) &&
      stillMoved >= Math.abs(moved) / 2
    ) {
      changes.push(changeOf('shift', points[from]!, points[to]!));
      start = to;
    } else {
      start += 1;
    }
  }
  return changes.sort((a, b) => (a.after.day < b.after.day ? -1 : a.after.day > b.after.day ? 1 : 0));
}

/** The changes seen inside `range` (their day within it), largest first. */
export function changesIn(changes: readonly CostChange[], range: DayRange): CostChange[] {
  return changes
    .filter((change) => change.after.day >= range.from && change.after.day <= range.to)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || (a.after.day < b.after.day ? -1 : 1));
}

/** The first day a change covers: the day after the last day with data before it. */
export function changeStart(change: CostChange): IsoDay {
  return addDays(change.before.day, 1);
}
