/**
 * `virtual:i18n-catalogues`: for every locale and namespace, a function that loads that catalogue,
 * compiled (scripts/i18n/catalogues.ts). The browser fetches only the catalogues of the chosen
 * language, and of a namespace only once something asks for it. The pseudo-locale's are made here
 * from the source language's, so they are never out of date.
 *
 * In the build each catalogue is a JSON file, `assets/i18n-<locale>-<namespace>-<hash>.json`, with one
 * hash for all of them (any change to any catalogue renames them all): the code that finds them is a
 * few lines whatever the number of languages and namespaces. As one chunk each, the table of their
 * hashed names cost the first page 1.5 KB gzip at 6 locales and 15 namespaces, and grew with each.
 * In `npm run dev` and in Vitest each catalogue is a module of its own, imported.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import {
  ALL_LOCALES,
  cataloguePath,
  compiledCatalogue,
  namespaces,
  readCatalogue,
  SOURCE_LOCALE,
  type CompiledCatalogue,
} from './catalogues.js';

/**
 * In the build, each message id is shortened to its namespace and its place in the English catalogue
 * (`shell.layout.navigation` -> `shell.h`), in the code and in every catalogue alike: ids are read
 * on every page, and a long one is no clearer to the browser than a short one.
 */
export function shortIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const namespace of namespaces()) {
    Object.keys(readCatalogue(SOURCE_LOCALE, namespace))
      .sort()
      .forEach((id, index) => ids.set(id, `${namespace}.${index.toString(36)}`));
  }
  return ids;
}

function withShortIds(catalogue: CompiledCatalogue, ids: Map<string, string>): CompiledCatalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [ids.get(id) ?? id, message]));
}

const INDEX = 'virtual:i18n-catalogues';
const RESOLVED_INDEX = `\0${INDEX}`;
/** One catalogue: `virtual:i18n/<locale>/<namespace>`; its chunk is named `i18n-<locale>-<namespace>`. */
const ONE = /^virtual:i18n\/([\w-]+)\/([\w-]+)$/;
const RESOLVED_ONE = /^\0i18n-([a-zA-Z]+(?:-[A-Z]+)?)-([\w-]+)$/;

/** Every catalogue of the build, compiled, with short ids, as the JSON file it is written to. */
function buildCatalogues(ids: Map<string, string>): { locale: string; namespace: string; json: string }[] {
  return ALL_LOCALES.flatMap((locale) =>
    namespaces().map((namespace) => ({
      locale,
      namespace,
      json: JSON.stringify(withShortIds(compiledCatalogue(locale, namespace), ids)),
    })),
  );
}

/** The build's catalogue files: their one hash, and the code that fetches one of them. */
export function builtCataloguesIndex(hash: string, assetsBase: string): string {
  return `const locales = ${JSON.stringify(ALL_LOCALES)};
const namespaces = ${JSON.stringify(namespaces())};
function load(locale, namespace) {
  return fetch(${JSON.stringify(assetsBase)} + "i18n-" + locale + "-" + namespace + "-${hash}.json").then((response) => {
    if (!response.ok) throw new Error("The " + namespace + " catalogue (" + locale + ") did not load: " + response.status);
    return response.json();
  }).then((catalogue) => ({ default: catalogue }));
}
export const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(namespaces.map((namespace) => [namespace, () => load(locale, namespace)]))]),
);
`;
}

