import type { Handler } from 'hono';
import type { AccessRule } from './http/auth';
import type { AppEnv } from './http/context';
import { apiKeyHandlers } from './handlers/api-keys';
import { authHandlers } from './handlers/auth';
import type { Deps } from './handlers/deps';
import { licenseHandlers } from './handlers/licenses';
import { memberHandlers } from './handlers/members';
import { policyHandlers } from './handlers/policies';
import { scriptHandlers } from './handlers/scripts';
import { secretHandlers } from './handlers/secrets';
import { segmentHandlers } from './handlers/segments';
import { workerHandlers } from './handlers/workers';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute extends AccessRule {
  method: Method;
  /** Relative to `/api`. */
  path: string;
  handler: Handler<AppEnv>;
}

/** Every API endpoint: the six of spec section 4 and the assumed ones of contract/assumed.ts. */
export function apiRoutes(deps: Deps): ApiRoute[] {
  const auth = authHandlers(deps);
  const segments = segmentHandlers(deps);
  const workers = workerHandlers(deps);
  const licenses = licenseHandlers(deps);
  const scripts = scriptHandlers(deps);
  const secrets = secretHandlers(deps);
  const policies = policyHandlers(deps);
  const members = memberHandlers(deps);
  const apiKeys = apiKeyHandlers(deps);

  return [
    { method: 'GET', path: '/auth/providers', access: 'public', handler: auth.providers },
    { method: 'GET', path: '/auth/login/:provider', access: 'public', handler: auth.login },
    { method: 'GET', path: '/auth/callback', access: 'public', handler: auth.callback },
    { method: 'POST', path: '/auth/logout', access: 'public', handler: auth.logout },
    { method: 'GET', path: '/me', access: 'signed_in', handler: members.me },
    { method: 'GET', path: '/members', access: 'members:read', handler: members.list },

    { method: 'GET', path: '/segments', access: 'segments:read', handler: segments.list },
    { method: 'POST', path: '/segments', access: 'segments:write', handler: segments.create },
    { method: 'GET', path: '/segments/:id', access: 'segments:read', handler: segments.get },
    { method: 'PUT', path: '/segments/:id', access: 'segments:write', handler: segments.replace },
    { method: 'DELETE', path: '/segments/:id', access: 'segments:write', handler: segments.remove },

    { method: 'GET', path: '/workers', access: 'workers:read', handler: workers.list },
    { method: 'GET', path: '/workers/org-chart', access: 'workers:read', handler: workers.orgChart },
    { method: 'GET', path: '/licenses/costs', access: 'licenses:read', handler: licenses.costs },

    { method: 'GET', path: '/scripts', access: 'scripts:read', handler: scripts.list },
    { method: 'POST', path: '/scripts', access: 'scripts:write', handler: scripts.create },
    { method: 'GET', path: '/scripts/:id', access: 'scripts:read', handler: scripts.get },

    { method: 'GET', path: '/secrets', access: 'secrets:read', handler: secrets.list },
    { method: 'POST', path: '/secrets/:id/reveal', access: 'secrets:reveal', handler: secrets.reveal },

    { method: 'GET', path: '/policies', access: 'policies:read', handler: policies.list },
    { method: 'GET', path: '/policies/:id', access: 'policies:read', handler: policies.get },
    { method: 'GET', path: '/policies/:id/revisions', access: 'policies:read', handler: policies.revisions },
    { method: 'GET', path: '/policies/:id/revisions/:number', access: 'policies:read', handler: policies.revision },

    { method: 'GET', path: '/api-keys', access: 'api_keys:manage', handler: apiKeys.list },
    { method: 'POST', path: '/api-keys', access: 'api_keys:manage', sessionOnly: true, handler: apiKeys.create },
    {
      method: 'POST',
      path: '/api-keys/:id/rotate',
      access: 'api_keys:manage',
      sessionOnly: true,
      handler: apiKeys.rotate,
    },
    {
      method: 'POST',
      path: '/api-keys/:id/revoke',
      access: 'api_keys:manage',
      sessionOnly: true,
      handler: apiKeys.revoke,
    },
  ];
}

/** Pages of the built-in development identity provider (outside /api). */
export function devAuthRoutes(deps: Deps) {
  const auth = authHandlers(deps);
  return [
    { method: 'GET', path: '/dev-auth/authorize', handler: auth.devAuthorize },
    { method: 'GET', path: '/dev-auth/authorize.css', handler: auth.devCss },
    { method: 'POST', path: '/dev-auth/approve', handler: auth.devApprove },
  ] as const satisfies readonly { method: Method; path: string; handler: Handler<AppEnv> }[];
}
