import { defineMessages, translate } from '../../../lib/i18n';
import { dayToUtcDate, fromDayNumber, type IsoDay } from './days';
import type { Formatters } from './currency';
import type { CostHistory } from './history';
import { alignedPreviousDay } from './chart-series';
import { forecastOn, type Forecast } from './forecast';
import { projectionLong } from './insight-text';
import type { Write } from './words';

const messages = defineMessages({
  forecast: { id: 'licenses.day.forecast', defaultMessage: 'Forecast' },
  band: { id: 'licenses.day.band', defaultMessage: '80 % band' },
  bandValue: { id: 'licenses.day.bandValue', defaultMessage: '{low} – {high}' },
  bandNote: { id: 'licenses.day.bandNote', defaultMessage: '8 chances in 10 of landing in it' },
  spokenForecast: { id: 'licenses.day.spokenForecast', defaultMessage: 'forecast: {projection}' },
  spokenNoData: { id: 'licenses.day.spokenNoData', defaultMessage: 'no data for this day' },
  atLeast: { id: 'licenses.day.atLeast', defaultMessage: '≥ {amount}', description: 'A lower bound, written short' },
  unpricedNote: {
    id: 'licenses.day.unpricedNote',
    defaultMessage: 'lower bound: {unpriced, plural, one {# license} other {# licenses}} without a price',
  },
  annualCost: { id: 'licenses.day.annualCost', defaultMessage: 'Annual cost' },
  unassigned: { id: 'licenses.day.unassigned', defaultMessage: 'Unassigned' },
  shareOfCost: { id: 'licenses.day.shareOfCost', defaultMessage: '{share} of the annual cost' },
  licenses: { id: 'licenses.day.licenses', defaultMessage: 'Licenses' },
  unpriced: { id: 'licenses.day.unpriced', defaultMessage: 'Unpriced' },
  notCounted: { id: 'licenses.day.notCounted', defaultMessage: 'not counted in the costs' },
  spokenCost: {
    id: 'licenses.day.spokenCost',
    defaultMessage: 'annual cost {lowerBound, select, yes {at least } other {}}{amount}',
  },
  spokenUnassigned: {
    id: 'licenses.day.spokenUnassigned',
    defaultMessage: 'unassigned {lowerBound, select, yes {at least } other {}}{amount}',
  },
  spokenUnassignedShare: {
    id: 'licenses.day.spokenUnassignedShare',
    defaultMessage: 'unassigned {lowerBound, select, yes {at least } other {}}{amount}, {share} of the cost',
  },
  spokenLicenses: {
    id: 'licenses.day.spokenLicenses',
    defaultMessage: '{licenses, plural, one {# license} other {# licenses}}',
  },
  spokenUnpriced: {
    id: 'licenses.day.spokenUnpriced',
    defaultMessage: '{unpriced, plural, one {# license} other {# licenses}} unpriced, so the costs are lower bounds',
  },
  spokenNoUnpriced: { id: 'licenses.day.spokenNoUnpriced', defaultMessage: 'no unpriced licenses' },
  previousOn: { id: 'licenses.day.previousOn', defaultMessage: 'on {day}' },
  previousChange: {
    id: 'licenses.day.previousChange',
    defaultMessage: 'on {day}; change since: {change}',
  },
  previousChangePercent: {
    id: 'licenses.day.previousChangePercent',
    defaultMessage: 'on {day}; change since: {change} ({percent})',
  },
  previous: { id: 'licenses.day.previous', defaultMessage: 'Previous period' },
  noData: { id: 'licenses.day.noData', defaultMessage: 'No data' },
  spokenPrevious: {
    id: 'licenses.day.spokenPrevious',
    defaultMessage: 'previous period, {day}: annual cost {amount}',
  },
  spokenPreviousNoData: { id: 'licenses.day.spokenPreviousNoData', defaultMessage: 'previous period, {day}: no data' },
  summary: {
    id: 'licenses.day.summary',
    defaultMessage: '{day}: {parts}.',
    description: 'All that is known about a day, for screen readers; parts are joined by semicolons',
  },
});

export interface DayDetailLine {
  /** The chart line it belongs to, for its colour. */
  series: 'cost' | 'unassigned' | 'licenses' | 'unpriced' | 'previous' | 'forecast';
  label: string;
  value: string;
  /** Why the value is what it is (a lower bound, a share). */
  note?: string;
}

/** Everything known about one day, written for people: the chart's tooltip and its spoken text. */
export interface DayDetails {
  day: IsoDay;
  title: string;
  missing: boolean;
  /** A projected day, after the last day of data. */
  projected: boolean;
  lowerBound: boolean;
  lines: DayDetailLine[];
  /** One sentence with all of it, for a screen reader. */
  summary: string;
}

