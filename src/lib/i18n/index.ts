/** The console's messages and languages. How to use them: docs/i18n.md. */
export { defineMessages, namespacesOf, type MessageDescriptor, type Text } from './messages';
export { LOCALES, pickLocale, type Locale } from './locales';
export { LOCALE_NAMES } from './locale-names';
export { getLocale } from './current';
export { loadNamespaces, setLocale, translate } from './runtime';
export { textOf, useT, type Translate } from './react';
export { T } from './rich-text';
export {
  bootLanguage,
  browserLanguages,
  languageFor,
  readLanguageChoice,
  rememberLanguageUser,
  saveLanguageChoice,
} from './choice';
export { describeApiError, prepareErrorMessages, useErrorMessages } from './api-errors';
