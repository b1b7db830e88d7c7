import { defineMessages, translate, type MessageDescriptor } from '../../../lib/i18n';
import type { BreakdownPart } from './breakdown';
import type { CostChange } from './changes';
import type { Formatters } from './currency';
import { dayCount, dayToUtcDate, type IsoDay } from './days';
import { MAX_FORECAST_DAYS, type Forecast, type ForecastNote, type ForecastPoint } from './forecast';
import type { ForecastTarget } from './forecast-view';
import type { ThresholdOutlook } from './threshold';
import type { Write } from './words';

/**
 * The sentences of the forecast, the changes and the threshold, in one place: what people read on
 * the page, in the chart's tooltips and through a screen reader.
 */

const day = (formatters: Formatters, value: IsoDay) => formatters.dayMedium(dayToUtcDate(value));

const messages = defineMessages({
  month: { id: 'licenses.forecast.month', defaultMessage: 'Month end' },
  quarter: { id: 'licenses.forecast.quarter', defaultMessage: 'Quarter end' },
  year: { id: 'licenses.forecast.year', defaultMessage: 'Year end' },
  range: { id: 'licenses.forecast.range', defaultMessage: 'Range end', description: 'The end of a custom range' },
  monthInline: {
    id: 'licenses.forecast.monthInline',
    defaultMessage: 'month end',
    description: 'After another target on the same day: "Quarter end and year end"',
  },
  quarterInline: { id: 'licenses.forecast.quarterInline', defaultMessage: 'quarter end' },
  yearInline: { id: 'licenses.forecast.yearInline', defaultMessage: 'year end' },
  rangeInline: { id: 'licenses.forecast.rangeInline', defaultMessage: 'range end' },
  targetsAnd: { id: 'licenses.forecast.targetsAnd', defaultMessage: '{first} and {next}' },
  short: { id: 'licenses.forecast.short', defaultMessage: '{value} ({low}–{high})' },
  long: { id: 'licenses.forecast.long', defaultMessage: '{value}, 80 % likely between {low} and {high}' },
  fromLatest: {
    id: 'licenses.forecast.fromLatest',
    defaultMessage: '{change} ({percent}) from {day}, the last day of data',
  },
  fromLatestNoPercent: {
    id: 'licenses.forecast.fromLatestNoPercent',
    defaultMessage: '{change} from {day}, the last day of data',
  },
  fromLatestUnpriced: {
    id: 'licenses.forecast.fromLatestUnpriced',
    defaultMessage:
      '{change} ({days, plural, =1 {that day had} other {the last # days had}} unpriced licenses, so its cost is a lower bound; the projection starts from {origin}, the last priced day)',
    description: 'change: the sentence "+€61,855.40 (+10.6%) from Nov 20, 2026, the last day of data"',
  },
  beyond: {
    id: 'licenses.forecast.beyond',
    defaultMessage:
      '{target} ({day}) is not projected: the forecast reaches at most {max, plural, one {# day} other {# days}} past the last day of data, to {reached}. Further out, none of its past forecasts could be checked, so its band would be a guess; the chart and the CSV stop there too.',
  },
  fitDays: {
    id: 'licenses.forecast.fitDays',
    defaultMessage: '{days, plural, one {# day} other {# days}} ({first} – {last})',
  },
  priceHeld: { id: 'licenses.forecast.priceHeld', defaultMessage: 'the price per license held at {price}' },
  priceRenewed: {
    id: 'licenses.forecast.priceRenewed',
    defaultMessage:
      'the price per license at {price}, changing by {change} on each anniversary of its last renewal ({day}), as it did the last {years, plural, one {# year} other {# years}}',
  },
  band: {
    id: 'licenses.forecast.band',
    defaultMessage:
      'the band is where 80 % of this method’s own forecasts on this history landed, widened where they were too few to be sure',
  },
  lastValue: {
    id: 'licenses.forecast.lastValue',
    defaultMessage: 'the latest license count carried forward (it forecast this history best)',
  },
  lastValueAfterShift: {
    id: 'licenses.forecast.lastValueAfterShift',
    defaultMessage:
      'the latest license count carried forward (the count moved to a new level on {day}, too recently for a trend)',
  },
  trend: {
    id: 'licenses.forecast.trend',
    defaultMessage:
      'the license count’s trend ({perMonth} a month){yearly, select, yes { with its yearly pattern} other {}}, {start, select, drift {kept at the latest count’s distance from it} now {followed from the start} learned {reached from the latest count at the pace it was from the same days of the month before (half the distance in {halfDays, plural, one {# day} other {# days}})} kept {kept near the latest count’s distance from it, as it was from the same days of the month before} other {reached from the latest count over {fadeDays, plural, one {# day} other {# days}}}}',
  },
  method: {
    id: 'licenses.forecast.method',
    defaultMessage: 'How it is made, from {from}: {how}, {price}; {band}.',
    description: 'One line under the projections: how the forecast is made',
  },
  partLicenses: { id: 'licenses.parts.licenses', defaultMessage: 'Licenses' },
  partUnassigned: { id: 'licenses.parts.unassigned', defaultMessage: 'Unassigned' },
  partPrice: { id: 'licenses.parts.price', defaultMessage: 'Price' },
  partUnpriced: { id: 'licenses.parts.unpriced', defaultMessage: 'Unpriced' },
  partUnexplained: { id: 'licenses.parts.unexplained', defaultMessage: 'Not explained' },
  helpLicenses: {
    id: 'licenses.parts.helpLicenses',
    defaultMessage: 'more or fewer licenses in use, at the old price per license',
  },
  helpUnassigned: {
    id: 'licenses.parts.helpUnassigned',
    defaultMessage: 'more or fewer unassigned seats (the unassigned cost at the old price per license)',
  },
  helpPrice: {
    id: 'licenses.parts.helpPrice',
    defaultMessage: 'a change in the price per license (annual cost ÷ priced licenses)',
  },
  helpUnpriced: {
    id: 'licenses.parts.helpUnpriced',
    defaultMessage: 'licenses that lost or regained a price, at the old price per license',
  },
  helpUnexplained: {
    id: 'licenses.parts.helpUnexplained',
    defaultMessage: 'what the data cannot explain: the costs do not match the licenses',
  },
  licensesInUse: {
    id: 'licenses.parts.licensesInUse',
    defaultMessage:
      '{money} from {about, select, yes {about } other {}}{count, plural, one {# {more, select, yes {more} other {fewer}} license} other {# {more, select, yes {more} other {fewer}} licenses}} in use',
  },
  licensesInUseAt: {
    id: 'licenses.parts.licensesInUseAt',
    defaultMessage:
      '{money} from {about, select, yes {about } other {}}{count, plural, one {# {more, select, yes {more} other {fewer}} license} other {# {more, select, yes {more} other {fewer}} licenses}} in use at {price}',
  },
  unassignedSeats: {
    id: 'licenses.parts.unassignedSeats',
    defaultMessage:
      '{money} from {about, select, yes {about } other {}}{count, plural, one {# {more, select, yes {more} other {fewer}} unassigned seat} other {# {more, select, yes {more} other {fewer}} unassigned seats}}',
  },
  unassignedSeatsAt: {
    id: 'licenses.parts.unassignedSeatsAt',
    defaultMessage:
      '{money} from {about, select, yes {about } other {}}{count, plural, one {# {more, select, yes {more} other {fewer}} unassigned seat} other {# {more, select, yes {more} other {fewer}} unassigned seats}} at {price}',
  },
  priceChange: { id: 'licenses.parts.priceChange', defaultMessage: '{money} from the price per license' },
  priceFromTo: {
    id: 'licenses.parts.priceFromTo',
    defaultMessage: '{money} from the price per license going from {before} to {after}',
  },
  losingPrice: {
    id: 'licenses.parts.losingPrice',
    defaultMessage:
      '{money} from {count, plural, one {# license losing its price} other {# licenses losing their price}}',
  },
  gettingPrice: {
    id: 'licenses.parts.gettingPrice',
    defaultMessage:
      '{money} from {count, plural, one {# license getting a price back} other {# licenses getting a price back}}',
  },
  unexplained: { id: 'licenses.parts.unexplainedAmount', defaultMessage: '{money} the data does not explain' },
  whenJump: {
    id: 'licenses.changes.whenJump',
    defaultMessage: '{day} (after {missing, plural, one {# day} other {# days}} without data)',
  },
  whenShift: {
    id: 'licenses.changes.whenShift',
    defaultMessage: '{first} – {last} (over {days, plural, one {# day} other {# days}})',
  },
  describe: {
    id: 'licenses.changes.describe',
    defaultMessage:
      '{when}. {kind, select, jump {Annual cost} other {Annual cost, slowly,}} {up, select, yes {up} other {down}} {amount}{percent, select, none {} other { ({percent})}}{why, select, none {} other {: {why}}}.',
    description: 'A change in one sentence; why lists its causes, separated by semicolons',
  },
  crossing: {
    id: 'licenses.threshold.crossing',
    defaultMessage: 'At this rate the threshold is crossed around {day}.',
  },
  crossingFrom: {
    id: 'licenses.threshold.crossingFrom',
    defaultMessage:
      'At this rate the threshold is crossed around {day} (80 % band: from {earliest}, or later than the forecast reaches).',
  },
  crossingBetween: {
    id: 'licenses.threshold.crossingBetween',
    defaultMessage: 'At this rate the threshold is crossed around {day} (80 % band: between {earliest} and {latest}).',
  },
  notWithin: {
    id: 'licenses.threshold.notWithin',
    defaultMessage: 'At this rate the threshold is not crossed within the forecast horizon (to {through}).',
  },
  notWithinBand: {
    id: 'licenses.threshold.notWithinBand',
    defaultMessage:
      'At this rate the threshold is not crossed within the forecast horizon (to {through}); the band’s upper edge reaches it on {earliest}.',
  },
  aboveFalls: {
    id: 'licenses.threshold.aboveFalls',
    defaultMessage: 'The annual cost is already above the threshold; at this rate it falls back below it around {day}.',
  },
  noteUnpriced: {
    id: 'licenses.forecast.noteUnpriced',
    defaultMessage:
      '{days, plural, one {# day with unpriced licenses was left out: its cost is} other {# days with unpriced licenses were left out: their costs are}} lower bounds.',
  },
  noteStartsEarlier: {
    id: 'licenses.forecast.noteStartsEarlier',
    defaultMessage: 'The last days had no priced licenses; the projection starts from {day}.',
  },
  noteNoComparison: {
    id: 'licenses.forecast.noteNoComparison',
    defaultMessage: 'Too little history to compare methods; the last value is carried forward.',
  },
  noteNoBand: {
    id: 'licenses.forecast.noteNoBand',
    defaultMessage: 'Too little history to measure past misses, so the band has no width.',
  },
  aboveStays: {
    id: 'licenses.threshold.aboveStays',
    defaultMessage:
      'The annual cost is already above the threshold, and stays above it through {through} at this rate.',
  },
});

