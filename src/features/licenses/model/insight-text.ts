import type { BreakdownPart } from './breakdown';
import type { CostChange } from './changes';
import type { Formatters } from './currency';
import { dayCount, dayToUtcDate, type IsoDay } from './days';
import { MAX_FORECAST_DAYS, type Forecast, type ForecastPoint } from './forecast';
import type { ForecastTarget } from './forecast-view';
import type { ThresholdOutlook } from './threshold';

/**
 * The sentences of the forecast, the changes and the threshold, in one place: what people read on
 * the page, in the chart's tooltips and through a screen reader.
 */

const day = (formatters: Formatters, value: IsoDay) => formatters.dayMedium(dayToUtcDate(value));

export const targetLabels: Record<ForecastTarget['key'], string> = {
  month: 'Month end',
  quarter: 'Quarter end',
  year: 'Year end',
  range: 'Range end',
};

/** "€1.24M (€1.18M–€1.31M)": a projection and its 80 % band, short. */
export function projectionShort(point: ForecastPoint, formatters: Formatters): string {
  return `${formatters.moneyShort(point.value)} (${formatters.moneyShort(point.low)}–${formatters.moneyShort(point.high)})`;
}

/** The same in full, for the tooltip and the table: "€1,243,817.00, 80 % between € and €". */
export function projectionLong(point: ForecastPoint, formatters: Formatters): string {
  return `${formatters.money(point.value)}, 80 % likely between ${formatters.money(point.low)} and ${formatters.money(point.high)}`;
}

/**
 * "+€61,855.40 (+10.6 %) from Nov 20, 2026, the last day of data": from the last day of data even
 * when its licenses were not all priced (the projection then starts from an earlier day), saying so.
 */
export function changeFromLatest(point: ForecastPoint, forecast: Forecast, formatters: Formatters): string {
  const latest = forecast.latest.annualCost;
  const change = point.value - latest;
  const percent = latest === 0 ? '' : ` (${formatters.percentChange(change / latest)})`;
  const text = `${formatters.moneyChange(change)}${percent} from ${day(formatters, forecast.lastDay)}, the last day of data`;
  const { unpricedDays } = forecast.latest;
  if (unpricedDays === 0) return text;
  const which = unpricedDays === 1 ? 'that day had' : `the last ${formatters.quantity(unpricedDays, 'day')} had`;
  return `${text} (${which} unpriced licenses, so its cost is a lower bound; the projection starts from ${day(formatters, forecast.origin.day)}, the last priced day)`;
}

/**
 * Why a target is not projected: "Range end (Dec 31, 2030) is not projected: the forecast reaches
 * at most 730 days past the last day of data, to Nov 20, 2028; …".
 */
export function beyondReach(
  target: { key: ForecastTarget['key']; day: IsoDay; reachedDay: IsoDay },
  formatters: Formatters,
): string {
  return `${targetLabels[target.key]} (${day(formatters, target.day)}) is not projected: the forecast reaches at most ${formatters.quantity(MAX_FORECAST_DAYS, 'day')} past the last day of data, to ${day(formatters, target.reachedDay)}. Further out, none of its past forecasts could be checked, so its band would be a guess; the chart and the CSV stop there too.`;
}

/** One line: how the projection is made, and from how many days. */
export function methodNote(forecast: Forecast, formatters: Formatters): string {
  const from = `${formatters.quantity(forecast.fit.days, 'day')} (${day(formatters, forecast.fit.from)} – ${day(formatters, forecast.fit.to)})`;
  const { renewal } = forecast;
  const price = renewal
    ? `the price per license at ${formatters.money(forecast.origin.pricePerLicense)}, changing by ${formatters.percentChange(renewal.change)} on each anniversary of its last renewal (${day(formatters, renewal.lastDay)}), as it did the last ${formatters.quantity(renewal.years, 'year')}`
    : `the price per license held at ${formatters.money(forecast.origin.pricePerLicense)}`;
  const band = 'the band is where 80 % of this method’s own forecasts on this history landed';
  const { method } = forecast;
  if (method.kind === 'last-value') {
    return `How it is made, from ${from}: the latest license count carried forward (it forecast this history best), ${price}; ${band}.`;
  }
  const perMonth = method.licensesPerDay * 30.44;
  const trend = `the license count’s trend (${formatters.countChange(Math.round(perMonth * 10) / 10)} a month)${method.yearly ? ' with its yearly pattern' : ''}`;
  const start =
    method.fadeDays === null
      ? 'kept at the latest count’s distance from it'
      : method.fadeDays === 0
        ? 'followed from the start'
        : `reached from the latest count over ${formatters.quantity(method.fadeDays, 'day')}`;
  return `How it is made, from ${from}: ${trend}, ${start}, ${price}; ${band}.`;
}

export const partLabels: Record<BreakdownPart, string> = {
  licenses: 'Licenses',
  unassigned: 'Unassigned',
  price: 'Price',
  unpriced: 'Unpriced',
  unexplained: 'Not explained',
};

