import { use } from 'react';
import { isApiError } from '../http';
import { getLocale } from './current';
import type { Locale } from './locales';
import type { Text } from './messages';
import { useLocale } from './react';
import { hasNamespaces, loadNamespaces } from './runtime';

/**
 * What a failed request means, in the user's language. The console words each errorCode it knows
 * itself (naming the field from the error's `target`); the service's own errorMessage is shown only
 * for a code it does not know, and then marked as the service's words (`serviceWords`, in English).
 * Branches on the code, never on the message (design.md).
 */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** The field the service named (`target`), as the user knows it, when it named one. */
  field: string | null;
  /** The service's own message, shown as such, when the console has no words of its own for the code. */
  serviceWords: string | null;
}

type Words = typeof import('./api-error-words');
let words: Words | null = null;
let loadingWords: Promise<void> | null = null;
const preparing = new Map<Locale, Promise<void>>();

function ready(locale: Locale): boolean {
  return words !== null && hasNamespaces(locale, ['errors']);
}

/** Loads the errors' words (their code and the `errors` catalogue in the current language), once. */
export function prepareErrorMessages(locale: Locale = getLocale()): Promise<void> {
  if (ready(locale)) return Promise.resolve();
  loadingWords ??= import('./api-error-words').then(
    (module) => void (words = module),
    (error: unknown) => {
      loadingWords = null;
      throw error;
    },
  );
  let pending = preparing.get(locale);
  if (!pending) {
    pending = Promise.all([loadingWords, loadNamespaces(locale, ['errors'])]).then(
      () => void preparing.delete(locale),
      (error: unknown) => {
        preparing.delete(locale);
        throw error;
      },
    );
    preparing.set(locale, pending);
  }
  return pending;
}

/**
 * For a component that shows errors (`describeApiError`, `describeError`): while it has one to show
 * (`showing`), it suspends until the errors' words are loaded; it re-renders in a new language.
 */
export function useErrorMessages(showing = true): void {
  const locale = useLocale();
  if (showing && !ready(locale)) use(prepareErrorMessages(locale));
}

/**
 * Describes any failure of a request. `fields` names the form's fields (`{ name: messages.nameLabel }`)
 * for a code that names one. Call `useErrorMessages()` in the component that shows the result; until
 * the words have loaded, the service's own stand in.
 */
export function describeApiError(error: unknown, fields: Record<string, Text> = {}): ErrorDescription {
  if (words && ready(getLocale())) return words.describeApiError(error, fields);
  void prepareErrorMessages().catch(() => undefined);
  const serviceWords = isApiError(error) ? error.message : null;
  return { title: serviceWords ?? String(error), detail: '', field: null, serviceWords };
}
