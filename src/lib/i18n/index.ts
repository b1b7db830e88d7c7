/** The console's messages and languages. How to use them: docs/i18n.md. */
export { defineMessage, defineMessages, type MessageDescriptor, type Text } from './messages';
export { LOCALES, PSEUDO_LOCALE, isLocale, pickLocale, type Locale } from './locales';
export { LOCALE_NAMES } from './locale-names';
export { getFormattingLocale, getLocale, subscribeToLocale } from './current';
export { loadNamespaces, setLocale, translate, type MessageValues } from './runtime';
export { textOf, translatorFor, useLocale, useT, type Translate } from './react';
export { T } from './rich-text';
export {
  bootLanguage,
  browserLanguages,
  languageFor,
  readLanguageChoice,
  rememberLanguageUser,
  saveLanguageChoice,
} from './choice';
export { describeApiError, prepareErrorMessages, useErrorMessages, type ErrorDescription } from './api-errors';
