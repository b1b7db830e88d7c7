/** The console's messages and languages. How to use them: docs/i18n.md. */
export { defineMessage, defineMessages, type MessageDescriptor, type Text } from './messages';
export { LOCALES, LOCALE_NAMES, PSEUDO_LOCALE, isLocale, pickLocale, type Locale } from './locales';
export {
  getFormattingLocale,
  getLocale,
  loadNamespaces,
  setLocale,
  subscribeToLocale,
  translate,
  type MessageValues,
} from './runtime';
export { T, textOf, useLocale, useT, type Translate } from './react';
export {
  bootLanguage,
  browserLanguages,
  languageFor,
  readLanguageChoice,
  rememberLanguageUser,
  saveLanguageChoice,
} from './choice';
export { describeApiError, knowsErrorCode, prepareErrorMessages, type ErrorDescription } from './api-errors';
