// Every English catalogue is loaded before the tests: components render their English text at once,
// as the console does once its language's catalogues have arrived. A test that switches the language
// is put back to English after it.
import { catalogues } from 'virtual:i18n-catalogues';
import { afterEach } from 'vitest';
import { getLocale, loadNamespaces, prepareErrorMessages, setLocale } from '../lib/i18n';

await loadNamespaces('en', Object.keys(catalogues.en ?? {}));
await setLocale('en', ['en-US']);
await prepareErrorMessages('en');

afterEach(async () => {
  if (getLocale() !== 'en') await setLocale('en', ['en-US']);
});
