import type { LicenseCostPoint } from '../../../../contract';
import { dayToUtcDate, fromDayNumber, toDayNumber, type IsoDay } from './days';

/**
 * Where the annual cost is heading, from the days of one range.
 *
 * The annual cost is priced licenses times a price per license. Prices move in steps at renewals
 * that no trend can foresee, so the forecast projects the license count and holds the price per
 * license at its value on the last priced day, unless the price was renewed about a year apart in
 * each of the last two years or more: then it repeats that renewal on its anniversaries. For the license count it tries a few simple methods
 * on the history itself (each forecast from many past days, scored against what came after) and
 * keeps the one that missed least:
 *
 * - the last value carried forward;
 * - a straight trend line (least squares over the last two years at most), starting from the latest
 *   level and easing onto the line over 0, 30 or 90 days, or keeping the latest level's distance
 *   from it (a drift);
 * - with more than 400 days, the same trend plus the yearly pattern of the years before.
 *
 * Once a trend method is chosen, how much of the latest level's distance from the line is left at
 * each distance ahead is learned from past starting days on the same days of the month (it replaces
 * the eased fade): license counts move in monthly hiring steps, so the distance holds until the
 * next step and is mostly gone after it.
 *
 * A level shift (one day's move far larger than the license count's usual 30-day moves) starts a
 * new history: trend lines are fitted only on the days since the last one, and until there are
 * enough of them the latest count is carried forward, so the projection starts from the new level.
 *
 * The 80 % band is how far that same method's forecasts from past days missed, in relative terms,
 * at each distance ahead (the 10th and 90th percentiles, split-conformal style), widened where those
 * misses are few independent draws (a forecast 180 days ahead from each of 550 days is about three),
 * and made to widen with the horizon. Pure and synchronous: no React, no dates other than day numbers.
 */

export const FORECAST_LEVEL = 0.8;
/** Fewer days of priced history than this: no forecast. */
export const MIN_FORECAST_DAYS = 60;
/** The furthest a forecast reaches past the last day of data. */
export const MAX_FORECAST_DAYS = 730;
/** The trend line is fitted on at most this many days before each forecast's starting day. */
const TREND_WINDOW_DAYS = 730;
/** The yearly pattern is read from at most this many days back. */
const SEASON_WINDOW_DAYS = 1095;
/** Less than this from the first day to a starting day: no yearly pattern from it. */
const MIN_SEASON_DAYS = 400;
/** Days each side of a day of the year whose deviations make that day's yearly pattern. */
const SEASON_HALF_WIDTH = 7;
/** Fewer days than this in the window before a starting day: no trend line from it. */
const MIN_TREND_POINTS = 30;
/** Methods are scored from starting days every week over the last year, at these distances. */
const SCORE_HORIZONS = [7, 30, 90, 180] as const;
const SCORE_SPAN_DAYS = 365;
const SCORE_STEP_DAYS = 7;
/** A distance ahead counts in a method's score once it has this many forecasts to compare. */
const MIN_SCORED = 5;
/** The band is read at these distances ahead (when at least MIN_BAND_SAMPLES misses each). */
const BAND_HORIZONS = [1, 7, 14, 30, 60, 90, 120, 180, 270, 365, 545, 730] as const;
const MIN_BAND_SAMPLES = 20;
/** The band's misses come from starting days over at most this many last days. */
const BAND_SPAN_DAYS = 730;
/** More than this share of the range's days with unpriced licenses: no forecast. */
const MAX_UNPRICED_SHARE = 0.5;
const FADES = [0, 30, 90, null] as const;
/** A change in the price per license between two priced days larger than this share is a step. */
const PRICE_STEP_SHARE = 0.002;
/** Steps this close to a year apart (365 ± this many days) repeat a renewal. */
const RENEWAL_SLACK_DAYS = 10;
/** A renewal is repeated from at most this many past steps a year apart (their median ratio). */
const RENEWAL_YEARS = 3;
const SEASONAL_FADES = [0, 30, 90] as const;
/** A move from one day with a value to the next larger than this many robust standard deviations of the 30-day moves is a level shift. */
const LEVEL_SHIFT_SIGMAS = 5;
const LEVEL_SHIFT_SPAN_DAYS = 30;
const MAD_TO_SIGMA = 1.4826;
/** How much of the latest count's distance from the trend is left is learned up to this distance ahead. */
const PERSISTENCE_DAYS = 180;
/** The past starting days it is learned from have a day of the month within this many of the origin's. */
const PERSISTENCE_PHASE_DAYS = 2;
/** Fewer such starting days than this: the scored fade is kept. */
const MIN_PERSISTENCE_ORIGINS = 10;
/** The normal distribution's 90th percentile: the band's edges are ± this many standard deviations. */
const Z_90 = 1.2815515655446004;

