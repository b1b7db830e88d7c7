// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRoute, readLazyRoutes, routePreloadTable, type RoutePreloadTable } from './route-preloads';

const root = path.resolve(import.meta.dirname, '..');

const table: RoutePreloadTable = {
  routes: [
    { path: '/segments/new', scripts: ['/assets/create.js'], styles: [] },
    { path: '/segments/:segmentId', scripts: ['/assets/edit.js', '/assets/form.js'], styles: ['/assets/edit.css'] },
  ],
  session: '/api/me',
};

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')].join(' '),
  );

afterEach(() => document.head.replaceChildren());

describe('preloadRoute', () => {
  it("preloads the opened page's code, its styles and the session, in the modes the console requests them", () => {
    preloadRoute(table, '/segments/5e9f3c1a', document);
    expect(preloads()).toEqual([
      'modulepreload   /assets/edit.js',
      'modulepreload   /assets/form.js',
      'preload style  /assets/edit.css',
      'preload fetch use-credentials /api/me',
    ]);
  });

  it('takes a page without parameters before one with, ignoring case and a trailing slash, as the router does', () => {
    preloadRoute(table, '/Segments/NEW/', document);
    expect(preloads()).toEqual(['modulepreload   /assets/create.js', 'preload fetch use-credentials /api/me']);
  });

  it('preloads nothing for a page it does not know (sign-in, an unknown address)', () => {
    preloadRoute(table, '/sign-in', document);
    preloadRoute(table, '/segments/5e9f3c1a/more', document);
    preloadRoute(table, '/', document);
    expect(preloads()).toEqual([]);
  });
});

describe('readLazyRoutes', () => {
  it("reads every page of the console's router with its full path and the module it loads", async () => {
    const routes = await readLazyRoutes(path.join(root, 'src/app/router.tsx'));
    const byPath = Object.fromEntries(routes.map((route) => [route.path, path.relative(root, route.module)]));
    expect(byPath).toMatchObject({
      '/segments': 'src/app/routes/segments-list',
      '/segments/new': 'src/app/routes/segment-create',
      '/segments/:segmentId': 'src/app/routes/segment-edit',
      '/org-chart': 'src/app/routes/org-chart',
      '/licenses': 'src/app/routes/license-costs',
      '/policies/:policyId/revisions/:revisionNumber': 'src/app/routes/policy-viewer',
      '/settings/api-keys': 'src/app/routes/api-keys',
    });
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) expect(existsSync(`${route.module}.tsx`), route.module).toBe(true);
  });
});

describe('routePreloadTable', () => {
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk> & { css?: string[] } = {}) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId: null,
      isEntry: false,
      imports: [],
      viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
      ...fields,
    }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, facadeModuleId: '/app/src/main.tsx' }),
      chunk('assets/edit.js', {
        facadeModuleId: '/app/src/app/routes/segment-edit.tsx',
        imports: ['assets/index.js', 'assets/form.js'],
        css: ['assets/edit.css'],
      }),
      chunk('assets/form.js', { imports: ['assets/index.js', 'assets/common.js'], css: ['assets/form.css'] }),
      chunk('assets/common.js', { imports: ['assets/index.js', 'assets/form.js'] }),
      chunk('assets/list.js', {
        facadeModuleId: '/app/src/app/routes/segments-list.tsx',
        imports: ['assets/common.js'],
      }),
    ].map((item) => [item.fileName, item]),
  ) as Rolldown.OutputBundle;

  it("lists each route's chunk and what it imports but the entry, once each, with their styles, most specific first", () => {
    const built = routePreloadTable(
      [
        { path: '/segments/:segmentId', module: '/app/src/app/routes/segment-edit' },
        { path: '/segments', module: '/app/src/app/routes/segments-list' },
        { path: '/gone', module: '/app/src/app/routes/gone' },
      ],
      bundle,
      '/',
      '/api/me',
    );
    expect(built).toEqual({
      routes: [
        {
          path: '/segments',
          scripts: ['/assets/list.js', '/assets/common.js', '/assets/form.js'],
          styles: ['/assets/form.css'],
        },
        {
          path: '/segments/:segmentId',
          scripts: ['/assets/edit.js', '/assets/form.js', '/assets/common.js'],
          styles: ['/assets/edit.css', '/assets/form.css'],
        },
      ],
      session: '/api/me',
    });
  });
});
