import { isLocale, pickLocale, type Locale } from './locales';

/**
 * Which language a person chose in this browser, remembered per user: the menu's choice overrides
 * the browser's languages for that user only. Before `/me` answers, the last user's choice is the
 * best guess (the same person, nearly always).
 */
const choiceKey = (userId: string) => `console.language.${userId}`;
const LAST_USER_KEY = 'console.language.last-user';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** What a user chose in the menu, or null to follow the browser. */
export function readLanguageChoice(userId: string): Locale | null {
  const stored = storage()?.getItem(choiceKey(userId));
  return isLocale(stored) ? stored : null;
}

export function saveLanguageChoice(userId: string, locale: Locale | null): void {
  const store = storage();
  if (!store) return;
  if (locale) store.setItem(choiceKey(userId), locale);
  else store.removeItem(choiceKey(userId));
}

/** The language for a user: their choice, else the first of the browser's languages the console has. */
export function languageFor(userId: string | null, languages = browserLanguages()): Locale {
  return (userId && readLanguageChoice(userId)) || pickLocale(languages);
}

/** The language to start in, before the session is known: the last user's. */
export function bootLanguage(languages = browserLanguages()): Locale {
  return languageFor(storage()?.getItem(LAST_USER_KEY) ?? null, languages);
}

/** The signed-in user, whose choice the next start begins with. */
export function rememberLanguageUser(userId: string): void {
  storage()?.setItem(LAST_USER_KEY, userId);
}
