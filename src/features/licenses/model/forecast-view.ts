import type { LicenseCostPoint } from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import { addDays, fromDayNumber, maxDay, toDayNumber, type IsoDay } from './days';
import {
  forecastAnnualCost,
  forecastOn,
  forecastProblem,
  MIN_FORECAST_DAYS,
  type ForecastPoint,
  type ForecastResult,
  type NoForecast,
} from './forecast';
import type { CostHistory } from './history';
import type { DayRange, RangeChoice } from './range';
import type { Write } from './words';

const messages = defineMessages({
  endsBefore: {
    id: 'licenses.noForecast.endsBefore',
    defaultMessage: 'No forecast: it starts from the latest data ({day}), and this range ends before it.',
  },
  noData: { id: 'licenses.noForecast.noData', defaultMessage: 'There is no data in this range to forecast from.' },
  mostlyUnpriced: {
    id: 'licenses.noForecast.mostlyUnpriced',
    defaultMessage:
      'No forecast: {unpriced} of the {days, plural, one {# day} other {# days}} with data had unpriced licenses, so their costs are lower bounds, too many to project from.',
  },
  tooShort: {
    id: 'licenses.noForecast.tooShort',
    defaultMessage:
      'No forecast: it needs at least {min, plural, one {# day} other {# days}} of history and this range has {priced}. Choose a longer range.',
  },
  tooShortPriced: {
    id: 'licenses.noForecast.tooShortPriced',
    defaultMessage:
      'No forecast: it needs at least {min, plural, one {# day} other {# days}} of fully priced history and this range has {priced}. Choose a longer range.',
  },
  noPricedLicense: {
    id: 'licenses.noForecast.noPricedLicense',
    defaultMessage: 'No forecast: no day of this range had a priced license.',
  },
});

/** Why there is no forecast, in a sentence. */
export function noForecastMessage(problem: NoForecast, t: Write = translate): string {
  switch (problem.reason) {
    case 'no-data':
      return t(messages.noData);
    case 'mostly-unpriced':
      return t(messages.mostlyUnpriced, { unpriced: problem.days - problem.pricedDays, days: problem.days });
    case 'too-short':
      return t(problem.pricedDays === problem.days ? messages.tooShort : messages.tooShortPriced, {
        min: MIN_FORECAST_DAYS,
        priced: problem.pricedDays,
      });
    case 'no-priced-licenses':
      return t(messages.noPricedLicense);
  }
}

/** A day the page gives the projection for: the end of the month, quarter and year, or of a custom range. */
export interface ForecastTarget {
  key: 'month' | 'quarter' | 'year' | 'range';
  day: IsoDay;
  point: ForecastPoint;
}

/** The forecast for the range on screen, or why there is none. */
export type RangeForecast =
  | {
      status: 'ready';
      forecast: Extract<ForecastResult, { status: 'ready' }>;
      targets: ForecastTarget[];
      /**
       * The targets past the forecast's reach (a custom range ending more than MAX_FORECAST_DAYS
       * after the last day of data), not projected, and the last day that is.
       */
      beyond: { key: ForecastTarget['key']; day: IsoDay; reachedDay: IsoDay }[];
    }
  | { status: 'none'; message: string };

function endOfMonth(day: IsoDay): IsoDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return fromDayNumber(Math.round(Date.UTC(year, month, 0) / 86_400_000));
}

function endOfQuarter(day: IsoDay): IsoDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const lastMonth = Math.ceil(month / 3) * 3;
  return endOfMonth(`${year}-${String(lastMonth).padStart(2, '0')}-01`);
}

/**
 * The days to project to: the ends of the month, quarter and year the first projected day falls
 * in (the day after the last day of data: when that is December 31st, the next year), and the end
 * of a custom range reaching past the data.
 */
export function forecastTargetDays(
  lastDay: IsoDay,
  choice: RangeChoice,
): { key: ForecastTarget['key']; day: IsoDay }[] {
  const first = addDays(lastDay, 1);
  const targets: { key: ForecastTarget['key']; day: IsoDay }[] = [
    { key: 'month', day: endOfMonth(first) },
    { key: 'quarter', day: endOfQuarter(first) },
    { key: 'year', day: `${first.slice(0, 4)}-12-31` },
  ];
  if (choice.kind === 'custom' && choice.to > lastDay && !targets.some((target) => target.day === choice.to)) {
    targets.push({ key: 'range', day: choice.to });
  }
  return targets;
}

/** A forecast that can be made for the range, not yet worked out: its days and how far it reaches. */
export interface ForecastPlan {
  points: LicenseCostPoint[];
  /** The last day to project to (the latest target). */
  through: IsoDay;
  wanted: { key: ForecastTarget['key']; day: IsoDay }[];
  t: Write;
}

/**
 * Whether the range can be forecast, cheaply: it must end on the last day of data (a forecast
 * starts from the latest data, never from a day in the past) and have enough priced days. The
 * plan says how far the forecast will reach, so the chart can keep room for it.
 */
export function planForecast(
  history: CostHistory,
  range: DayRange,
  choice: RangeChoice,
  formatDay: (day: IsoDay) => string = (day) => day,
  t: Write = translate,
): ForecastPlan | { status: 'none'; message: string } {
  if (range.to !== history.bounds.to) {
    return { status: 'none', message: t(messages.endsBefore, { day: formatDay(history.bounds.to) }) };
  }
  const points: LicenseCostPoint[] = [];
  const last = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= last; day += 1) {
    const point = history.at(day);
    if (point) points.push(point);
  }
  const problem = forecastProblem(points);
  if (problem) return { status: 'none', message: noForecastMessage(problem, t) };
  const wanted = forecastTargetDays(history.bounds.to, choice);
  const through = wanted.reduce((latest, target) => maxDay(latest, target.day), wanted[0]!.day);
  return { points, through, wanted, t };
}

/** Works the planned forecast out, with its value on each target day. */
export function runForecast(plan: ForecastPlan): RangeForecast {
  const result = forecastAnnualCost(plan.points, { through: plan.through });
  if (result.status === 'none') return { status: 'none', message: noForecastMessage(result, plan.t) };
  const targets: ForecastTarget[] = [];
  const beyond: { key: ForecastTarget['key']; day: IsoDay; reachedDay: IsoDay }[] = [];
  const reached = result.points[result.points.length - 1];
  for (const target of plan.wanted) {
    const point = forecastOn(result, target.day);
    if (point) targets.push({ ...target, point });
    else if (reached && target.day > reached.day) beyond.push({ ...target, reachedDay: reached.day });
  }
  return { status: 'ready', forecast: result, targets, beyond };
}

/** The forecast from the range's days, or why there is none (`planForecast`, then `runForecast`). */
export function forecastForRange(
  history: CostHistory,
  range: DayRange,
  choice: RangeChoice,
  formatDay: (day: IsoDay) => string = (day) => day,
  t: Write = translate,
): RangeForecast {
  const plan = planForecast(history, range, choice, formatDay, t);
  return 'status' in plan ? plan : runForecast(plan);
}
