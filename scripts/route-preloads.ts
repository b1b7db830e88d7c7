import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What opening one page fetches beside the entry: its code, its styles. */
export interface RoutePreload {
  /** The route's full path pattern, as the router declares it (`/segments/:segmentId`). */
  path: string;
  scripts: string[];
  styles: string[];
}

export interface RoutePreloadTable {
  /** Most specific first: a route without parameters before one with (`/segments/new`, then `/segments/:segmentId`). */
  routes: RoutePreload[];
  /** The session's URL, which every page asks for first. */
  session: string;
}

/** A route of the router that loads its page on demand: its full path and the module it imports. */
export interface LazyRoute {
  path: string;
  module: string;
}

/**
 * Runs in the browser, before the entry: adds preload links for what the page at `pathname` needs
 * beside the entry (its code, its styles, the session), so that they load while the entry does,
 * instead of after it. Self-contained: it is written into the build as its source text.
 */
export function preloadRoute(table: RoutePreloadTable, pathname: string, document: Document): void {
  const segments = (value: string) => value.split('/').filter((segment) => segment !== '');
  const opened = segments(pathname).map((segment) => segment.toLowerCase());
  const route = table.routes.find((candidate) => {
    const pattern = segments(candidate.path);
    return (
      pattern.length === opened.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === opened[index])
    );
  });
  if (!route) return;
  const link = (attributes: Record<string, string>) => {
    const element = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  for (const href of route.scripts) link({ rel: 'modulepreload', crossorigin: '', href });
  for (const href of route.styles) link({ rel: 'preload', as: 'style', crossorigin: '', href });
  // The API client sends credentials (`include`): a preload is used only by a request of the same mode.
  link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: table.session });
}

/**
 * The routes that load their page on demand, read from the router's source: every object literal
 * with a `path` and a `lazy: () => import('…')`, its path joined to the routes around it.
 */
export async function readLazyRoutes(routerFile: string): Promise<LazyRoute[]> {
  const { default: ts } = await import('typescript');
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const property = (node: import('typescript').ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (candidate): candidate is import('typescript').PropertyAssignment =>
        ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
    )?.initializer;
  const ownPath = (node: import('typescript').ObjectLiteralExpression) => {
    const value = property(node, 'path');
    return value && ts.isStringLiteral(value) ? value.text : null;
  };
  const fullPath = (node: import('typescript').ObjectLiteralExpression): string => {
    const own = ownPath(node)!;
    if (own.startsWith('/')) return own;
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (ts.isObjectLiteralExpression(parent) && ownPath(parent) !== null) {
        return `${fullPath(parent).replace(/\/$/, '')}/${own}`;
      }
    }
    return `/${own}`;
  };
  const routes: LazyRoute[] = [];
  const visit = (node: import('typescript').Node) => {
    if (ts.isObjectLiteralExpression(node) && ownPath(node) !== null) {
      const lazy = property(node, 'lazy');
      const imported = lazy && ts.isArrowFunction(lazy) && ts.isCallExpression(lazy.body) ? lazy.body : undefined;
      const specifier = imported?.arguments[0];
      if (imported?.expression.kind === ts.SyntaxKind.ImportKeyword && specifier && ts.isStringLiteral(specifier)) {
        routes.push({ path: fullPath(node), module: path.resolve(path.dirname(routerFile), specifier.text) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** The preload table of a build: each lazy route's chunk, the chunks it imports but the entry's, and their styles. */
export function routePreloadTable(
  routes: readonly LazyRoute[],
  bundle: OutputBundle,
  base: string,
  session: string,
): RoutePreloadTable {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const url = (file: string) => `${base}${file}`;
  const table = routes.flatMap(({ path: routePath, module }): RoutePreload[] => {
    const page = chunks.find(
      (chunk) => chunk.facadeModuleId !== null && withoutExtension(chunk.facadeModuleId) === module,
    );
    if (!page) return [];
    const needed: OutputChunk[] = [];
    const collect = (chunk: OutputChunk) => {
      if (chunk.isEntry || needed.includes(chunk)) return;
      needed.push(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) collect(imported);
      }
    };
    collect(page);
    return [
      {
        path: routePath,
        scripts: needed.map((chunk) => url(chunk.fileName)),
        styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(url),
      },
    ];
  });
  const parameters = (route: RoutePreload) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;
  return { routes: table.sort((a, b) => parameters(a) - parameters(b)), session };
}

/**
 * A page opened directly (a link, a reload) fetches the entry, and only once the entry runs, the
 * page's own code and the session: two round trips one after the other. This plugin writes a small
 * script before the entry that starts those while the entry loads (see `preloadRoute`).
 */
export function routePreloads({
  router,
  session,
}: {
  router: string;
  session: (env: Record<string, string>) => string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const table = routePreloadTable(await readLazyRoutes(router), bundle, config.base, session(config.env));
        const script = this.emitFile({
          type: 'asset',
          name: 'route-preloads.js',
          source: `(${preloadRoute.toString()})(${JSON.stringify(table)}, location.pathname, document);\n`,
        });
        const tag = `<script type="module" crossorigin src="${config.base}${this.getFileName(script)}"></script>`;
        html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      },
    },
  };
}