export function describeDay(
  history: CostHistory,
  dayNumber: number,
  formatters: Formatters,
  previousPeriod: { length: number } | null,
  forecast: Forecast | null = null,
  t: Write = translate,
): DayDetails {
  const day = fromDayNumber(dayNumber);
  const title = formatters.dayLong(dayToUtcDate(dayNumber));
  const point = history.at(dayNumber);
  const lines: DayDetailLine[] = [];
  const spoken: string[] = [];

  const projected = point ? null : forecast ? forecastOn(forecast, dayNumber) : null;
  if (projected) {
    lines.push({ series: 'forecast', label: t(messages.forecast), value: formatters.money(projected.value) });
    lines.push({
      series: 'forecast',
      label: t(messages.band),
      value: t(messages.bandValue, { low: formatters.money(projected.low), high: formatters.money(projected.high) }),
      note: t(messages.bandNote),
    });
    spoken.push(t(messages.spokenForecast, { projection: projectionLong(projected, formatters, t) }));
  } else if (!point) {
    spoken.push(t(messages.spokenNoData));
  } else {
    const lowerBound = point.unpriced > 0;
    const bound = (amount: string) => (lowerBound ? t(messages.atLeast, { amount }) : amount);
    const unpricedNote = lowerBound ? t(messages.unpricedNote, { unpriced: point.unpriced }) : undefined;
    const share = point.annualCost === 0 ? null : point.unassignedAnnualCost / point.annualCost;
    lines.push({
      series: 'cost',
      label: t(messages.annualCost),
      value: bound(formatters.money(point.annualCost)),
      note: unpricedNote,
    });
    lines.push({
      series: 'unassigned',
      label: t(messages.unassigned),
      value: bound(formatters.money(point.unassignedAnnualCost)),
      note: share === null ? undefined : t(messages.shareOfCost, { share: formatters.percent(share) }),
    });
    lines.push({ series: 'licenses', label: t(messages.licenses), value: formatters.count(point.licenses) });
    lines.push({
      series: 'unpriced',
      label: t(messages.unpriced),
      value: formatters.count(point.unpriced),
      note: lowerBound ? t(messages.notCounted) : undefined,
    });
    const yes = lowerBound ? 'yes' : 'no';
    spoken.push(
      t(messages.spokenCost, { lowerBound: yes, amount: formatters.money(point.annualCost) }),
      share === null
        ? t(messages.spokenUnassigned, { lowerBound: yes, amount: formatters.money(point.unassignedAnnualCost) })
        : t(messages.spokenUnassignedShare, {
            lowerBound: yes,
            amount: formatters.money(point.unassignedAnnualCost),
            share: formatters.percent(share),
          }),
      t(messages.spokenLicenses, { licenses: point.licenses }),
      point.unpriced > 0 ? t(messages.spokenUnpriced, { unpriced: point.unpriced }) : t(messages.spokenNoUnpriced),
    );
  }

  if (previousPeriod) {
    const previousDay = alignedPreviousDay(dayNumber, previousPeriod.length);
    const previous = history.at(previousDay);
    const previousTitle = formatters.dayMedium(dayToUtcDate(previousDay));
    if (previous) {
      const change = point ? point.annualCost - previous.annualCost : null;
      const note =
        change === null
          ? t(messages.previousOn, { day: previousTitle })
          : previous.annualCost === 0
            ? t(messages.previousChange, { day: previousTitle, change: formatters.moneyChange(change) })
            : t(messages.previousChangePercent, {
                day: previousTitle,
                change: formatters.moneyChange(change),
                percent: formatters.percentChange(change / previous.annualCost),
              });
      const amount = formatters.money(previous.annualCost);
      lines.push({
        series: 'previous',
        label: t(messages.previous),
        value: previous.unpriced > 0 ? t(messages.atLeast, { amount }) : amount,
        note,
      });
      spoken.push(t(messages.spokenPrevious, { day: previousTitle, amount }));
    } else {
      lines.push({
        series: 'previous',
        label: t(messages.previous),
        value: t(messages.noData),
        note: t(messages.previousOn, { day: previousTitle }),
      });
      spoken.push(t(messages.spokenPreviousNoData, { day: previousTitle }));
    }
  }

  return {
    day,
    title,
    missing: point === null && projected === null,
    projected: projected !== null,
    lowerBound: (point?.unpriced ?? 0) > 0,
    lines,
    summary: t(messages.summary, { day: title, parts: spoken.join('; ') }),
  };
}
