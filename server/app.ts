import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { defaultAppConfig, type AppConfig } from './config';
import { workspaceAddresses } from './dev-auth/workspace-addresses';
import type { Db } from './db/open';
import type { Deps } from './handlers/deps';
import { requireAccess } from './http/auth';
import { failedAuthLimiter } from './http/auth-limits';
import type { AppEnv } from './http/context';
import { failure } from './http/envelope';
import { compressResponses } from './http/compress';
import { ApiError, badRequest, validationError } from './http/errors';
import { faultInjection, InjectedFault } from './http/faults';
import { createLogger } from './http/logger';
import { setHeader } from './http/response-headers';
import { clientViewMiddleware, requestHost, workspaceSubdomainOf } from './http/origin';
import { securityHeaders } from './http/security-headers';
import { serveConsole } from './http/static';
import { apiRoutes, devAuthRoutes } from './routes';
import { createStores } from './store';

export interface CreateAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function createApp({ db, config: overrides }: CreateAppOptions) {
  const config = defaultAppConfig(overrides);
  const logger = createLogger(config.logLevel, config.writeLog);
  const stores = createStores(db);
  const limiter = config.authFailureLimits ? failedAuthLimiter(stores, config.authFailureLimits, config.now) : null;
  const deps: Deps = { stores, config, limiter };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    await next();
    setHeader(c, 'X-Request-Id', requestId);
    if (c.req.path === '/healthz') return;
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    });
  });
  app.use('*', securityHeaders());
  app.use('*', compressResponses());
  app.use('*', clientViewMiddleware(config.trustProxy));

  app.get('/healthz', (c) => c.json({ result: { status: 'ok' }, errors: [] }));
  app.use('*', workspaceAddresses(stores.workspaces));

  const notServedHere = () => badRequest('workspace_not_found', 'No workspace is served at this address.');
  // Only `{workspace}.{SERVICE_DOMAIN}` is served: `acme.attacker.example` is not acme.
  app.use('*', async (c, next) => {
    if (workspaceSubdomainOf(requestHost(c), config.serviceDomain) === null) throw notServedHere();
    await next();
  });

  const resolveWorkspace = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const subdomain = workspaceSubdomainOf(requestHost(c), config.serviceDomain);
    const workspace = subdomain === null ? undefined : stores.workspaces.findBySubdomain(subdomain);
    if (!workspace) throw notServedHere();
    c.set('workspace', workspace);
    await next();
  };

  app.use('/api/*', async (c, next) => {
    await next();
    setHeader(c, 'Cache-Control', 'no-store');
  });
  if (config.faults) app.use('/api/*', faultInjection(config.faults));
  app.use('/api/*', resolveWorkspace);
  app.use('/dev-auth/*', resolveWorkspace);

  const disabled = new Set(config.disabledEndpoints.map((entry) => entry.replace(/\{(\w+)\}/g, ':$1')));
  const routes = apiRoutes(deps).filter((route) => !disabled.has(`${route.method} ${route.path}`));
  for (const route of routes) {
    app.on(route.method, `/api${route.path}`, requireAccess(route, stores, config.now, limiter), route.handler);
  }
  if (config.devSignIn) {
    for (const route of devAuthRoutes(deps)) app.on(route.method, route.path, route.handler);
  } else {
    // The development provider is off (production without DEV_SIGN_IN=on): its pages are unknown.
    app.all('/dev-auth', (c) => c.notFound());
    app.all('/dev-auth/*', (c) => c.notFound());
  }
  // A known path with another method: 400 (the spec has no 405).
  for (const path of new Set(routes.map((route) => route.path))) {
    const allowed = routes.filter((route) => route.path === path).map((route) => route.method);
    app.all(`/api${path}`, () => {
      throw validationError(`Method not allowed here; use ${allowed.join(' or ')}.`);
    });
  }
  app.all('/api', () => {
    throw badRequest('not_found', 'There is no such API endpoint.');
  });
  app.all('/api/*', () => {
    throw badRequest('not_found', 'There is no such API endpoint.');
  });

  const serveStatic = serveConsole(config.staticDir);
  app.get('*', serveStatic);
  app.notFound((c) => c.text('Not found\n', 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error.status, error.errors);
    const requestId = c.get('requestId');
    if (error instanceof InjectedFault) {
      logger.warn('injected fault', { requestId, path: c.req.path });
    } else {
      logger.error('unhandled error', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    const message = `Something went wrong on our side. If it keeps happening, report request id ${requestId}.`;
    if (!isApiPath(c.req.path)) return c.text(message + '\n', 500);
    return failure(c, 500, [{ errorCode: 'internal_error', errorMessage: message, target: null }]);
  });

  return app;
}