export const targetLabels: Record<ForecastTarget['key'], MessageDescriptor> = {
  month: messages.month,
  quarter: messages.quarter,
  year: messages.year,
  range: messages.range,
};

const inlineTargetLabels: Record<ForecastTarget['key'], MessageDescriptor> = {
  month: messages.monthInline,
  quarter: messages.quarterInline,
  year: messages.yearInline,
  range: messages.rangeInline,
};

/** Targets on the same day, in one label: "Quarter end and year end". */
export function targetsLabel(keys: readonly ForecastTarget['key'][], t: Write = translate): string {
  return keys
    .slice(1)
    .reduce(
      (label, key) => t(messages.targetsAnd, { first: label, next: t(inlineTargetLabels[key]) }),
      t(targetLabels[keys[0]!]),
    );
}

/** "€1.24M (€1.18M–€1.31M)": a projection and its 80 % band, short. */
export function projectionShort(point: ForecastPoint, formatters: Formatters, t: Write = translate): string {
  return t(messages.short, {
    value: formatters.moneyShort(point.value),
    low: formatters.moneyShort(point.low),
    high: formatters.moneyShort(point.high),
  });
}

/** The same in full, for the tooltip and the table: "€1,243,817.00, 80 % between € and €". */
export function projectionLong(point: ForecastPoint, formatters: Formatters, t: Write = translate): string {
  return t(messages.long, {
    value: formatters.money(point.value),
    low: formatters.money(point.low),
    high: formatters.money(point.high),
  });
}