export type ForecastMethod =
  | {
      kind: 'last-value';
      /** Carried forward as the count moved to a new level on this day, too recently for a trend. */
      levelShift?: IsoDay;
    }
  | {
      kind: 'trend';
      /** Days over which the latest level eases onto the trend line; null: it never does (a drift). */
      fadeDays: number | null;
      /** The yearly pattern of the years before is added. */
      yearly: boolean;
      /** The trend line's slope, in licenses a day. */
      licensesPerDay: number;
      /**
       * The latest count's distance from the trend fades as it did from past starting days on the same
       * days of the month (it replaces `fadeDays`): half of it is gone `halfDays` days out (null:
       * more than half is left PERSISTENCE_DAYS out).
       */
      persistence?: { halfDays: number | null };
    };

export interface ForecastPoint {
  dayNumber: number;
  day: IsoDay;
  /** Projected annual cost. */
  value: number;
  /** The 80 % prediction interval. */
  low: number;
  high: number;
}

export type ForecastProblem = 'no-data' | 'too-short' | 'mostly-unpriced' | 'no-priced-licenses';

/**
 * Why there is no forecast, with the counts the page words it from (forecast-view.ts): this module
 * has no words, as the benchmark runs it outside the browser.
 */
export interface NoForecast {
  status: 'none';
  reason: ForecastProblem;
  /** Days with data in the range. */
  days: number;
  /** Of them, fully priced. */
  pricedDays: number;
}

/** What the data did not allow, for the panel's notes (worded in insight-text.ts). */
export type ForecastNote =
  /** Days with unpriced licenses were left out: their costs are lower bounds. */
  | { kind: 'unpriced-left-out'; days: number }
  /** The last days had no priced licenses: the projection starts from `day`. */
  | { kind: 'starts-earlier'; day: IsoDay }
  /** Too little history to compare methods: the last value is carried forward. */
  | { kind: 'no-comparison' }
  /** Too little history to measure past misses: the band has no width. */
  | { kind: 'no-band' };

export interface Forecast {
  status: 'ready';
  method: ForecastMethod;
  /** The days the forecast was made from (priced days with data, at most the last three years). */
  fit: { from: IsoDay; to: IsoDay; days: number };
  /** The last priced day: where the projection starts, and the price per license it holds. */
  origin: { day: IsoDay; annualCost: number; licenses: number; pricePerLicense: number };
  /**
   * The price per license's yearly renewal the projection repeats (the price stepped on about the
   * same day in each of the last `years` years): the last step's day and the relative change.
   */
  renewal: { lastDay: IsoDay; change: number; years: number } | null;
  /** The last day of data (the projection's first day is the day after). */
  lastDay: IsoDay;
  /**
   * The last day of data's annual cost, and how many days of data up to it in a row had unpriced
   * licenses (0: it is priced; otherwise its cost is a lower bound and the origin is earlier).
   */
  latest: { annualCost: number; unpricedDays: number };
  /** One point a day, from the day after `lastDay` through the day asked for. */
  points: ForecastPoint[];
  /** What the data did not allow (unpriced days left out, a later origin, no band). */
  notes: ForecastNote[];
  /** The chosen method's mean relative miss over the scored distances (0.02 = 2 %). */
  typicalMiss: number | null;
}

export type ForecastResult = Forecast | NoForecast;

/** The fitted history as dense arrays over day offsets from its first day (NaN = no value). */
interface Series {
  first: number;
  /** Priced licenses by offset. */
  licenses: Float64Array;
  /** Annual cost by offset. */
  cost: Float64Array;
  /** Offsets of the days with a value, ascending. */
  offsets: number[];
  /** Prefix sums over offsets: days with a value, their offsets, values, squares and products. */
  count: Float64Array;
  sumX: Float64Array;
  sumV: Float64Array;
  sumXX: Float64Array;
  sumXV: Float64Array;
  /** The price per license's steps between consecutive days with priced licenses, oldest first. */
  steps: PriceStep[];
  /** Offsets of the days the license count shifted to a new level, ascending. */
  shifts: number[];
}

interface PriceStep {
  offset: number;
  /** The price after the step over the price before. */
  ratio: number;
}

/** A price per license renewed about a year apart: the last step and the ratio it repeats. */
interface Renewal {
  last: number;
  ratio: number;
  /** How many steps a year apart were found (2 or more). */
  years: number;
}

