import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message of the console: its id (`<namespace>.<name>`, the namespace being `shell` or a feature's
 * folder name) and its English text in ICU message format. The English text here is what the
 * extraction command (`npm run i18n:extract`) writes to `src/locales/en/<namespace>.json`; the
 * browser shows the catalogue's text for the chosen language.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  /** A note for translators: where the text appears, what a placeholder holds. */
  description?: string;
}

/** A compiled catalogue: plain text as a string, a message with ICU syntax as the parser's AST. */
export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

/**
 * Declares messages. Write `id` and `defaultMessage` as literals: the extraction command reads them
 * from the source.
 */
export function defineMessages<const Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Record<Names, MessageDescriptor> {
  return messages;
}

/** The namespace (catalogue file) a message lives in: its id up to the first dot. */
export function namespaceOf(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

/**
 * Words a shared component shows: a message, or text that is already in the user's language (data, or
 * text from code not yet converted to messages).
 */
export type Text = string | MessageDescriptor;

/** The namespaces of the texts that are messages: what must be loaded before they can be shown. */
export function namespacesOf(...texts: (Text | undefined)[]): string[] {
  const namespaces = new Set<string>();
  for (const text of texts) if (text !== undefined && typeof text !== 'string') namespaces.add(namespaceOf(text.id));
  return [...namespaces];
}
