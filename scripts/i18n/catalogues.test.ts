import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compiledCatalogue,
  extractMessages,
  namespaceOf,
  namespaces,
  parseMessage,
  pseudoMessage,
  readCatalogue,
  SOURCE_LOCALE,
  TRANSLATED_LOCALES,
  type ExtractedMessage,
} from './catalogues.js';

/** The arguments a message uses (`{count}`, `{name}`, tags), which every translation must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the message catalogues', () => {
  let extracted: ExtractedMessage[] = [];
  const byNamespace = new Map<string, Map<string, string>>();
  beforeAll(async () => {
    extracted = await extractMessages();
    for (const message of extracted) {
      const namespace = namespaceOf(message.id);
      if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
      byNamespace.get(namespace)!.set(message.id, message.defaultMessage);
    }
  }, 60_000);

  it('has one English catalogue per namespace the code uses, and no other', () => {
    expect(namespaces()).toEqual([...byNamespace.keys()].sort());
  });

  it('holds in English exactly the code’s messages, as the code writes them (npm run i18n:extract)', () => {
    for (const [namespace, messages] of byNamespace) {
      expect(readCatalogue(SOURCE_LOCALE, namespace), `src/locales/en/${namespace}.json`).toEqual(
        Object.fromEntries(messages),
      );
    }
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`has every message in ${locale}, and none that no code uses`, () => {
      const missing: string[] = [];
      const unused: string[] = [];
      for (const [namespace, messages] of byNamespace) {
        const catalogue = readCatalogue(locale, namespace);
        for (const id of messages.keys()) if (!(id in catalogue)) missing.push(id);
        for (const id of Object.keys(catalogue)) if (!messages.has(id)) unused.push(id);
      }
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    });

    it(`writes ${locale} messages as valid ICU with the English ones' arguments`, () => {
      for (const [namespace, messages] of byNamespace) {
        const catalogue = readCatalogue(locale, namespace);
        for (const [id, english] of messages) {
          const translated = catalogue[id];
          if (translated === undefined) continue;
          const where = `src/locales/${locale}/${namespace}.json ${id}`;
          expect(argumentsOf(parseMessage(translated, where)), where).toEqual(
            argumentsOf(parseMessage(english, where)),
          );
          expect(translated.trim(), `${where} is empty`).not.toBe('');
        }
      }
    });
  }

  it('compiles every catalogue of every language, the pseudo-locale included', () => {
    for (const namespace of namespaces()) {
      for (const locale of [SOURCE_LOCALE, ...TRANSLATED_LOCALES, 'en-XA']) {
        expect(Object.keys(compiledCatalogue(locale, namespace)).length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens by about 40 % and brackets the text, keeping the ICU syntax', () => {
    const ast = pseudoMessage('{count, plural, one {# result} other {# results}} for <b>{name}</b>', 'test');
    expect(ast[0]).toEqual({ type: TYPE.literal, value: '[' });
    expect(ast.at(-1)).toMatchObject({ type: TYPE.literal, value: expect.stringMatching(/\]$/) });
    const plural = ast[1] as Extract<MessageFormatElement, { type: TYPE.plural }>;
    expect(plural.type).toBe(TYPE.plural);
    expect(plural.options.one!.value).toEqual([{ type: TYPE.pound }, { type: TYPE.literal, value: ' ŕééšûûļţ' }]);
    const tag = ast[2 + 1] as Extract<MessageFormatElement, { type: TYPE.tag }>;
    expect(tag).toMatchObject({ type: TYPE.tag, value: 'b', children: [{ type: TYPE.argument, value: 'name' }] });
  });

  it('grows plain text by at least 40 %', () => {
    const [text] = compiledText(pseudoMessage('Segments', 'test'));
    expect(text).toMatch(/^\[Šééĝɱééñţš ?·*\]$/);
    expect(text!.length - 2).toBeGreaterThanOrEqual(Math.ceil('Segments'.length * 1.4));
  });
});

function compiledText(ast: MessageFormatElement[]): string[] {
  return [ast.map((element) => (element.type === TYPE.literal ? element.value : '')).join('')];
}