function buildSeries(points: readonly LicenseCostPoint[]): Series {
  const first = toDayNumber(points[0]!.day);
  const span = toDayNumber(points[points.length - 1]!.day) - first + 1;
  const licenses = new Float64Array(span).fill(NaN);
  const cost = new Float64Array(span).fill(NaN);
  const offsets: number[] = [];
  for (const point of points) {
    const offset = toDayNumber(point.day) - first;
    if (!Number.isNaN(licenses[offset]!)) continue;
    licenses[offset] = point.licenses - point.unpriced;
    cost[offset] = point.annualCost;
    offsets.push(offset);
  }
  const count = new Float64Array(span + 1);
  const sumX = new Float64Array(span + 1);
  const sumV = new Float64Array(span + 1);
  const sumXX = new Float64Array(span + 1);
  const sumXV = new Float64Array(span + 1);
  for (let x = 0; x < span; x += 1) {
    const v = licenses[x]!;
    const has = !Number.isNaN(v);
    count[x + 1] = count[x]! + (has ? 1 : 0);
    sumX[x + 1] = sumX[x]! + (has ? x : 0);
    sumV[x + 1] = sumV[x]! + (has ? v : 0);
    sumXX[x + 1] = sumXX[x]! + (has ? x * x : 0);
    sumXV[x + 1] = sumXV[x]! + (has ? x * v : 0);
  }
  const steps: PriceStep[] = [];
  let previous: number | null = null;
  for (const offset of offsets) {
    const price = licenses[offset]! > 0 ? cost[offset]! / licenses[offset]! : null;
    if (price === null || !(price > 0)) continue;
    if (previous !== null && Math.abs(price / previous - 1) > PRICE_STEP_SHARE) {
      steps.push({ offset, ratio: price / previous });
    }
    previous = price;
  }
  return {
    first,
    licenses,
    cost,
    offsets,
    count,
    sumX,
    sumV,
    sumXX,
    sumXV,
    steps,
    shifts: levelShifts(licenses, offsets),
  };
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The days the license count moved to a new level: from one day with a value to the next, by more
 * than 5 robust standard deviations (1.4826 × the median absolute deviation) of its moves over 30
 * days. Hiring noise and trends move the count by about as much every month; a step does not.
 */
function levelShifts(licenses: Float64Array, offsets: readonly number[]): number[] {
  const moves: number[] = [];
  for (const offset of offsets) {
    const before = offset - LEVEL_SHIFT_SPAN_DAYS;
    if (before >= 0 && !Number.isNaN(licenses[before]!)) moves.push(licenses[offset]! - licenses[before]!);
  }
  if (moves.length < MIN_TREND_POINTS) return [];
  moves.sort((a, b) => a - b);
  const center = median(moves);
  const deviations = moves.map((move) => Math.abs(move - center)).sort((a, b) => a - b);
  const limit = LEVEL_SHIFT_SIGMAS * MAD_TO_SIGMA * median(deviations);
  if (!(limit > 0)) return [];
  const shifts: number[] = [];
  for (let index = 1; index < offsets.length; index += 1) {
    const move = licenses[offsets[index]!]! - licenses[offsets[index - 1]!]!;
    if (Math.abs(move) > limit) shifts.push(offsets[index]!);
  }
  return shifts;
}

/** The offset the history starts from on the day at offset `origin`: its last level shift, or `from`. */
function historyStart(series: Series, from: number, origin: number): number {
  let start = from;
  for (const shift of series.shifts) {
    if (shift > origin) break;
    if (shift > start) start = shift;
  }
  return start;
}

interface Line {
  intercept: number;
  slope: number;
}

/** Least squares through the days with a value in offsets [from, to]; null with too few. */
function fitLine(series: Series, from: number, to: number): Line | null {
  const lo = Math.max(0, from);
  const n = series.count[to + 1]! - series.count[lo]!;
  if (n < MIN_TREND_POINTS) return null;
  const sx = series.sumX[to + 1]! - series.sumX[lo]!;
  const sv = series.sumV[to + 1]! - series.sumV[lo]!;
  const sxx = series.sumXX[to + 1]! - series.sumXX[lo]!;
  const sxv = series.sumXV[to + 1]! - series.sumXV[lo]!;
  const meanX = sx / n;
  const meanV = sv / n;
  const varX = sxx - n * meanX * meanX;
  const slope = varX > 1e-9 ? (sxv - n * meanX * meanV) / varX : 0;
  return { intercept: meanV - slope * meanX, slope };
}

/**
 * The yearly renewal known on the day at offset `origin`: the last price step up to that day and
 * the step just before it came about a year apart (365 ± 10 days), in the same direction, and the
 * last one is less than a year and 10 days old. The ratio repeated is the median of up to three
 * such steps. Null when the price did not move like that.
 */
function renewalAsOf(series: Series, origin: number): Renewal | null {
  const { steps } = series;
  let index = steps.length - 1;
  while (index >= 0 && steps[index]!.offset > origin) index -= 1;
  if (index < 1) return null;
  const last = steps[index]!;
  if (origin - last.offset > 365 + RENEWAL_SLACK_DAYS) return null;
  const ratios = [last.ratio];
  for (let at = index - 1; at >= 0 && ratios.length < RENEWAL_YEARS; at -= 1) {
    const gap = steps[at + 1]!.offset - steps[at]!.offset;
    const sameWay = steps[at]!.ratio > 1 === last.ratio > 1;
    if (Math.abs(gap - 365) > RENEWAL_SLACK_DAYS || !sameWay) break;
    ratios.push(steps[at]!.ratio);
  }
  if (ratios.length < 2) return null;
  ratios.sort((a, b) => a - b);
  return { last: last.offset, ratio: median(ratios), years: ratios.length };
}

/** The price per license `ahead` days after `origin` over the price on it: 1 without a renewal. */
function renewalFactor(renewal: Renewal | null, origin: number, ahead: number): number {
  if (!renewal) return 1;
  let factor = 1;
  for (let year = 1; ; year += 1) {
    const anniversary = renewal.last + Math.round(365.25 * year);
    if (anniversary > origin + ahead) break;
    if (anniversary > origin) factor *= renewal.ratio;
  }
  return factor;
}

/** Mean deviation from `line` of the days with a value in offsets [from, to]; null when none. */
function meanDeviation(series: Series, line: Line, from: number, to: number): number | null {
  const lo = Math.max(0, from);
  const hi = Math.min(series.licenses.length - 1, to);
  if (hi < lo) return null;
  const n = series.count[hi + 1]! - series.count[lo]!;
  if (n === 0) return null;
  const sx = series.sumX[hi + 1]! - series.sumX[lo]!;
  const sv = series.sumV[hi + 1]! - series.sumV[lo]!;
  return (sv - n * line.intercept - line.slope * sx) / n;
}

type Candidate = { kind: 'last-value' } | { kind: 'trend'; fadeDays: number | null; yearly: boolean };

const candidates: readonly Candidate[] = [
  { kind: 'last-value' },
  ...FADES.map((fadeDays): Candidate => ({ kind: 'trend', fadeDays, yearly: false })),
  ...SEASONAL_FADES.map((fadeDays): Candidate => ({ kind: 'trend', fadeDays, yearly: true })),
];

/**
 * A forecast of priced licenses made on the day at offset `origin` (read with `projectionAt`): plain
 * numbers, no closures, as it is made for every past day when methods are scored.
 */
interface Projection {
  candidate: Candidate;
  origin: number;
  /** The first offset of the window the line (and the yearly pattern) is read from. */
  start: number;
  /** Null for the last value carried forward (also a trend's, too soon after a level shift). */
  line: Line | null;
  /** The latest count's distance from the trend (and pattern) on the starting day. */
  offset: number;
  latest: number;
  /** The yearly price renewal repeated, when the price moved like one. */
  renewal: Renewal | null;
  /** The share of `offset` left at each distance ahead (see `persistenceOf`); null: the candidate's fade. */
  persistence: Float64Array | null;
}

function project(
  series: Series,
  candidate: Candidate,
  origin: number,
  renewals: boolean,
  persistence: Float64Array | null = null,
): Projection | null {
  const latest = series.licenses[origin]!;
  const renewal = renewals ? renewalAsOf(series, origin) : null;
  if (candidate.kind === 'last-value') {
    return { candidate, origin, start: origin, line: null, offset: 0, latest, renewal, persistence: null };
  }
  const windowDays = candidate.yearly ? SEASON_WINDOW_DAYS : TREND_WINDOW_DAYS;
  const window = Math.max(0, origin - windowDays + 1);
  const start = historyStart(series, window, origin);
  // Too soon after a level shift for a line (or a yearly pattern): the new level carried forward.
  const carried: Projection = { candidate, origin, start, line: null, offset: 0, latest, renewal, persistence: null };
  if (candidate.yearly && origin - start < MIN_SEASON_DAYS) return start > window ? carried : null;
  const line = fitLine(series, start, origin);
  if (!line) return start > window ? carried : null;
  const projection: Projection = { candidate, origin, start, line, offset: 0, latest, renewal, persistence };
  projection.offset = latest - baseAt(series, projection, origin);
  return projection;
}

/**
 * The yearly pattern at offset x: the mean deviation from the line around the same day of each
 * year before, within the window and up to the starting day.
 */
function yearlyAt(series: Series, { line, start, origin }: Projection, x: number): number {
  let sum = 0;
  let years = 0;
  for (let back = x - 365; back + SEASON_HALF_WIDTH >= start; back -= 365) {
    if (back - SEASON_HALF_WIDTH > origin) continue;
    const deviation = meanDeviation(
      series,
      line!,
      Math.max(start, back - SEASON_HALF_WIDTH),
      Math.min(origin, back + SEASON_HALF_WIDTH),
    );
    if (deviation !== null) {
      sum += deviation;
      years += 1;
    }
  }
  return years === 0 ? 0 : sum / years;
}

/** The trend line (and the yearly pattern) at offset x. */
function baseAt(series: Series, projection: Projection, x: number): number {
  const { line, candidate } = projection;
  const onLine = line!.intercept + line!.slope * x;
  return candidate.kind === 'trend' && candidate.yearly ? onLine + yearlyAt(series, projection, x) : onLine;
}

/** The projected licenses `ahead` days after the starting day. */
function projectionAt(series: Series, projection: Projection, ahead: number): number {
  const { candidate } = projection;
  if (candidate.kind === 'last-value' || projection.line === null) return projection.latest;
  const { fadeDays } = candidate;
  const { persistence } = projection;
  const weight = persistence
    ? persistence[Math.min(ahead, PERSISTENCE_DAYS)]!
    : fadeDays === null
      ? 1
      : fadeDays === 0
        ? 0
        : Math.max(0, 1 - ahead / fadeDays);
  return baseAt(series, projection, projection.origin + ahead) + projection.offset * weight;
}

/**
 * The relative miss of a forecast of the annual cost: actual / forecast − 1, where the forecast is
 * the projected licenses at the starting day's price. Null when either is unknown or not positive.
 */
function miss(series: Series, origin: number, projection: Projection, ahead: number): number | null {
  const target = origin + ahead;
  if (target >= series.licenses.length) return null;
  const actual = series.cost[target]!;
  if (Number.isNaN(actual)) return null;
  const price = priceAt(series, origin);
  if (price === null) return null;
  const forecast =
    Math.max(0, projectionAt(series, projection, ahead)) * price * renewalFactor(projection.renewal, origin, ahead);
  if (!(forecast > 0) || !(actual > 0)) return null;
  return actual / forecast - 1;
}

function priceAt(series: Series, offset: number): number | null {
  const licenses = series.licenses[offset]!;
  return licenses > 0 ? series.cost[offset]! / licenses : null;
}

const dayOfMonth = (dayNumber: number) => dayToUtcDate(dayNumber).getUTCDate();

/**
 * How much of the latest count's distance from the trend is left each distance ahead (0 to
 * PERSISTENCE_DAYS), learned from the starting days of the last 730 whose day of the month is
 * within 2 of `at`'s: for each distance, the least-squares share of their distances that was still
 * there (Σ distance × later distance ÷ Σ distance²), kept between 0 and 1 and never growing.
 * A count that moves in monthly steps keeps its distance until its next step and loses it there;
 * one that wanders loses it slowly. Null with fewer than 10 such starting days, or none off the trend.
 */
function persistenceOf(series: Series, candidate: Candidate, renewals: boolean, at: number): Float64Array | null {
  const kept = new Float64Array(PERSISTENCE_DAYS + 1);
  const total = new Float64Array(PERSISTENCE_DAYS + 1);
  const phase = dayOfMonth(series.first + at);
  let origins = 0;
  for (let index = series.offsets.length - 1; index >= 0; index -= 1) {
    const origin = series.offsets[index]!;
    if (at - origin > BAND_SPAN_DAYS) break;
    const gap = Math.abs(dayOfMonth(series.first + origin) - phase);
    if (Math.min(gap, 31 - gap) > PERSISTENCE_PHASE_DAYS) continue;
    const projection = project(series, candidate, origin, renewals);
    if (!projection || projection.line === null) continue;
    const { offset } = projection;
    let counted = false;
    for (let ahead = 1; ahead <= PERSISTENCE_DAYS && origin + ahead <= at; ahead += 1) {
      const actual = series.licenses[origin + ahead]!;
      if (Number.isNaN(actual)) continue;
      kept[ahead]! += offset * (actual - baseAt(series, projection, origin + ahead));
      total[ahead]! += offset * offset;
      counted = true;
    }
    if (counted) origins += 1;
  }
  // Too few such days, or the count never strayed from its trend: nothing to learn from.
  if (origins < MIN_PERSISTENCE_ORIGINS || !(total[1]! > 1e-9)) return null;
  const shares = new Float64Array(PERSISTENCE_DAYS + 1);
  shares[0] = 1;
  for (let ahead = 1; ahead <= PERSISTENCE_DAYS; ahead += 1) {
    const share = total[ahead]! > 0 ? kept[ahead]! / total[ahead]! : shares[ahead - 1]!;
    shares[ahead] = Math.min(shares[ahead - 1]!, Math.max(0, share));
  }
  return shares;
}

/** The first distance ahead at which at most half the distance is left; null within PERSISTENCE_DAYS none. */
function halfDays(persistence: Float64Array): number | null {
  const at = persistence.findIndex((share) => share <= 0.5);
  return at < 0 ? null : at;
}

/** Mean absolute relative miss at each scored distance, averaged over the distances scored. */
function scoreOf(series: Series, candidate: Candidate, renewals: boolean): number | null {
  const last = series.offsets[series.offsets.length - 1]!;
  const sums = SCORE_HORIZONS.map(() => ({ total: 0, count: 0 }));
  for (let index = series.offsets.length - 1; index >= 0; index -= 1) {
    const origin = series.offsets[index]!;
    if (last - origin > SCORE_SPAN_DAYS) break;
    if ((last - origin) % SCORE_STEP_DAYS !== 0) continue;
    const projection = project(series, candidate, origin, renewals);
    if (!projection) continue;
    SCORE_HORIZONS.forEach((ahead, at) => {
      const relative = miss(series, origin, projection, ahead);
      if (relative === null) return;
      sums[at]!.total += Math.abs(relative);
      sums[at]!.count += 1;
    });
  }
  const scored = sums.filter((sum) => sum.count >= MIN_SCORED);
  if (scored.length === 0) return null;
  return scored.reduce((total, sum) => total + sum.total / sum.count, 0) / scored.length;
}

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

interface BandAt {
  ahead: number;
  low: number;
  high: number;
  /** How many misses it was read from. */
  misses: number;
}

/**
 * How much to widen percentiles read from `misses` forecasts `ahead` days out. Forecasts from
 * consecutive days overlap, so they are about misses ÷ ahead independent draws; with few draws the
 * spread they show understates the next miss's, as a sample's standard deviation does: the ratio of
 * Student's t to the normal distribution's 90th percentile, with draws − 1 degrees of freedom (at
 * least 1; Cornish–Fisher expansion). About 1.44 from three draws, 1.1 from ten, 1 from many.
 */
export function bandWidening(misses: number, ahead: number): number {
  const freedom = Math.max(1, misses / Math.max(1, ahead) - 1);
  const z = Z_90;
  const t = z + (z ** 3 + z) / (4 * freedom) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * freedom ** 2);
  return t / z;
}

