import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { catalogues } from 'virtual:i18n-catalogues';
import { DEFAULT_LOCALE, formattingLocale, type Locale } from './locales';
import { namespaceOf, type CompiledCatalogue, type MessageDescriptor } from './messages';

/**
 * The one place that decides the console's language: the locale every message, date, number,
 * currency and list is written in. Everything else asks `getLocale()`/`getFormattingLocale()` or
 * subscribes (`useLocale()`, `useT()`).
 */
let current: Locale = DEFAULT_LOCALE;
let languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages;
let formatting = formattingLocale(current, languages);
/** Bumped by each switch: a slower, earlier switch never wins over a later one. */
let switchCount = 0;

const listeners = new Set<() => void>();
/** `<locale>/<namespace>` -> its compiled messages, once loaded. */
const loaded = new Map<string, CompiledCatalogue>();
const loading = new Map<string, Promise<void>>();
/** Namespaces something has asked for: a switch loads them all in the new language first. */
const namespacesInUse = new Set<string>(['shell']);

export function getLocale(): Locale {
  return current;
}

/** The tag for `Intl`: the chosen language, in the browser's own variant of it where it has one. */
export function getFormattingLocale(): string {
  return formatting;
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
export async function setLocale(locale: Locale, browserLanguages: readonly string[] = languages): Promise<void> {
  const mine = ++switchCount;
  await loadNamespaces(locale, [...namespacesInUse]);
  if (mine !== switchCount) return;
  languages = browserLanguages;
  const changed = locale !== current;
  current = locale;
  formatting = formattingLocale(locale, languages);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (changed) for (const listener of [...listeners]) listener();
}

export type MessageValues = Record<string, PrimitiveType>;

const formats = new Map<string, IntlMessageFormat>();

function compiledMessage(locale: Locale, id: string): string | CompiledCatalogue[string] | undefined {
  const namespace = namespaceOf(id);
  return loaded.get(`${locale}/${namespace}`)?.[id] ?? loaded.get(`${DEFAULT_LOCALE}/${namespace}`)?.[id];
}

function formatterFor(locale: Locale, id: string, message: Exclude<CompiledCatalogue[string], string>) {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, formattingLocale(locale, languages));
    formats.set(key, format);
  }
  return format;
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
  const formatted = formatterFor(locale, descriptor.id, message).format(values as MessageValues);
  return typeof formatted === 'string' || Array.isArray(formatted) ? formatted : String(formatted ?? '');
}

/** A message as text, in the current language. */
export function translate(descriptor: MessageDescriptor, values?: MessageValues, locale = current): string {
  const formatted = formatMessage(locale, descriptor, values);
  return typeof formatted === 'string' ? formatted : formatted.join('');
}