/**
 * "+€61,855.40 (+10.6 %) from Nov 20, 2026, the last day of data": from the last day of data even
 * when its licenses were not all priced (the projection then starts from an earlier day), saying so.
 */
export function changeFromLatest(
  point: ForecastPoint,
  forecast: Forecast,
  formatters: Formatters,
  t: Write = translate,
): string {
  const latest = forecast.latest.annualCost;
  const change = point.value - latest;
  const values = { change: formatters.moneyChange(change), day: day(formatters, forecast.lastDay) };
  const text =
    latest === 0
      ? t(messages.fromLatestNoPercent, values)
      : t(messages.fromLatest, { ...values, percent: formatters.percentChange(change / latest) });
  const { unpricedDays } = forecast.latest;
  if (unpricedDays === 0) return text;
  return t(messages.fromLatestUnpriced, {
    change: text,
    days: unpricedDays,
    origin: day(formatters, forecast.origin.day),
  });
}

/**
 * Why a target is not projected: "Range end (Dec 31, 2030) is not projected: the forecast reaches
 * at most 730 days past the last day of data, to Nov 20, 2028; …".
 */
export function beyondReach(
  target: { key: ForecastTarget['key']; day: IsoDay; reachedDay: IsoDay },
  formatters: Formatters,
  t: Write = translate,
): string {
  return t(messages.beyond, {
    target: t(targetLabels[target.key]),
    day: day(formatters, target.day),
    max: MAX_FORECAST_DAYS,
    reached: day(formatters, target.reachedDay),
  });
}

