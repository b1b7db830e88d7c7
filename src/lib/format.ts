import { onFirstUse } from './on-first-use';

/** Formatting for the user's locale. */
const dateTime = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const utcDateTime = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }),
);
const relative = onFirstUse(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const integer = onFirstUse(() => new Intl.NumberFormat());
const textCollator = onFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/**
 * Makes the formatters the first pages use, one per task. The browser's first formatter loads the
 * locale's data (about 20 ms here, four times that on a phone): made while a page's code is still
 * downloading, that wait stays out of the page's first render.
 */
export function prepareFormatters(): void {
  const pending = [dateTime, utcDateTime, relative, integer, textCollator];
  const makeNext = () => {
    pending.shift()?.();
    if (pending.length > 0) setTimeout(makeNext, 0);
  };
  setTimeout(makeNext, 0);
}

export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** The exact instant in UTC, for a title or tooltip beside a relative time. */
export function formatUtc(iso: string): string {
  return utcDateTime().format(new Date(iso));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "now". */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative().format(Math.round(seconds / size), unit);
    }
  }
  return relative().format(0, 'second');
}

export function formatInteger(value: number): string {
  return integer().format(value);
}

/**
 * "1 worker", "2,345 workers", "3 people": a count and the noun that agrees with it. A page that
 * writes its numbers its own way (license costs, in the currency's locale) passes its formatter.
 */
export function formatQuantity(
  count: number,
  one: string,
  many = `${one}s`,
  format: (value: number) => string = formatInteger,
): string {
  return `${format(count)} ${count === 1 ? one : many}`;
}

/** Orders names as a person reads them: "Team 2" before "team 10", accents and case aside. */
export function compareText(a: string, b: string): number {
  return textCollator().compare(a, b);
}
