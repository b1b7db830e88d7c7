import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtCataloguesIndex, shortIds, STATIC_BLOCK, withoutDefaultMessages } from './vite-plugin.js';

describe('the build’s i18n plugins', () => {
  it('write every static block of intl-messageformat’s class as a static field, so the unused class can go', () => {
    const file = createRequire(import.meta.url).resolve('intl-messageformat');
    const code = readFileSync(file, 'utf8');
    expect(code.match(STATIC_BLOCK)?.length ?? 0).toBeGreaterThan(0);
    const rewritten = code.replace(STATIC_BLOCK, 'static $1 = $2;');
    // An intl-messageformat whose build writes its statics another way fails here, not silently.
    expect(rewritten).not.toMatch(/static \{/);
    expect(rewritten).toMatch(/static formats = \{/);
  });

  it('keep only the id of a message descriptor in the build', () => {
    const plugin = withoutDefaultMessages();
    (plugin.buildStart as () => void)();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const source = `const m = defineMessages({
  title: { id: 'shell.a.title', defaultMessage: 'Page not found' },
  detail: {
    id: 'shell.a.detail',
    defaultMessage:
      "It's gone: {count, plural, one {# item} other {# items}}",
    description: 'Where it shows',
  },
});
const other = { description: 'kept', title: 'kept too' };`;
    const out = transform(source, '/work/src/app/Page.tsx')!.code;
    // Ids the catalogues do not have are kept as they are.
    expect(out).toContain(`title: { id: "shell.a.title" }`);
    expect(out).toContain(`detail: { id: "shell.a.detail" }`);
    expect(out).not.toContain('Page not found');
    expect(out).not.toContain('Where it shows');
    expect(out).toContain(`const other = { description: 'kept', title: 'kept too' };`);
    expect(transform(source, '/work/node_modules/x/index.js')).toBeUndefined();
  });

  it('shorten each id to its namespace and place, the same in code and catalogues, none twice', () => {
    const ids = shortIds();
    expect(ids.get('shell.nav.segments')).toMatch(/^shell\.[0-9a-z]+$/);
    expect(ids.get('errors.code.not_found')).toMatch(/^errors\.[0-9a-z]+$/);
    expect(new Set(ids.values()).size).toBe(ids.size);
    const plugin = withoutDefaultMessages();
    (plugin.buildStart as () => void)();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const out = transform(`const m = { a: { id: 'shell.nav.segments', defaultMessage: 'Segments' } };`, '/w/src/a.ts')!;
    expect(out.code).toBe(`const m = { a: { id: ${JSON.stringify(ids.get('shell.nav.segments'))} } };`);
  });

  it('fail the build on a descriptor the build cannot shorten', () => {
    const plugin = withoutDefaultMessages();
    (plugin.buildStart as () => void)();
    const errors: string[] = [];
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    const context = { error: (message: string) => void errors.push(message) };
    transform.call(
      context,
      `const m = { a: { defaultMessage: 'Segments', id: 'shell.nav.segments' } };`,
      '/w/src/a.ts',
    );
    expect(errors).toEqual([expect.stringContaining('/w/src/a.ts: a message descriptor not written as')]);
  });

  describe('the build’s catalogue index', () => {
    afterEach(() => vi.unstubAllGlobals());
    const load = async () => {
      const code = builtCataloguesIndex('h4sh', '/assets/');
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
        catalogues: Record<string, Record<string, () => Promise<{ default: unknown }>>>;
      };
      return module.catalogues;
    };

    it('fetches a catalogue by its locale, namespace and the build’s hash, as a module’s default', async () => {
      const fetch = vi.fn(async () => new Response(JSON.stringify({ 'shell.0': 'Segmente' })));
      vi.stubGlobal('fetch', fetch);
      const catalogues = await load();
      expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'ja', 'en-XA']));
      expect(Object.keys(catalogues.de!)).toEqual(expect.arrayContaining(['shell', 'errors', 'segments']));
      await expect(catalogues.de!.shell!()).resolves.toEqual({ default: { 'shell.0': 'Segmente' } });
      expect(fetch).toHaveBeenCalledWith('/assets/i18n-de-shell-h4sh.json');
    });

    it('fails, naming the catalogue, when the file does not come', async () => {
      vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
      const catalogues = await load();
      await expect(catalogues.fr!.shell!()).rejects.toThrow('The shell catalogue (fr) did not load: 404');
    });
  });
});
