import { use, useSyncExternalStore } from 'react';
import type { Locale } from './locales';
import type { MessageDescriptor, Text } from './messages';
import { getLocale, subscribeToLocale } from './current';
import { hasNamespaces, loadNamespaces, translate, type MessageValues } from './runtime';

/** The current language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, getLocale, getLocale);
}

/** Formats messages in one language: `t(messages.title)`, `t(messages.count, { count })`. */
export interface Translate {
  (descriptor: MessageDescriptor, values?: MessageValues): string;
  readonly locale: Locale;
}

const translators = new Map<Locale, Translate>();

/** One function per language: a new one (for hooks' dependencies) exactly when the language changes. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = Object.assign(
      (descriptor: MessageDescriptor, values?: MessageValues) => translate(descriptor, values, locale),
      {
        locale,
      },
    );
    translators.set(locale, t);
  }
  return t;
}

/**
 * `t` for the current language, re-rendering the component when the language changes. A feature
 * names its namespace (`useT('segments')`): the component suspends until that catalogue is loaded.
 * The shell's namespace is always loaded.
 */
export function useT(...namespaces: string[]): Translate {
  const locale = useLocale();
  if (namespaces.length > 0 && !hasNamespaces(locale, namespaces)) use(loadNamespaces(locale, namespaces));
  return translatorFor(locale);
}

/** Text as shown: a message in the language `t` writes, a string as it is. */
export function textOf(t: Translate, text: Text): string {
  return typeof text === 'string' ? text : t(text);
}
