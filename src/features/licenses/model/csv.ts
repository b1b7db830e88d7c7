import { defineMessages, translate, type MessageDescriptor } from '../../../lib/i18n';
import { fromDayNumber, toDayNumber } from './days';
import type { ForecastPoint } from './forecast';
import type { CostHistory } from './history';
import type { DayRange } from './range';
import type { Write } from './words';

const messages = defineMessages({
  day: { id: 'licenses.csv.day', defaultMessage: 'day', description: 'CSV column header' },
  annualCost: { id: 'licenses.csv.annualCost', defaultMessage: 'annual_cost', description: 'CSV column header' },
  unassignedAnnualCost: {
    id: 'licenses.csv.unassignedAnnualCost',
    defaultMessage: 'unassigned_annual_cost',
    description: 'CSV column header: the annual cost of licenses assigned to nobody',
  },
  licenses: { id: 'licenses.csv.licenses', defaultMessage: 'licenses', description: 'CSV column header' },
  unpriced: {
    id: 'licenses.csv.unpriced',
    defaultMessage: 'unpriced',
    description: 'CSV column header: licenses without a price',
  },
  currency: { id: 'licenses.csv.currency', defaultMessage: 'currency', description: 'CSV column header' },
  note: { id: 'licenses.csv.note', defaultMessage: 'note', description: 'CSV column header' },
  forecastLow: {
    id: 'licenses.csv.forecastLow',
    defaultMessage: 'forecast_low_80',
    description: 'CSV column header: the low edge of the 80 % prediction interval',
  },
  forecastHigh: {
    id: 'licenses.csv.forecastHigh',
    defaultMessage: 'forecast_high_80',
    description: 'CSV column header: the high edge of the 80 % prediction interval',
  },
  noData: { id: 'licenses.csv.noData', defaultMessage: 'no data for this day' },
  lowerBound: {
    id: 'licenses.csv.lowerBound',
    defaultMessage:
      'lower bound: {unpriced, plural, one {# unpriced license} other {# unpriced licenses}}, not counted in the costs',
  },
  forecast: { id: 'licenses.csv.forecast', defaultMessage: 'forecast', description: 'The note of a projected day' },
});

export const CSV_HEADER: readonly MessageDescriptor[] = [
  messages.day,
  messages.annualCost,
  messages.unassignedAnnualCost,
  messages.licenses,
  messages.unpriced,
  messages.currency,
  messages.note,
];

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A number as any spreadsheet reads it whatever its locale: a point for decimals, no grouping,
 * no exponent, no currency sign.
 */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const plain = String(value);
  if (!/e/i.test(plain)) return plain;
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** The columns added when the CSV carries a forecast: its 80 % band. */
export const CSV_FORECAST_COLUMNS: readonly MessageDescriptor[] = [messages.forecastLow, messages.forecastHigh];

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The range as CSV, one row per day, oldest first, CRLF line ends. A missing day keeps its row,
 * with empty values and a note, so a gap is visible rather than silently absent. With a forecast,
 * its days follow, each marked "forecast" in the note, its projected annual cost in `annual_cost`
 * and its 80 % band in two more columns (empty on the days with data).
 */
export function buildCostCsv(
  history: CostHistory,
  range: DayRange,
  currency: string,
  forecast: readonly ForecastPoint[] = [],
  t: Write = translate,
): string {
  const withForecast = forecast.length > 0;
  const extra = withForecast ? ['', ''] : [];
  const header = [...CSV_HEADER, ...(withForecast ? CSV_FORECAST_COLUMNS : [])].map((column) => t(column));
  const lines = [header.map(csvField).join(',')];
  const last = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= last; day += 1) {
    const point = history.at(day);
    const iso = fromDayNumber(day);
    if (!point) {
      lines.push([iso, '', '', '', '', currency, t(messages.noData), ...extra].map(csvField).join(','));
      continue;
    }
    const note = point.unpriced > 0 ? t(messages.lowerBound, { unpriced: point.unpriced }) : '';
    lines.push(
      [
        iso,
        csvNumber(point.annualCost),
        csvNumber(point.unassignedAnnualCost),
        csvNumber(point.licenses),
        csvNumber(point.unpriced),
        currency,
        note,
        ...extra,
      ]
        .map(csvField)
        .join(','),
    );
  }
  for (const point of forecast) {
    lines.push(
      [
        point.day,
        csvNumber(cents(point.value)),
        '',
        '',
        '',
        currency,
        t(messages.forecast),
        csvNumber(cents(point.low)),
        csvNumber(cents(point.high)),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(workspace: string, range: DayRange): string {
  const safe = workspace.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  return `license-costs-${safe}-${range.from}-to-${range.to}.csv`;
}
