import { getFormattingLocale } from './i18n/current';

/**
 * Formatting in the user's language (src/lib/i18n decides it): every date, number, currency and list
 * the console writes goes through here, or through a formatter made here. Each formatter is made once
 * per language, when first used.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  let made: { locale: string; value: T } | null = null;
  return () => {
    const locale = getFormattingLocale();
    if (made?.locale !== locale) made = { locale, value: make(locale) };
    return made.value;
  };
}

const made = new Map<string, unknown>();
function cached<T>(kind: string, options: object, make: (locale: string) => T): T {
  const key = `${kind}\u0000${getFormattingLocale()}\u0000${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(getFormattingLocale());
    made.set(key, formatter);
  }
  return formatter;
}

/** A number formatter in the user's language: `numberFormat({ style: 'currency', currency }).format(x)`. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

/** A date formatter in the user's language. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** "Ada, Grace and Linus" in the user's language ("Ada, Grace und Linus"). */
export function formatList(items: readonly string[], options: Intl.ListFormatOptions = {}): string {
  return cached('list', options, (locale) => new Intl.ListFormat(locale, options)).format(items);
}

// The formatters the console uses most, each looked up once per language (not per call).
const dateTime = perLocale(() => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }));
const utcDateTime = perLocale(() => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }));
const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const integer = perLocale(() => numberFormat());
const textCollator = perLocale((locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }));

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
 * English only: a message with an ICU plural (`{count, plural, one {# worker} other {# workers}}`)
 * says this in every language; use that in new code.
 *
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