/**
 * Makes `values` (one per distance, weighted by `weights`) never decrease with the distance, moving
 * them as little as possible (least squares: pooling adjacent values that decrease into their mean).
 */
function nonDecreasing(values: readonly number[], weights: readonly number[]): number[] {
  const pools: { value: number; weight: number; size: number }[] = [];
  values.forEach((value, index) => {
    pools.push({ value, weight: weights[index]!, size: 1 });
    while (pools.length > 1 && pools[pools.length - 2]!.value > pools[pools.length - 1]!.value) {
      const last = pools.pop()!;
      const before = pools.pop()!;
      const weight = before.weight + last.weight;
      pools.push({
        value: (before.value * before.weight + last.value * last.weight) / weight,
        weight,
        size: before.size + last.size,
      });
    }
  });
  return pools.flatMap((pool) => Array.from({ length: pool.size }, () => pool.value));
}

/**
 * The relative band (10th and 90th percentiles of the misses, widened by `bandWidening`) at each
 * distance that has enough misses; each edge made to move away from 0 as the distance grows by
 * `nonDecreasing`, weighted by the misses behind it.
 */
function bandOf(series: Series, candidate: Candidate, renewals: boolean, persistence: Float64Array | null): BandAt[] {
  const last = series.offsets[series.offsets.length - 1]!;
  const misses = BAND_HORIZONS.map((): number[] => []);
  for (let index = series.offsets.length - 1; index >= 0; index -= 1) {
    const origin = series.offsets[index]!;
    if (last - origin > BAND_SPAN_DAYS) break;
    const projection = project(series, candidate, origin, renewals, persistence);
    if (!projection) continue;
    BAND_HORIZONS.forEach((ahead, at) => {
      const relative = miss(series, origin, projection, ahead);
      if (relative !== null) misses[at]!.push(relative);
    });
  }
  const band: BandAt[] = [];
  BAND_HORIZONS.forEach((ahead, at) => {
    const found = misses[at]!;
    if (found.length < MIN_BAND_SAMPLES) return;
    found.sort((a, b) => a - b);
    const widening = bandWidening(found.length, ahead);
    band.push({
      ahead,
      low: Math.min(0, quantile(found, (1 - FORECAST_LEVEL) / 2) * widening),
      high: Math.max(0, quantile(found, 1 - (1 - FORECAST_LEVEL) / 2) * widening),
      misses: found.length,
    });
  });
  const weights = band.map((at) => at.misses);
  const lows = nonDecreasing(
    band.map((at) => -at.low),
    weights,
  );
  const highs = nonDecreasing(
    band.map((at) => at.high),
    weights,
  );
  return band.map((at, index) => ({ ...at, low: -lows[index]!, high: highs[index]! }));
}

