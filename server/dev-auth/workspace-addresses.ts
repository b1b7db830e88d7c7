import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Workspace } from '../http/context';
import { badRequest } from '../http/errors';
import { isHttps, requestHost } from '../http/origin';
import { isBareLocalHost } from '../http/owned-paths';
import { authorizeCss, escapeHtml, layout } from './page';

const STYLESHEET = '/dev-auth/authorize.css';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function workspaceAddress(c: Context, subdomain: string): string {
  const host = requestHost(c);
  const port = /:(\d+)$/.exec(host)?.[1];
  return `${isHttps(c) ? 'https' : 'http'}://${subdomain}.localhost${port ? `:${port}` : ''}`;
}

function workspaceAddressesPage(addresses: { name: string; url: string }[]): string {
  const items = addresses
    .map(({ name, url }) => `    <li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a> · ${escapeHtml(name)}</li>`)
    .join('\n');
  const body = addresses.length
    ? `<p>The console is served on each workspace's own address. Open one of these:</p>
<ul>
${items}
</ul>`
    : '<p>This server has no workspace yet. Start it with <code>SEED=demo</code> to create the demo workspaces.</p>';
  return layout('Choose a workspace', `<h1>Choose a workspace</h1>\n${body}`);
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
    return c.html(workspaceAddressesPage(addresses), 200, { 'Cache-Control': 'no-store' });
  };
}
