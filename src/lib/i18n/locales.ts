/** The languages the console is written in, by their BCP 47 tags. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'ja'] as const;
/**
 * Accented, 40 % longer and in brackets, made from English at build time: tests pick it (a browser
 * whose language is `en-XA`) to find text left out of the catalogues and layouts that break when
 * words grow. Not offered in the language menu.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (value === PSEUDO_LOCALE || (LOCALES as readonly string[]).includes(value));
}

/**
 * The first of the browser's languages the console is written in: `de-AT` is German, `en-XA` the
 * pseudo-locale; English when none is.
 */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    if (language.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tag `Intl` formats with: the browser's own variant of the chosen language where it has one
 * (`en-GB` writes 16/11/2026, `de-CH` 1'234), else the language; the pseudo-locale's figures are
 * English ones.
 */
export function formattingLocale(locale: Locale, languages: readonly string[]): string {
  const language = locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
  const variant = languages.find((tag) => tag.toLowerCase().split('-')[0] === language && tag.includes('-'));
  if (!variant) return language;
  try {
    return Intl.getCanonicalLocales(variant)[0] ?? language;
  } catch {
    return language;
  }
}
