import { dayToUtcDate, fromDayNumber, type IsoDay } from './days';
import type { Formatters } from './currency';
import type { CostHistory } from './history';
import { alignedPreviousDay } from './chart-series';
import { forecastOn, type Forecast } from './forecast';
import { projectionLong } from './insight-text';

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
): DayDetails {
  const day = fromDayNumber(dayNumber);
  const title = formatters.dayLong(dayToUtcDate(dayNumber));
  const point = history.at(dayNumber);
  const lines: DayDetailLine[] = [];
  const spoken: string[] = [];

  const projected = point ? null : forecast ? forecastOn(forecast, dayNumber) : null;
  if (projected) {
    lines.push({ series: 'forecast', label: 'Forecast', value: formatters.money(projected.value) });
    lines.push({
      series: 'forecast',
      label: '80 % band',
      value: `${formatters.money(projected.low)} – ${formatters.money(projected.high)}`,
      note: '8 chances in 10 of landing in it',
    });
    spoken.push(`forecast: ${projectionLong(projected, formatters)}`);
  } else if (!point) {
    spoken.push('no data for this day');
  } else {
    const lowerBound = point.unpriced > 0;
    const atLeast = lowerBound ? '≥ ' : '';
    const unpricedNote = lowerBound
      ? `lower bound: ${formatters.quantity(point.unpriced, 'license')} without a price`
      : undefined;
    const share = point.annualCost === 0 ? null : point.unassignedAnnualCost / point.annualCost;
    lines.push({
      series: 'cost',
      label: 'Annual cost',
      value: `${atLeast}${formatters.money(point.annualCost)}`,
      note: unpricedNote,
    });
    lines.push({
      series: 'unassigned',
      label: 'Unassigned',
      value: `${atLeast}${formatters.money(point.unassignedAnnualCost)}`,
      note: share === null ? undefined : `${formatters.percent(share)} of the annual cost`,
    });
    lines.push({ series: 'licenses', label: 'Licenses', value: formatters.count(point.licenses) });
    lines.push({
      series: 'unpriced',
      label: 'Unpriced',
      value: formatters.count(point.unpriced),
      note: lowerBound ? 'not counted in the costs' : undefined,
    });
    spoken.push(
      `annual cost ${lowerBound ? 'at least ' : ''}${formatters.money(point.annualCost)}`,
      `unassigned ${lowerBound ? 'at least ' : ''}${formatters.money(point.unassignedAnnualCost)}${share === null ? '' : `, ${formatters.percent(share)} of the cost`}`,
      formatters.quantity(point.licenses, 'license'),
      point.unpriced > 0
        ? `${formatters.quantity(point.unpriced, 'license')} unpriced, so the costs are lower bounds`
        : 'no unpriced licenses',
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
          ? `on ${previousTitle}`
          : `on ${previousTitle}; change since: ${formatters.moneyChange(change)}${previous.annualCost === 0 ? '' : ` (${formatters.percentChange(change / previous.annualCost)})`}`;
      lines.push({
        series: 'previous',
        label: 'Previous period',
        value: `${previous.unpriced > 0 ? '≥ ' : ''}${formatters.money(previous.annualCost)}`,
        note,
      });
      spoken.push(`previous period, ${previousTitle}: annual cost ${formatters.money(previous.annualCost)}`);
    } else {
      lines.push({ series: 'previous', label: 'Previous period', value: 'No data', note: `on ${previousTitle}` });
      spoken.push(`previous period, ${previousTitle}: no data`);
    }
  }

  return {
    day,
    title,
    missing: point === null && projected === null,
    projected: projected !== null,
    lowerBound: (point?.unpriced ?? 0) > 0,
    lines,
    summary: `${title}: ${spoken.join('; ')}.`,
  };
}
