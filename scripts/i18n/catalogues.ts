/**
 * The console's message catalogues, on the Node side: reading them, extracting the messages the code
 * declares, compiling them for the browser and making the pseudo-locale. Used by the Vite plugin
 * (scripts/i18n/vite-plugin.ts), the extraction command (scripts/i18n/extract.ts) and the catalogue
 * test (scripts/i18n/catalogues.test.ts). See docs/i18n.md.
 *
 * A catalogue is `src/locales/<locale>/<namespace>.json`: a flat object, message id -> ICU message,
 * keys sorted. A message's namespace is its id up to the first dot (`shell.nav.segments` lives in
 * `shell.json`): one file per feature per locale, so features are converted side by side without
 * touching each other's files.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { extract } from '@formatjs/cli-lib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const root = path.resolve(import.meta.dirname, '../..');
export const cataloguesDir = path.join(root, 'src/locales');

/** The source language: its catalogue is written from the code by the extraction command. */
export const SOURCE_LOCALE = 'en';
/** Written by people, one catalogue file per namespace each. */
export const TRANSLATED_LOCALES = ['de', 'fr', 'es', 'ja'] as const;
/** Made from the source language at build time; never written by hand, never stored. */
export const PSEUDO_LOCALE = 'en-XA';
export const ALL_LOCALES = [SOURCE_LOCALE, ...TRANSLATED_LOCALES, PSEUDO_LOCALE] as const;

export type Catalogue = Record<string, string>;
/** A compiled message: plain text as a string, anything with ICU syntax as the parser's AST. */
export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

export function namespaceOf(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

export function cataloguePath(locale: string, namespace: string): string {
  return path.join(cataloguesDir, locale, `${namespace}.json`);
}

/** The namespaces the source language has, from its files. */
export function namespaces(): string[] {
  const dir = path.join(cataloguesDir, SOURCE_LOCALE);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function readCatalogue(locale: string, namespace: string): Catalogue {
  const file = cataloguePath(locale, namespace);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** Writes a catalogue with its keys sorted and a final newline, as Prettier leaves JSON. */
export function writeCatalogue(locale: string, namespace: string, catalogue: Catalogue): void {
  const file = cataloguePath(locale, namespace);
  mkdirSync(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Every source file of the console that may declare messages (tests and declarations aside). */
export function sourceFiles(dir = path.join(root, 'src')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|tsx)$/.test(name) && !/\.(?:test|spec)\.tsx?$|\.d\.ts$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * The messages the code declares: `defineMessages({...})` and `t({...})`
 * calls with a literal `id` and `defaultMessage` (FormatJS's extractor). An id declared twice with
 * two different texts is an error.
 */
export async function extractMessages(files = sourceFiles()): Promise<ExtractedMessage[]> {
  const json = await extract(files, {
    additionalFunctionNames: ['t'],
    throws: true,
    preserveWhitespace: true,
  });
  const extracted = JSON.parse(json) as Record<string, { defaultMessage?: string; description?: string }>;
  return Object.entries(extracted).map(([id, message]) => {
    if (!message.defaultMessage) throw new Error(`Message ${id} has no defaultMessage`);
    if (!/^[a-z][a-zA-Z0-9-]*\.[a-zA-Z0-9._-]+$/.test(id)) {
      throw new Error(`Message id "${id}" is not "<namespace>.<name>" (lowercase namespace, dotted name)`);
    }
    return { id, defaultMessage: message.defaultMessage, description: message.description };
  });
}

/** Parses a message, with a clear error naming the catalogue and id when it is not valid ICU. */
export function parseMessage(message: string, where: string): MessageFormatElement[] {
  try {
    return parse(message, { requiresOtherClause: true });
  } catch (error) {
    throw new Error(`${where}: not a valid ICU message (${(error as Error).message}): ${message}`, { cause: error });
  }
}

/** Plain text as a string (no parser needed in the browser for it), anything else as its AST. */
export function compileMessage(message: string, where: string): string | MessageFormatElement[] {
  const ast = parseMessage(message, where);
  if (ast.length === 0) return '';
  if (ast.length === 1 && ast[0]!.type === TYPE.literal) return ast[0]!.value;
  return ast;
}

export function compileCatalogue(catalogue: Catalogue, where: string): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message, `${where} ${id}`)]),
  );
}

// --- The pseudo-locale --------------------------------------------------------------------------

const ACCENTED: Record<string, string> = Object.fromEntries(
  [
    'aá',
    'bƀ',
    'cç',
    'dđ',
    'eé',
    'fƒ',
    'gĝ',
    'hĥ',
    'iî',
    'jĵ',
    'kķ',
    'lļ',
    'mɱ',
    'nñ',
    'oö',
    'pþ',
    'qǫ',
    'rŕ',
    'sš',
    'tţ',
    'uû',
    'vṽ',
    'wŵ',
    'xẋ',
    'yý',
    'zž',
    'AÅ',
    'BƁ',
    'CÇ',
    'DĐ',
    'EÉ',
    'FƑ',
    'GĜ',
    'HĤ',
    'IÎ',
    'JĴ',
    'KĶ',
    'LĻ',
    'MṀ',
    'NÑ',
    'OÖ',
    'PÞ',
    'QǪ',
    'RŔ',
    'SŠ',
    'TŢ',
    'UÛ',
    'VṼ',
    'WŴ',
    'XẊ',
    'YÝ',
    'ZŽ',
  ].map((pair) => [pair[0]!, pair.slice(1)]),
);

/** Accents every letter and doubles every vowel: "Segments" -> "Šééĝɱééñţš" (about 40 % longer). */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char] ?? char;
    out += /[aeiouyAEIOUY]/.test(char) ? accented + accented : accented;
  }
  return out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        } as MessageFormatElement;
      default:
        return element;
    }
  });
}

function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      length += Math.max(0, ...Object.values(element.options).map((option) => literalLength(option.value)));
    }
  }
  return length;
}

/**
 * The pseudo-locale's message for a source message: every letter accented, ~40 % longer, the whole
 * wrapped in brackets. Text a test finds outside brackets was not taken from a catalogue.
 */
export function pseudoMessage(message: string, where: string): MessageFormatElement[] {
  const ast = parseMessage(message, where);
  const grown = pseudoElements(ast);
  const before = literalLength(ast);
  const missing = Math.ceil(before * 1.4) - literalLength(grown);
  const padding = missing > 0 ? ` ${'·'.repeat(missing)}` : '';
  return [
    { type: TYPE.literal, value: '[' },
    ...grown,
    { type: TYPE.literal, value: `${padding}]` },
  ] as MessageFormatElement[];
}

export function pseudoCatalogue(source: Catalogue, where: string): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, pseudoMessage(message, `${where} ${id}`)]),
  );
}

/** The compiled catalogue the browser gets for a locale and namespace. */
export function compiledCatalogue(locale: string, namespace: string): CompiledCatalogue {
  const where = `src/locales/${locale}/${namespace}.json`;
  if (locale === PSEUDO_LOCALE) return pseudoCatalogue(readCatalogue(SOURCE_LOCALE, namespace), where);
  return compileCatalogue(readCatalogue(locale, namespace), where);
}