/**
 * The relative band `ahead` days out: interpolated between known distances; before the first, by
 * √ of the distance (as a random walk spreads); past the last, in proportion to it (as a trend
 * line's error in slope does).
 */
function bandAt(band: readonly BandAt[], ahead: number): { low: number; high: number } {
  if (band.length === 0) return { low: 0, high: 0 };
  const firstKnown = band[0]!;
  if (ahead <= firstKnown.ahead) {
    const scale = Math.sqrt(ahead / firstKnown.ahead);
    return { low: firstKnown.low * scale, high: firstKnown.high * scale };
  }
  const lastKnown = band[band.length - 1]!;
  if (ahead >= lastKnown.ahead) {
    const scale = ahead / lastKnown.ahead;
    return { low: Math.max(-1, lastKnown.low * scale), high: lastKnown.high * scale };
  }
  let index = 0;
  while (band[index + 1]!.ahead < ahead) index += 1;
  const a = band[index]!;
  const b = band[index + 1]!;
  const t = (ahead - a.ahead) / (b.ahead - a.ahead);
  return { low: a.low + (b.low - a.low) * t, high: a.high + (b.high - a.high) * t };
}

function none(reason: ForecastProblem, days: number, pricedDays: number): NoForecast {
  return { status: 'none', reason, days, pricedDays };
}

