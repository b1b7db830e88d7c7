import { fromDayNumber, toDayNumber } from './days';
import type { ForecastPoint } from './forecast';
import type { CostHistory } from './history';
import type { DayRange } from './range';

export const CSV_HEADER = [
  'day',
  'annual_cost',
  'unassigned_annual_cost',
  'licenses',
  'unpriced',
  'currency',
  'note',
] as const;

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
export const CSV_FORECAST_COLUMNS = ['forecast_low_80', 'forecast_high_80'] as const;

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
): string {
  const withForecast = forecast.length > 0;
  const extra = withForecast ? ['', ''] : [];
  const lines = [[...CSV_HEADER, ...(withForecast ? CSV_FORECAST_COLUMNS : [])].join(',')];
  const last = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= last; day += 1) {
    const point = history.at(day);
    const iso = fromDayNumber(day);
    if (!point) {
      lines.push([iso, '', '', '', '', currency, 'no data for this day', ...extra].map(csvField).join(','));
      continue;
    }
    const note =
      point.unpriced > 0
        ? `lower bound: ${point.unpriced} unpriced license${point.unpriced === 1 ? '' : 's'}, not counted in the costs`
        : '';
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
        'forecast',
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