/** A note of the forecast in a sentence. */
export function forecastNote(note: ForecastNote, formatters: Formatters, t: Write = translate): string {
  switch (note.kind) {
    case 'unpriced-left-out':
      return t(messages.noteUnpriced, { days: note.days });
    case 'starts-earlier':
      return t(messages.noteStartsEarlier, { day: day(formatters, note.day) });
    case 'no-comparison':
      return t(messages.noteNoComparison);
    case 'no-band':
      return t(messages.noteNoBand);
  }
}

/** One line: how the projection is made, and from how many days. */
export function methodNote(forecast: Forecast, formatters: Formatters, t: Write = translate): string {
  const from = t(messages.fitDays, {
    days: forecast.fit.days,
    first: day(formatters, forecast.fit.from),
    last: day(formatters, forecast.fit.to),
  });
  const { renewal } = forecast;
  const price = renewal
    ? t(messages.priceRenewed, {
        price: formatters.money(forecast.origin.pricePerLicense),
        change: formatters.percentChange(renewal.change),
        day: day(formatters, renewal.lastDay),
        years: renewal.years,
      })
    : t(messages.priceHeld, { price: formatters.money(forecast.origin.pricePerLicense) });
  const band = t(messages.band);
  const { method } = forecast;
  if (method.kind === 'last-value') {
    const how = method.levelShift
      ? t(messages.lastValueAfterShift, { day: day(formatters, method.levelShift) })
      : t(messages.lastValue);
    return t(messages.method, { from, how, price, band });
  }
  const perMonth = method.licensesPerDay * 30.44;
  const how = t(messages.trend, {
    perMonth: formatters.countChange(Math.round(perMonth * 10) / 10),
    yearly: method.yearly ? 'yes' : 'no',
    start: method.persistence
      ? method.persistence.halfDays === null
        ? 'kept'
        : 'learned'
      : method.fadeDays === null
        ? 'drift'
        : method.fadeDays === 0
          ? 'now'
          : 'fade',
    fadeDays: method.fadeDays ?? 0,
    halfDays: method.persistence?.halfDays ?? 0,
  });
  return t(messages.method, { from, how, price, band });
}

export const partLabels: Record<BreakdownPart, MessageDescriptor> = {
  licenses: messages.partLicenses,
  unassigned: messages.partUnassigned,
  price: messages.partPrice,
  unpriced: messages.partUnpriced,
  unexplained: messages.partUnexplained,
};

/** What each part of a change means, for its column's header and the legend of the table. */
export const partHelp: Record<BreakdownPart, MessageDescriptor> = {
  licenses: messages.helpLicenses,
  unassigned: messages.helpUnassigned,
  price: messages.helpPrice,
  unpriced: messages.helpUnpriced,
  unexplained: messages.helpUnexplained,
};

/** A count that may be an estimate: 12, or about 17 when it is not whole. */
function aboutCount(value: number): { count: number; about: 'yes' | 'no' } {
  const count = Math.round(Math.abs(value));
  return { count, about: Math.abs(Math.abs(value) - count) > 0.05 ? 'yes' : 'no' };
}

