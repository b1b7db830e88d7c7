import type { LicenseCostPoint } from '../../../../contract';
import type { Forecast, ForecastPoint } from './forecast';
import { dayCount, toDayNumber } from './days';
import type { CostHistory } from './history';
import { lttbIndices } from './lttb';
import type { DayRange } from './range';

/** One drawn point. Values are null at a gap, where the lines break. */
export interface ChartRow {
  /** Day number (days since 1970-01-01). */
  x: number;
  annualCost: number | null;
  unassignedAnnualCost: number | null;
  licenses: number | null;
  /** Annual cost on the aligned day of the previous period, when compared. */
  previousAnnualCost: number | null;
  /** The projected annual cost (forecast rows, and the last day of data, where the projection starts). */
  forecast?: number | null;
  /** The projection's 80 % band: [low, high]. */
  band?: [number, number] | null;
}

/** The day of the previous period that lines up with `dayNumber` of a range `length` days long. */
export function alignedPreviousDay(dayNumber: number, length: number): number {
  return dayNumber - length;
}

function rowOf(point: LicenseCostPoint, x: number, previous: LicenseCostPoint | null | undefined): ChartRow {
  return {
    x,
    annualCost: point.annualCost,
    unassignedAnnualCost: point.unassignedAnnualCost,
    licenses: point.licenses,
    previousAnnualCost: previous === undefined ? null : (previous?.annualCost ?? null),
  };
}

function gapRow(x: number): ChartRow {
  return { x, annualCost: null, unassignedAnnualCost: null, licenses: null, previousAnnualCost: null };
}

function downsampleRun(rows: ChartRow[], budget: number, withPrevious: boolean): ChartRow[] {
  const xs = rows.map((row) => row.x);
  const series = [
    rows.map((row) => row.annualCost),
    rows.map((row) => row.unassignedAnnualCost),
    rows.map((row) => row.licenses),
  ];
  if (withPrevious) series.push(rows.map((row) => row.previousAnnualCost));
  return lttbIndices(xs, series, budget).map((index) => rows[index]!);
}

/**
 * The rows to draw for `range`: every day with data, downsampled to at most `maxPoints` rows
 * (the chart's width in pixels). A missing stretch breaks the lines (a null row on its first
 * day); when there are so many gaps that breaking at each would cost too many rows, the lines
 * run across them instead and only the shaded bands mark them.
 */
export function buildChartRows(
  history: CostHistory,
  range: DayRange,
  options: { maxPoints: number; comparePrevious: boolean },
): ChartRow[] {
  const { comparePrevious } = options;
  const maxPoints = Math.max(2, Math.floor(options.maxPoints));
  const length = dayCount(range.from, range.to);
  const runs: ChartRow[][] = [];
  let run: ChartRow[] = [];
  const end = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= end; day += 1) {
    const point = history.at(day);
    if (point === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      continue;
    }
    const previous = comparePrevious ? history.at(alignedPreviousDay(day, length)) : undefined;
    run.push(rowOf(point, day, previous));
  }
  if (run.length > 0) runs.push(run);

  const total = runs.reduce((sum, each) => sum + each.length, 0);
  if (total <= maxPoints && total + runs.length - 1 <= maxPoints) return joinRuns(runs);

  const gaps = runs.length - 1;
  const budget = maxPoints - gaps;
  const shares = runs.map((each) =>
    Math.min(each.length, Math.max(Math.min(each.length, 2), Math.floor((budget * each.length) / total))),
  );
  if (budget >= 2 * runs.length && shares.reduce((sum, share) => sum + share, 0) <= budget) {
    return joinRuns(runs.map((each, index) => downsampleRun(each, shares[index]!, comparePrevious)));
  }
  return downsampleRun(runs.flat(), maxPoints, comparePrevious);
}

function joinRuns(runs: ChartRow[][]): ChartRow[] {
  const rows: ChartRow[] = [];
  runs.forEach((each, index) => {
    if (index > 0) rows.push(gapRow(rows[rows.length - 1]!.x + 1));
    for (const row of each) rows.push(row);
  });
  return rows;
}

/**
 * Where the dashed line starts: on the forecast's origin, the last priced day (not the last day
 * of data, whose cost is a lower bound when its licenses were not all priced).
 */
export function forecastStart(forecast: Pick<Forecast, 'origin'>): { x: number; value: number } {
  return { x: toDayNumber(forecast.origin.day), value: forecast.origin.annualCost };
}

/**
 * The forecast's rows, after the history's: the first on the last day of data (where the dashed
 * line leaves the drawn one, its band of no width), then at most `maxPoints` of the projected days,
 * evenly spaced, always with the last.
 */
export function buildForecastRows(
  start: { x: number; value: number },
  points: readonly ForecastPoint[],
  maxPoints: number,
): ChartRow[] {
  const empty = { annualCost: null, unassignedAnnualCost: null, licenses: null, previousAnnualCost: null };
  const rows: ChartRow[] = [{ x: start.x, ...empty, forecast: start.value, band: [start.value, start.value] }];
  if (points.length === 0) return rows;
  const step = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(maxPoints))));
  for (let index = 0; index < points.length; index += step) rows.push(forecastRow(points[index]!));
  if ((points.length - 1) % step !== 0) rows.push(forecastRow(points[points.length - 1]!));
  return rows;

  function forecastRow(point: ForecastPoint): ChartRow {
    return { x: point.dayNumber, ...empty, forecast: point.value, band: [point.low, point.high] };
  }
}
