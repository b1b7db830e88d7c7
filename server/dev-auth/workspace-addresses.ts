import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Workspace } from '../http/context';
import { badRequest } from '../http/errors';
import { isHttps, requestHost } from '../http/origin';
import { isBareLocalHost } from '../http/owned-paths';
import { DEV_AUTH_WORDS, pickLanguage, type DevAuthLanguage } from './language';
import { authorizeCss, escapeHtml, layout, sentence } from './page';

const STYLESHEET = '/dev-auth/authorize.css';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function workspaceAddress(c: Context, subdomain: string): string {
  const host = requestHost(c);
  const port = /:(\d+)$/.exec(host)?.[1];
  return `${isHttps(c) ? 'https' : 'http'}://${subdomain}.localhost${port ? `:${port}` : ''}`;
}

function workspaceAddressesPage(addresses: { name: string; url: string }[], language: DevAuthLanguage): string {
  const words = DEV_AUTH_WORDS[language];
  const items = addresses
    .map(({ name, url }) => `    <li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a> · ${escapeHtml(name)}</li>`)
    .join('\n');
  const body = addresses.length
    ? `<p>${escapeHtml(words.workspacesIntro)}</p>
<ul>
${items}
</ul>`
    : `<p>${sentence(words.noWorkspace, { seed: '<code>SEED=demo</code>' })}</p>`;
  return layout(words.chooseWorkspace, `<h1>${escapeHtml(words.chooseWorkspace)}</h1>\n${body}`, language);
}

/**
 * `localhost` or `127.0.0.1` names no workspace: a browser gets a page that links each workspace's
 * address; other clients get the error envelope. Hosts that are not local keep the plain error.
 */
export function workspaceAddresses(workspaces: { list(): Workspace[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = requestHost(c);
    if (c.req.method !== 'GET' || isApiPath(c.req.path) || c.req.path === '/healthz') return next();
    if (!isBareLocalHost(host)) return next();
    if (c.req.path === STYLESHEET) {
      return c.body(authorizeCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
    }
    if (!(c.req.header('accept') ?? '').includes('text/html')) {
      throw badRequest('workspace_not_found', 'No workspace is served at this address.');
    }
    const addresses = workspaces.list().map((workspace) => ({
      name: workspace.name,
      url: workspaceAddress(c, workspace.subdomain),
    }));
    const language = pickLanguage(c.req.header('accept-language'));
    return c.html(workspaceAddressesPage(addresses, language), 200, {
      'Cache-Control': 'no-store',
      'Content-Language': language,
      Vary: 'Accept-Language',
    });
  };
}
