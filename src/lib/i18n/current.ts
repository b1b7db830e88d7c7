import { DEFAULT_LOCALE, formattingLocale, type Locale } from './locales';

/**
 * The one place that holds the console's language: the locale every message, date, number, currency
 * and list is written in. It changes only through `setLocale` (runtime.ts), once the new language's
 * messages are there; everything else reads it here or subscribes (`useLocale()`, `useT()`). No
 * catalogue is imported here: formatting code (src/lib/format.ts) and threads may import it.
 */
let current: Locale = DEFAULT_LOCALE;
let languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages;
let formatting = formattingLocale(current, languages);
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

/** The tag for `Intl`: the chosen language, in the browser's own variant of it where it has one. */
export function getFormattingLocale(): string {
  return formatting;
}

export function browserLanguagesInUse(): readonly string[] {
  return languages;
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the language, `<html lang>` with it, and tells the subscribers. Call `setLocale` instead. */
export function changeLocale(locale: Locale, browserLanguages: readonly string[]): void {
  languages = browserLanguages;
  const changed = locale !== current;
  current = locale;
  formatting = formattingLocale(locale, languages);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (changed) for (const listener of [...listeners]) listener();
}
