import { PSEUDO_LOCALE, type Locale } from './locales';

/** Each language in its own words, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  [PSEUDO_LOCALE]: '[Þšéééûûđöö]',
};
