import { dateTimeFormat, numberFormat } from '../../../lib/format';
import { onFirstUse } from '../../../lib/on-first-use';

/**
 * The currency the amounts are in. The API sends bare numbers and the spec names no currency, so
 * it is a display setting of each user (not a secret), kept in localStorage; it changes how
 * amounts are written, never their value.
 */
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_STORAGE_KEY = 'console.licenses.currency';

/** The currencies offered first; any other ISO 4217 code the browser knows is accepted too. */
export const commonCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'INR',
  'BRL',
  'CNY',
  'SGD',
] as const;

let supportedCurrencies: ReadonlySet<string> | null = null;

export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  supportedCurrencies ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : commonCurrencies,
  );
  return supportedCurrencies.has(code);
}

export function readCurrency(storage: Pick<Storage, 'getItem'> = localStorage): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    // Storage can be blocked; the default applies.
  }
  return stored && isKnownCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

export function saveCurrency(code: string, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (code === DEFAULT_CURRENCY) storage.removeItem(CURRENCY_STORAGE_KEY);
    else storage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Storage can be blocked; the choice then lasts until the page is left.
  }
}

/** Number formatting for the user's locale and the chosen currency. */
export interface Formatters {
  currency: string;
  /** Exact, with the currency's usual decimals: "$1,234,567.89". */
  money(value: number): string;
  /** Short, for axis ticks: "$1.2M". */
  moneyCompact(value: number): string;
  /** Short with three significant digits, for projections: "$1.24M". */
  moneyShort(value: number): string;
  /** The currency's usual decimals (2 for USD and EUR, 0 for JPY): what amounts are rounded to. */
  fractionDigits(): number;
  /** With an explicit sign, for changes: "+$12,000.00", "−$300.00". */
  moneyChange(value: number): string;
  count(value: number): string;
  countChange(value: number): string;
  countCompact(value: number): string;
  /** A share 0..1: "12.3%". */
  percent(value: number): string;
  percentChange(value: number): string;
  /** "Mon, Nov 16, 2026" */
  dayLong(day: Date): string;
  /** "Nov 16, 2026" */
  dayMedium(day: Date): string;
}

/**
 * The formatters for `currency`: in `locale` when given (tests), else in the console's language,
 * read when a figure is written (src/lib/format.ts keeps one formatter per language).
 */
export function createFormatters(currency: string, locale?: string): Formatters {
  const make = {
    number: (options: Intl.NumberFormatOptions) =>
      locale === undefined ? () => numberFormat(options) : onFirstUse(() => new Intl.NumberFormat(locale, options)),
    date: (options: Intl.DateTimeFormatOptions) =>
      locale === undefined ? () => dateTimeFormat(options) : onFirstUse(() => new Intl.DateTimeFormat(locale, options)),
  };
  const money = make.number({ style: 'currency', currency });
  const moneyCompact = make.number({ style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const moneyShort = make.number({ style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 });
  const moneyChange = make.number({ style: 'currency', currency, signDisplay: 'exceptZero' });
  const count = make.number({ maximumFractionDigits: 2 });
  const countChange = make.number({ maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const countCompact = make.number({ notation: 'compact', maximumFractionDigits: 1 });
  const percent = make.number({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percentChange = make.number({
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const dayLong = make.date({ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dayMedium = make.date({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    currency,
    money: (value) => money().format(value),
    moneyCompact: (value) => moneyCompact().format(value),
    moneyShort: (value) => moneyShort().format(value),
    fractionDigits: () => money().resolvedOptions().maximumFractionDigits ?? 2,
    moneyChange: (value) => moneyChange().format(value),
    count: (value) => count().format(value),
    countChange: (value) => countChange().format(value),
    countCompact: (value) => countCompact().format(value),
    percent: (value) => percent().format(value),
    percentChange: (value) => percentChange().format(value),
    dayLong: (day) => dayLong().format(day),
    dayMedium: (day) => dayMedium().format(day),
  };
}