/** The part in words: "+€21,987.88 from 17 more licenses in use". Null for a part that is 0. */
export function partInWords(
  part: BreakdownPart,
  change: CostChange,
  formatters: Formatters,
  t: Write = translate,
): string | null {
  const { breakdown } = change;
  const amount = breakdown[part];
  if (Math.abs(amount) < 0.005) return null;
  const money = formatters.moneyChange(amount);
  const price = breakdown.referencePrice === null ? null : formatters.money(breakdown.referencePrice);
  switch (part) {
    case 'licenses': {
      const inUse = breakdown.counts.licenses - (breakdown.counts.unassignedSeats ?? 0);
      const values = { money, ...aboutCount(inUse), more: inUse >= 0 ? 'yes' : 'no' };
      return price === null ? t(messages.licensesInUse, values) : t(messages.licensesInUseAt, { ...values, price });
    }
    case 'unassigned': {
      const moved = breakdown.counts.unassignedSeats ?? 0;
      const values = { money, ...aboutCount(moved), more: moved >= 0 ? 'yes' : 'no' };
      return price === null ? t(messages.unassignedSeats, values) : t(messages.unassignedSeatsAt, { ...values, price });
    }
    case 'price': {
      const { before, after } = breakdown.pricePerLicense;
      return before === null || after === null
        ? t(messages.priceChange, { money })
        : t(messages.priceFromTo, { money, before: formatters.money(before), after: formatters.money(after) });
    }
    case 'unpriced': {
      const count = Math.abs(breakdown.counts.unpriced);
      return breakdown.counts.unpriced > 0
        ? t(messages.losingPrice, { money, count })
        : t(messages.gettingPrice, { money, count });
    }
    case 'unexplained':
      return t(messages.unexplained, { money });
  }
}

/** When a change happened, in words: "Jan 1, 2026" or "Jan 21 – Jan 25, 2026 (a slow shift)". */
export function changeWhen(change: CostChange, formatters: Formatters, t: Write = translate): string {
  if (change.kind === 'jump') {
    const when = day(formatters, change.after.day);
    return change.missingDays > 0 ? t(messages.whenJump, { day: when, missing: change.missingDays }) : when;
  }
  return t(messages.whenShift, {
    first: day(formatters, change.before.day),
    last: day(formatters, change.after.day),
    days: dayCount(change.before.day, change.after.day) - 1,
  });
}

/** The whole change in one sentence: the chart marker's tooltip and its accessible name. */
export function describeChange(change: CostChange, formatters: Formatters, t: Write = translate): string {
  const parts = (['licenses', 'unassigned', 'price', 'unpriced', 'unexplained'] as const)
    .map((part) => partInWords(part, change, formatters, t))
    .filter((text): text is string => text !== null);
  return t(messages.describe, {
    when: changeWhen(change, formatters, t),
    kind: change.kind === 'jump' ? 'jump' : 'shift',
    up: change.amount >= 0 ? 'yes' : 'no',
    amount: formatters.money(Math.abs(change.amount)),
    percent: change.share === null ? 'none' : formatters.percentChange(change.share),
    why: parts.length > 0 ? parts.join('; ') : 'none',
  });
}

/** The threshold's outlook in a sentence. */
export function outlookSentence(outlook: ThresholdOutlook, formatters: Formatters, t: Write = translate): string {
  switch (outlook.kind) {
    case 'crossing': {
      const crossing = day(formatters, outlook.day);
      return outlook.latest === null
        ? t(messages.crossingFrom, { day: crossing, earliest: day(formatters, outlook.earliest) })
        : outlook.earliest === outlook.latest
          ? t(messages.crossing, { day: crossing })
          : t(messages.crossingBetween, {
              day: crossing,
              earliest: day(formatters, outlook.earliest),
              latest: day(formatters, outlook.latest),
            });
    }
    case 'not-within':
      return outlook.earliest
        ? t(messages.notWithinBand, {
            through: day(formatters, outlook.through),
            earliest: day(formatters, outlook.earliest),
          })
        : t(messages.notWithin, { through: day(formatters, outlook.through) });
    case 'above':
      return outlook.fallsBelow
        ? t(messages.aboveFalls, { day: day(formatters, outlook.fallsBelow) })
        : t(messages.aboveStays, { through: day(formatters, outlook.through) });
  }
}