export function i18nCatalogues(): Plugin {
  let ids: Map<string, string> | null = null;
  let built: {
    hash: string;
    assetsDir: string;
    assetsBase: string;
    files: ReturnType<typeof buildCatalogues>;
  } | null = null;
  return {
    name: 'i18n-catalogues',
    configResolved(config) {
      ids = config.command === 'build' ? shortIds() : null;
      built = null;
      if (ids) {
        const files = buildCatalogues(ids);
        const hash = createHash('sha256');
        for (const file of files) hash.update(`${file.locale}/${file.namespace}\n${file.json}\n`);
        const { assetsDir } = config.build;
        built = {
          hash: hash.digest('base64url').slice(0, 10),
          assetsDir,
          assetsBase: `${config.base}${assetsDir}/`,
          files,
        };
      }
    },
    resolveId(id) {
      if (id === INDEX) return RESOLVED_INDEX;
      const one = ONE.exec(id);
      return one ? `\0i18n-${one[1]}-${one[2]}` : undefined;
    },
    generateBundle() {
      if (!built) return;
      for (const { locale, namespace, json } of built.files) {
        this.emitFile({
          type: 'asset',
          fileName: `${built.assetsDir}/i18n-${locale}-${namespace}-${built.hash}.json`,
          source: json,
        });
      }
    },
    load(id) {
      if (id === RESOLVED_INDEX && built) return builtCataloguesIndex(built.hash, built.assetsBase);
      if (id === RESOLVED_INDEX) {
        // A new namespace (a new file in src/locales/en) shows in `npm run dev` after a restart.
        const entries = ALL_LOCALES.map(
          (locale) =>
            `  ${JSON.stringify(locale)}: {\n${namespaces()
              .map(
                (namespace) =>
                  `    ${JSON.stringify(namespace)}: () => import(${JSON.stringify(`virtual:i18n/${locale}/${namespace}`)}),`,
              )
              .join('\n')}\n  },`,
        );
        return `export const catalogues = {\n${entries.join('\n')}\n};\n`;
      }
      const one = RESOLVED_ONE.exec(id);
      if (!one) return undefined;
      const [, locale, namespace] = one as unknown as [string, string, string];
      // Edits show in `npm run dev` (a file that does not exist must not be watched: Vite would import it).
      for (const file of new Set([cataloguePath(SOURCE_LOCALE, namespace), cataloguePath(locale, namespace)])) {
        if (existsSync(file)) this.addWatchFile(file);
      }
      const catalogue = compiledCatalogue(locale, namespace);
      return `export default ${JSON.stringify(ids ? withShortIds(catalogue, ids) : catalogue)};\n`;
    },
  };
}

/**
 * In the build, intl-messageformat gets FormatJS's parser-less entry: every message reaches the
 * browser already parsed, and the parser (about 7 KB gzip) is never needed there.
 */
export function withoutMessageParser(): Plugin {
  return {
    name: 'i18n-without-message-parser',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('node_modules')) return undefined;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
    // The console uses intl-messageformat's formatter (formatToParts), not its class. The class's
    // `static { this.x = … }` blocks keep it (and the memoizer it brings) in the bundle, as a bundler
    // cannot tell such a block is pure: written as the static fields they are, the unused class goes
    // (about 2 KB gzip on the first page). Checked by scripts/i18n/vite-plugin.test.ts.
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]intl-messageformat[\\/]index\.js$/.test(id)) return undefined;
      return { code: code.replace(STATIC_BLOCK, 'static $1 = $2;'), map: null };
    },
  };
}

/** `static {\n\t\tthis.name = value;\n\t}`, as intl-messageformat's build writes its class's statics. */
export const STATIC_BLOCK = /static \{\n\t\tthis\.(\w+) = ([\s\S]*?);\n\t\}/g;

const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** A message descriptor as written (Prettier's shape): `{ id, defaultMessage[, description] }`. */
const DESCRIPTOR = new RegExp(
  String.raw`\{\s*id:\s*(${LITERAL})\s*,\s*defaultMessage:\s*${LITERAL}\s*(?:,\s*description:\s*${LITERAL}\s*)?,?\s*\}`,
  'g',
);

/**
 * In the build, a message descriptor keeps only its (short) id: the browser reads every text from the
 * catalogues, so the English text and the translators' notes in the code would be dead weight on
 * every page (about 3 KB gzip for the shell alone). A descriptor written in another shape (`id` not
 * first, text not a literal) fails the build, as its id would no longer match its catalogue's.
 */
export function withoutDefaultMessages(): Plugin {
  let ids: Map<string, string> = new Map();
  return {
    name: 'i18n-without-default-messages',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      ids = shortIds();
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('defaultMessage'))
        return undefined;
      const stripped = code.replace(DESCRIPTOR, (_match, literal: string) => {
        const messageId = literal.slice(1, -1);
        return `{ id: ${JSON.stringify(ids.get(messageId) ?? messageId)} }`;
      });
      if (/defaultMessage:\s*['"`]/.test(stripped)) {
        this.error(`${id}: a message descriptor not written as { id: '…', defaultMessage: '…', description?: '…' }`);
      }
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
