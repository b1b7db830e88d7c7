import { IntlMessageFormat } from 'intl-messageformat';
import { getFormattingLocale } from '../i18n/current';
import type { Say } from './messages';

/**
 * The rows' words in English, from the messages' own text, for the doctor: it runs in Node, without
 * the console's catalogues (and its build keeps FormatJS's parser, which the browser's drops).
 * Numbers as the console writes them in English (`getFormattingLocale`).
 */
export const sayInEnglish: Say = (descriptor, values) =>
  String(new IntlMessageFormat(descriptor.defaultMessage, getFormattingLocale()).format(values));
