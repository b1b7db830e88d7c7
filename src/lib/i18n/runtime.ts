import { formatToParts, PART_TYPE, type Formats, type Formatters, type PrimitiveType } from 'intl-messageformat';
import { catalogues } from 'virtual:i18n-catalogues';
import { browserLanguagesInUse, changeLocale, getLocale } from './current';
import { DEFAULT_LOCALE, formattingLocale, type Locale } from './locales';
import { namespaceOf, type CompiledCatalogue, type MessageDescriptor } from './messages';

/** `<locale>/<namespace>` -> its compiled messages, once loaded. */
const loaded = new Map<string, CompiledCatalogue>();
const loading = new Map<string, Promise<void>>();
/** Namespaces something has asked for: a switch loads them all in the new language first. */
const namespacesInUse = new Set<string>(['shell']);
/** Bumped by each switch: a slower, earlier switch never wins over a later one. */
let switchCount = 0;

function loadOne(locale: Locale, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const importer = catalogues[locale]?.[namespace];
    if (!importer) {
      loaded.set(key, {});
      return Promise.resolve();
    }
    pending = importer().then(
      (module) => {
        loaded.set(key, module.default);
        loading.delete(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

const batches = new Map<string, Promise<void>>();

/**
 * Loads namespaces' catalogues in a language (once; the same promise while they come, so React's
 * `use()` can wait on it).
 */
export function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) namespacesInUse.add(namespace);
  const missing = namespaces.filter((namespace) => !loaded.has(`${locale}/${namespace}`));
  if (missing.length === 0) return Promise.resolve();
  const key = `${locale}/${[...missing].sort().join(',')}`;
  let batch = batches.get(key);
  if (!batch) {
    batch = Promise.all(missing.map((namespace) => loadOne(locale, namespace))).then(
      () => void batches.delete(key),
      (error: unknown) => {
        batches.delete(key);
        throw error;
      },
    );
    batches.set(key, batch);
  }
  return batch;
}

export function hasNamespaces(locale: Locale, namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => loaded.has(`${locale}/${namespace}`));
}

/**
 * Switches the language: loads, in the new language, every namespace in use, then changes the
 * locale at once (nothing shows half in one language), `<html lang>` with it. Forms keep their
 * state: nothing is remounted, components re-render.
 */
export async function setLocale(
  locale: Locale,
  browserLanguages: readonly string[] = browserLanguagesInUse(),
): Promise<void> {
  const mine = ++switchCount;
  await loadNamespaces(locale, [...namespacesInUse]);
  if (mine !== switchCount) return;
  changeLocale(locale, browserLanguages);
}

export type MessageValues = Record<string, PrimitiveType>;

/** ICU's named styles (`{n, number, percent}`, `{d, date, short}`), as FormatJS defines them. */
const FORMATS: Formats = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

/** Intl's formatters for FormatJS's formatter, each made once per locale and options. */
function memoized<T>(make: (locales?: string | string[], options?: object) => T) {
  const made = new Map<string, T>();
  return (locales?: string | string[], options?: object): T => {
    const key = JSON.stringify([locales, options]);
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(locales, options)));
    return formatter;
  };
}

const formatters: Formatters = {
  getNumberFormat: memoized((locales, options) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: memoized((locales, options) => new Intl.DateTimeFormat(locales, options)),
  getPluralRules: memoized((locales, options) => new Intl.PluralRules(locales, options)),
};

function compiledMessage(locale: Locale, id: string): string | CompiledCatalogue[string] | undefined {
  const namespace = namespaceOf(id);
  return loaded.get(`${locale}/${namespace}`)?.[id] ?? loaded.get(`${DEFAULT_LOCALE}/${namespace}`)?.[id];
}

/**
 * A message in a language, with its values. Its namespace must have been loaded (`useT(namespace)`
 * waits for it); a message missing from the catalogues (a test fails then) shows its id.
 */
export function formatMessage(
  locale: Locale,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string | unknown[] {
  const message = compiledMessage(locale, descriptor.id);
  if (message === undefined) {
    if (import.meta.env.DEV) console.error(`Message ${descriptor.id} is not loaded or not in the catalogue`);
    return descriptor.id;
  }
  if (typeof message === 'string') return message;
  // FormatJS's formatter (formatToParts) on the message parsed at build time.
  const parts = formatToParts(message, formattingLocaleOf(locale), formatters, FORMATS, values as MessageValues);
  if (parts.every((part) => part.type === PART_TYPE.literal)) return parts.map((part) => part.value).join('');
  return parts.map((part) => part.value);
}

/** The locale numbers and dates are formatted in (see `formattingLocale`), worked out once per language and browser languages. */
let formatting: { locale: Locale; languages: readonly string[]; tag: string } | null = null;
function formattingLocaleOf(locale: Locale): string {
  const languages = browserLanguagesInUse();
  if (formatting?.locale !== locale || formatting.languages !== languages) {
    formatting = { locale, languages, tag: formattingLocale(locale, languages) };
  }
  return formatting.tag;
}

/** A message as text, in the current language. */
export function translate(descriptor: MessageDescriptor, values?: MessageValues, locale = getLocale()): string {
  const formatted = formatMessage(locale, descriptor, values);
  return typeof formatted === 'string' ? formatted : formatted.join('');
}
