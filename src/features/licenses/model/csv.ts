import { fromDayNumber, toDayNumber } from './days';
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

/**
 * The range as CSV, one row per day, oldest first, CRLF line ends. A missing day keeps its row,
 * with empty values and a note, so a gap is visible rather than silently absent.
 */
export function buildCostCsv(history: CostHistory, range: DayRange, currency: string): string {
  const lines = [CSV_HEADER.join(',')];
  const last = toDayNumber(range.to);
  for (let day = toDayNumber(range.from); day <= last; day += 1) {
    const point = history.at(day);
    const iso = fromDayNumber(day);
    if (!point) {
      lines.push([iso, '', '', '', '', currency, 'no data for this day'].map(csvField).join(','));
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