/** What each part of a change means, for its column's header and the legend of the table. */
export const partHelp: Record<BreakdownPart, string> = {
  licenses: 'more or fewer licenses in use, at the old price per license',
  unassigned: 'more or fewer unassigned seats (the unassigned cost at the old price per license)',
  price: 'a change in the price per license (annual cost ÷ priced licenses)',
  unpriced: 'licenses that lost or regained a price, at the old price per license',
  unexplained: 'what the data cannot explain: the costs do not match the licenses',
};

/** A count that may be an estimate: "12", or "about 17" when it is not whole. */
function aboutCount(value: number, formatters: Formatters): { count: number; text: string } {
  const count = Math.round(Math.abs(value));
  const about = Math.abs(Math.abs(value) - count) > 0.05 ? 'about ' : '';
  return { count, text: `${about}${formatters.count(count)}` };
}

/** The part in words: "+€21,987.88 from 17 more licenses in use". Null for a part that is 0. */
export function partInWords(part: BreakdownPart, change: CostChange, formatters: Formatters): string | null {
  const { breakdown } = change;
  const amount = breakdown[part];
  if (Math.abs(amount) < 0.005) return null;
  const money = formatters.moneyChange(amount);
  const reference = breakdown.referencePrice === null ? '' : ` at ${formatters.money(breakdown.referencePrice)}`;
  switch (part) {
    case 'licenses': {
      const inUse = breakdown.counts.licenses - (breakdown.counts.unassignedSeats ?? 0);
      const { count, text } = aboutCount(inUse, formatters);
      const noun = count === 1 ? 'license' : 'licenses';
      return `${money} from ${text} ${inUse >= 0 ? 'more' : 'fewer'} ${noun} in use${reference}`;
    }
    case 'unassigned': {
      const moved = breakdown.counts.unassignedSeats ?? 0;
      const { count, text } = aboutCount(moved, formatters);
      const noun = count === 1 ? 'seat' : 'seats';
      return `${money} from ${text} ${moved >= 0 ? 'more' : 'fewer'} unassigned ${noun}${reference}`;
    }
    case 'price': {
      const { before, after } = breakdown.pricePerLicense;
      return before === null || after === null
        ? `${money} from the price per license`
        : `${money} from the price per license going from ${formatters.money(before)} to ${formatters.money(after)}`;
    }
    case 'unpriced': {
      const moved = Math.abs(breakdown.counts.unpriced);
      return breakdown.counts.unpriced > 0
        ? `${money} from ${formatters.quantity(moved, 'license losing its price', 'licenses losing their price')}`
        : `${money} from ${formatters.quantity(moved, 'license getting a price back', 'licenses getting a price back')}`;
    }
    case 'unexplained':
      return `${money} the data does not explain`;
  }
}

/** When a change happened, in words: "Jan 1, 2026" or "Jan 21 – Jan 25, 2026 (a slow shift)". */
export function changeWhen(change: CostChange, formatters: Formatters): string {
  if (change.kind === 'jump') {
    const gap = change.missingDays > 0 ? ` (after ${formatters.quantity(change.missingDays, 'day')} without data)` : '';
    return `${day(formatters, change.after.day)}${gap}`;
  }
  const days = dayCount(change.before.day, change.after.day) - 1;
  return `${day(formatters, change.before.day)} – ${day(formatters, change.after.day)} (over ${formatters.quantity(days, 'day')})`;
}

/** The whole change in one sentence: the chart marker's tooltip and its accessible name. */
export function describeChange(change: CostChange, formatters: Formatters): string {
  const percent = change.share === null ? '' : ` (${formatters.percentChange(change.share)})`;
  const parts = (['licenses', 'unassigned', 'price', 'unpriced', 'unexplained'] as const)
    .map((part) => partInWords(part, change, formatters))
    .filter((text): text is string => text !== null);
  const why = parts.length > 0 ? `: ${parts.join('; ')}` : '';
  const what = change.kind === 'jump' ? 'Annual cost' : 'Annual cost, slowly,';
  return `${changeWhen(change, formatters)}. ${what} ${change.amount >= 0 ? 'up' : 'down'} ${formatters.money(Math.abs(change.amount))}${percent}${why}.`;
}

/** The threshold's outlook in a sentence. */
export function outlookSentence(outlook: ThresholdOutlook, formatters: Formatters): string {
  switch (outlook.kind) {
    case 'crossing': {
      const band =
        outlook.latest === null
          ? ` (80 % band: from ${day(formatters, outlook.earliest)}, or later than the forecast reaches)`
          : outlook.earliest === outlook.latest
            ? ''
            : ` (80 % band: between ${day(formatters, outlook.earliest)} and ${day(formatters, outlook.latest)})`;
      return `At this rate the threshold is crossed around ${day(formatters, outlook.day)}${band}.`;
    }
    case 'not-within':
      return `At this rate the threshold is not crossed within the forecast horizon (to ${day(formatters, outlook.through)})${
        outlook.earliest ? `; the band’s upper edge reaches it on ${day(formatters, outlook.earliest)}` : ''
      }.`;
    case 'above':
      return outlook.fallsBelow
        ? `The annual cost is already above the threshold; at this rate it falls back below it around ${day(formatters, outlook.fallsBelow)}.`
        : `The annual cost is already above the threshold, and stays above it through ${day(formatters, outlook.through)} at this rate.`;
  }
}
