import type { Handler } from 'hono';
import { endpoints, type Endpoint } from '../contract';
import { openApiDocument } from '../contract/openapi';
import type { AccessRule } from './http/auth';
import type { AppEnv } from './http/context';
import { checkedHandler, type EndpointHandler, type Versioned } from './http/endpoint-input';
import { apiKeyHandlers } from './handlers/api-keys';
import { auditHandlers } from './handlers/audit';
import { authHandlers } from './handlers/auth';
import type { Deps } from './handlers/deps';
import { licenseHandlers } from './handlers/licenses';
import { memberHandlers } from './handlers/members';
import { policyHandlers } from './handlers/policies';
import { scriptHandlers } from './handlers/scripts';
import { secretHandlers } from './handlers/secrets';
import { segmentHandlers } from './handlers/segments';
import { segmentPolicyHandlers } from './handlers/segment-policies';
import { workerHandlers } from './handlers/workers';

export type Method = Endpoint['method'];

export interface ApiRoute extends AccessRule {
  method: Method;
  /** Relative to `/api`. */
  path: string;
  handler: Handler<AppEnv>;
}

/** Every API endpoint of contract/endpoints.ts (the six of spec section 4 and the assumed ones), with its handler. */
export function apiRoutes(deps: Deps): ApiRoute[] {
  const auth = authHandlers(deps);
  const segments = segmentHandlers(deps);
  const segmentPolicies = segmentPolicyHandlers(deps);
  const workers = workerHandlers(deps);
  const licenses = licenseHandlers(deps);
  const scripts = scriptHandlers(deps);
  const secrets = secretHandlers(deps);
  const policies = policyHandlers(deps);
  const members = memberHandlers(deps);
  const apiKeys = apiKeyHandlers(deps);
  const audit = auditHandlers(deps);

  /**
   * An endpoint of the contract with its handler, behind the checks its entry declares (body and
   * If-Match: see `checkedHandler`); an endpoint with If-Match names the resource it versions.
   */
  const route = <E extends Endpoint, Resource = undefined>(
    endpoint: E,
    handler: EndpointHandler<E, Resource>,
    ...versioned: E extends { ifMatch: string } ? [Versioned<Resource>] : []
  ): ApiRoute => ({
    method: endpoint.method,
    path: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    access: endpoint.access,
    ...(endpoint.sessionOnly ? { sessionOnly: true } : {}),
    handler: checkedHandler(endpoint, handler, (versioned as [Versioned<Resource>?])[0], deps.config.now),
  });
  const document = openApiDocument();

  return [
    route(endpoints.authProviders, auth.providers),
    route(endpoints.login, auth.login),
    route(endpoints.callback, auth.callback),
    route(endpoints.logout, auth.logout),
    route(endpoints.me, members.me),
    route(endpoints.members, members.list),
    route(endpoints.openApi, (c) => c.json(document)),

    route(endpoints.listSegments, segments.list),
    route(endpoints.createSegment, segments.create),
    route(endpoints.getSegment, segments.get),
    route(endpoints.replaceSegment, segments.replace, segments.version),
    route(endpoints.deleteSegment, segments.remove, segments.version),
    route(endpoints.segmentPolicies, segmentPolicies.list),

    route(endpoints.workers, workers.list),
    route(endpoints.orgChart, workers.orgChart),
    route(endpoints.licenseCosts, licenses.costs),

    route(endpoints.listScripts, scripts.list),
    route(endpoints.createScript, scripts.create),
    route(endpoints.getScript, scripts.get),

    route(endpoints.secrets, secrets.list),
    route(endpoints.revealSecret, secrets.reveal),

    route(endpoints.policies, policies.list),
    route(endpoints.policy, policies.get),
    route(endpoints.policyRevisions, policies.revisions),
    route(endpoints.policyRevision, policies.revision),

    route(endpoints.apiKeys, apiKeys.list),
    route(endpoints.createApiKey, apiKeys.create),
    route(endpoints.rotateApiKey, apiKeys.rotate, apiKeys.version),
    route(endpoints.revokeApiKey, apiKeys.revoke),

    route(endpoints.auditEvents, audit.list),
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