const isPriced = (point: LicenseCostPoint) => point.unpriced === 0 && Number.isFinite(point.annualCost);

/** How many of the last points (oldest first) in a row have unpriced licenses. */
function trailingUnpriced(sorted: readonly LicenseCostPoint[]): number {
  let count = 0;
  while (count < sorted.length && !isPriced(sorted[sorted.length - 1 - count]!)) count += 1;
  return count;
}

/**
 * Why `points` cannot be forecast (too few, mostly unpriced, no priced license), or null when they
 * can: a quick look, so a page can keep room for the forecast before it is worked out.
 */
export function forecastProblem(points: readonly LicenseCostPoint[]): NoForecast | null {
  if (points.length === 0) return none('no-data', 0, 0);
  let priced = 0;
  let withLicenses = 0;
  for (const point of points) {
    if (!isPriced(point)) continue;
    priced += 1;
    if (point.licenses > 0) withLicenses += 1;
  }
  const unpricedDays = points.length - priced;
  if (unpricedDays > points.length * MAX_UNPRICED_SHARE) {
    return none('mostly-unpriced', points.length, priced);
  }
  if (priced < MIN_FORECAST_DAYS) return none('too-short', points.length, priced);
  if (withLicenses === 0) return none('no-priced-licenses', points.length, priced);
  return null;
}

