/**
 * `npm run i18n:extract`: writes the English catalogues from the messages the code declares, drops
 * from every other language the messages no code uses any more, and lists what each language still
 * lacks (to be translated by a person: nothing is filled in for them). `--check` changes nothing and
 * fails when a catalogue is out of date or incomplete. See docs/i18n.md.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  cataloguePath,
  cataloguesDir,
  extractMessages,
  namespaceOf,
  readCatalogue,
  SOURCE_LOCALE,
  TRANSLATED_LOCALES,
  writeCatalogue,
  type Catalogue,
} from './catalogues.js';

const check = process.argv.includes('--check');
const messages = await extractMessages();
const source = new Map<string, Catalogue>();
for (const message of messages) {
  const namespace = namespaceOf(message.id);
  if (!source.has(namespace)) source.set(namespace, {});
  source.get(namespace)![message.id] = message.defaultMessage;
}

const problems: string[] = [];
const same = (a: Catalogue, b: Catalogue) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

for (const locale of [SOURCE_LOCALE, ...TRANSLATED_LOCALES]) {
  const dir = path.join(cataloguesDir, locale);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  // A namespace no code uses any more: its file goes.
  for (const file of files) {
    const namespace = file.slice(0, -'.json'.length);
    if (source.has(namespace)) continue;
    if (check) problems.push(`src/locales/${locale}/${file}: no code uses this namespace`);
    else rmSync(cataloguePath(locale, namespace));
  }
  for (const [namespace, english] of source) {
    const existing = readCatalogue(locale, namespace);
    const next: Catalogue =
      locale === SOURCE_LOCALE ? english : Object.fromEntries(Object.entries(existing).filter(([id]) => id in english));
    if (!same(existing, next)) {
      if (check) problems.push(`src/locales/${locale}/${namespace}.json is out of date: run npm run i18n:extract`);
      else writeCatalogue(locale, namespace, next);
    }
    if (locale !== SOURCE_LOCALE) {
      const missing = Object.keys(english).filter((id) => !(id in next));
      for (const id of missing) problems.push(`src/locales/${locale}/${namespace}.json lacks ${id}: "${english[id]}"`);
    }
  }
}

console.log(`${messages.length} messages in ${source.size} namespaces: ${[...source.keys()].sort().join(', ')}`);
for (const problem of problems) console.log(`  ${problem}`);
if (problems.length > 0) {
  console.log(`${problems.length} to do: translate the messages listed (docs/i18n.md, "Adding a message").`);
  if (check) process.exit(1);
}
