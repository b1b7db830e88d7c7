import { defineMessages, translate } from '../../../lib/i18n';
import type { IsoDay } from './days';
import type { Forecast } from './forecast';
import type { Write } from './words';

const messages = defineMessages({
  empty: { id: 'licenses.threshold.empty', defaultMessage: 'Enter an annual cost, for example 1,200,000 or 1.2M.' },
  notANumber: {
    id: 'licenses.threshold.notANumber',
    defaultMessage: 'Enter the amount as a number, for example 1,200,000 or 1.2M.',
  },
  notPositive: { id: 'licenses.threshold.notPositive', defaultMessage: 'The threshold must be more than 0.' },
});

/**
 * A personal annual-cost threshold: kept in this browser's localStorage, one per workspace and
 * user, never sent anywhere. The page draws it on the chart and says when the forecast reaches it.
 */
const KEY_PREFIX = 'console.licenses.threshold';

export function thresholdStorageKey(workspace: string, userId: string): string {
  return `${KEY_PREFIX}.${workspace}.${userId}`;
}

export function readThreshold(key: string, storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  let stored: string | null = null;
  try {
    stored = storage.getItem(key);
  } catch {
    // Storage can be blocked: no threshold then.
  }
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Saves (or with null, forgets) the threshold; false when the browser refused to keep it. */
export function saveThreshold(
  key: string,
  value: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): boolean {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, String(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads an amount typed by a person: digits with an optional decimal point or comma, grouping by
 * spaces, commas or points where unambiguous ("1,200,000", "1 200 000", "1.2M", "850k").
 */
export function parseThresholdInput(text: string, t: Write = translate): { value: number } | { error: string } {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^[^\d.,-]+|[^\d.,kKmM]+$/g, '');
  if (cleaned === '') return { error: t(messages.empty) };
  const match = /^(-?[\d.,]+)([kKmM]?)$/.exec(cleaned);
  if (!match) return { error: t(messages.notANumber) };
  let digits = match[1]!;
  const suffix = match[2]!.toLowerCase();
  const separators = digits.replace(/[^.,]/g, '');
  if (separators.length > 0) {
    const last = separators[separators.length - 1]!;
    const lastIndex = digits.lastIndexOf(last);
    const decimals = digits.length - lastIndex - 1;
    const sameEverywhere = [...separators].every((each) => each === last);
    // "1,200,000" and "1.200.000" group thousands; "1,5" and "1.5" and "1.234,5" have decimals.
    const isGrouping = sameEverywhere && decimals === 3 && (separators.length > 1 || suffix === '');
    digits = isGrouping
      ? digits.replace(/[.,]/g, '')
      : `${digits.slice(0, lastIndex).replace(/[.,]/g, '')}.${digits.slice(lastIndex + 1)}`;
  }
  const value = Number(digits) * (suffix === 'k' ? 1e3 : suffix === 'm' ? 1e6 : 1);
  if (!Number.isFinite(value)) return { error: t(messages.notANumber) };
  if (value <= 0) return { error: t(messages.notPositive) };
  return { value };
}

export type ThresholdOutlook =
  /** Below it now; the forecast reaches it on `day` (the band: from `earliest` on, surely by `latest`). */
  | { kind: 'crossing'; day: IsoDay; earliest: IsoDay; latest: IsoDay | null }
  /** Below it now, and the forecast stays below through `through` (`earliest`: the band's upper edge reaches it). */
  | { kind: 'not-within'; through: IsoDay; earliest: IsoDay | null }
  /** At or above it now; `fallsBelow`: the day the forecast goes back under it, if it does. */
  | { kind: 'above'; fallsBelow: IsoDay | null; through: IsoDay };

/** When the forecast reaches `threshold`, given the annual cost on the last day of data. */
export function thresholdOutlook(current: number, forecast: Forecast, threshold: number): ThresholdOutlook {
  const last = forecast.points[forecast.points.length - 1];
  const through = last?.day ?? forecast.lastDay;
  if (current >= threshold) {
    const below = forecast.points.find((point) => point.value < threshold);
    return { kind: 'above', fallsBelow: below?.day ?? null, through };
  }
  const day = forecast.points.find((point) => point.value >= threshold)?.day ?? null;
  const earliest = forecast.points.find((point) => point.high >= threshold)?.day ?? null;
  const latest = forecast.points.find((point) => point.low >= threshold)?.day ?? null;
  if (day === null) return { kind: 'not-within', through, earliest };
  return { kind: 'crossing', day, earliest: earliest ?? day, latest };
}