/**
 * Forecasts the annual cost from the day after the last point through `through`, from `points`
 * (the range's days with data, any order). Never throws: too little or too dirty data gives a
 * `NoForecast` saying why.
 */
export function forecastAnnualCost(
  points: readonly LicenseCostPoint[],
  {
    through,
    lastValueOnly = false,
  }: {
    through: IsoDay;
    /** The naive baseline, for the backtest. */
    lastValueOnly?: boolean;
  },
): ForecastResult {
  const problem = forecastProblem(points);
  if (problem) return problem;
  // Points usually come oldest first (as the history keeps them): sorted only when they are not.
  const inOrder = points.every((point, index) => index === 0 || points[index - 1]!.day < point.day);
  const sorted = inOrder ? points : [...points].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const lastDay = sorted[sorted.length - 1]!.day;
  const priced = sorted.filter(isPriced);
  const unpricedDays = sorted.length - priced.length;
  const series = buildSeries(priced);
  const lastOffset = series.offsets[series.offsets.length - 1]!;
  // A trailing stretch of zero-license days: the projection starts from the last day with licenses.
  let origin = lastOffset;
  while (origin > 0 && !((series.licenses[origin] ?? NaN) > 0)) origin -= 1;

  let best: { candidate: Candidate; score: number } | null = null;
  const renewals = !lastValueOnly;
  for (const candidate of lastValueOnly ? candidates.slice(0, 1) : candidates) {
    const score = scoreOf(series, candidate, renewals);
    if (score === null) continue;
    if (!best || score < best.score - 1e-12) best = { candidate, score };
  }
  const chosen = best?.candidate ?? candidates[0]!;
  const persistence = chosen.kind === 'trend' ? persistenceOf(series, chosen, renewals, origin) : null;
  const projection =
    project(series, chosen, origin, renewals, persistence) ?? project(series, candidates[0]!, origin, renewals)!;
  const band = bandOf(series, chosen, renewals, persistence);
  const price = priceAt(series, origin)!;

  const notes: ForecastNote[] = [];
  if (unpricedDays > 0) notes.push({ kind: 'unpriced-left-out', days: unpricedDays });
  if (origin !== lastOffset) notes.push({ kind: 'starts-earlier', day: fromDayNumber(series.first + origin) });
  if (best === null) notes.push({ kind: 'no-comparison' });
  if (band.length === 0) notes.push({ kind: 'no-band' });

  const lastDayNumber = toDayNumber(lastDay);
  const originDayNumber = series.first + origin;
  let end = toDayNumber(through);
  // Further out no past forecast could be checked: the page says which target is cut (forecast-view).
  if (end - lastDayNumber > MAX_FORECAST_DAYS) end = lastDayNumber + MAX_FORECAST_DAYS;
  const forecastPoints: ForecastPoint[] = [];
  for (let day = lastDayNumber + 1; day <= end; day += 1) {
    const ahead = day - originDayNumber;
    const value =
      Math.max(0, projectionAt(series, projection, ahead)) * price * renewalFactor(projection.renewal, origin, ahead);
    const relative = bandAt(band, ahead);
    forecastPoints.push({
      dayNumber: day,
      day: fromDayNumber(day),
      value,
      low: Math.max(0, value * (1 + relative.low)),
      high: value * (1 + relative.high),
    });
  }

  const fitStart = historyStart(
    series,
    Math.max(0, origin - (chosen.kind === 'trend' && chosen.yearly ? SEASON_WINDOW_DAYS : TREND_WINDOW_DAYS) + 1),
    origin,
  );
  const firstFitted = series.offsets.find((offset) => offset >= fitStart) ?? 0;
  const { candidate } = projection;
  const method: ForecastMethod =
    candidate.kind === 'last-value'
      ? { kind: 'last-value' }
      : projection.line === null
        ? { kind: 'last-value', levelShift: fromDayNumber(series.first + projection.start) }
        : {
            ...candidate,
            licensesPerDay: projection.line.slope,
            ...(projection.persistence ? { persistence: { halfDays: halfDays(projection.persistence) } } : {}),
          };
  return {
    status: 'ready',
    method,
    fit: {
      from: fromDayNumber(series.first + firstFitted),
      to: fromDayNumber(originDayNumber),
      days: series.count[origin + 1]! - series.count[firstFitted]!,
    },
    origin: {
      day: fromDayNumber(originDayNumber),
      annualCost: series.cost[origin]!,
      licenses: series.licenses[origin]!,
      pricePerLicense: price,
    },
    renewal: projection.renewal
      ? {
          lastDay: fromDayNumber(series.first + projection.renewal.last),
          change: projection.renewal.ratio - 1,
          years: projection.renewal.years,
        }
      : null,
    lastDay,
    latest: { annualCost: sorted[sorted.length - 1]!.annualCost, unpricedDays: trailingUnpriced(sorted) },
    points: forecastPoints,
    notes,
    typicalMiss: best?.score ?? null,
  };
}

/** The forecast's point on `day`, or null outside it. */
export function forecastOn(forecast: Forecast, day: IsoDay | number): ForecastPoint | null {
  const dayNumber = typeof day === 'number' ? day : toDayNumber(day);
  const first = forecast.points[0];
  if (!first) return null;
  return forecast.points[dayNumber - first.dayNumber] ?? null;
}
