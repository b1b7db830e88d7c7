/**
 * Every endpoint of the API in one list: the six the spec shows (section 4) and the ones the
 * console assumes (`assumed: true`). The OpenAPI document (`openapi.ts`), the reference API's
 * routes (server/routes.ts), the client's `paths` and the service check all read it.
 */
import type * as z from 'zod/mini';
import type { Permission } from './access';
import {
  apiKeyCreateSchema,
  apiKeyCreateSchemaAt,
  apiKeySchema,
  apiKeyWithSecretSchema,
  auditEventSchema,
  authProviderSchema,
  BULK_PAGE_LIMIT,
  memberSchema,
  PAGE_LIMIT,
  policyRevisionSummarySchema,
  policySummarySchema,
  scriptSchema,
  scriptSummarySchema,
  secretSummarySchema,
  segmentSchema,
  segmentSummarySchema,
  sessionSchema,
  workerSummarySchema,
} from './assumed';
import type { ErrorCode } from './errors';
import { licenseCostPointSchema } from './licenses';
import { fillPath, pathTemplates } from './paths';
import { policyRevisionSchema } from './policies';
import { scriptCreatedSchema, scriptCreateSchema } from './scripts';
import { revealedSecretSchema } from './secrets';
import { segmentWriteSchema } from './segment-write';
import { orgChartWorkerSchema } from './workers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a successful response carries. */
export type EndpointResponse =
  | { kind: 'single'; status: 200 | 201; schema: z.ZodMiniType }
  | { kind: 'collection'; item: z.ZodMiniType; limit: { default: number; max: number } }
  | { kind: 'empty'; status: 204 }
  | { kind: 'redirect' }
  | { kind: 'document' };

export interface QueryParameter {
  name: string;
  description: string;
}

export interface Endpoint {
  method: HttpMethod;
  /** Relative to `{base_url}` (`/api`), path parameters as `{name}`. */
  path: string;
  summary: string;
  /** Not shown by the spec: the console's assumption, to reconcile with the real service. */
  assumed: boolean;
  /** Who may call it: anyone, any signed-in caller, or callers holding a permission. */
  access: 'public' | 'signed_in' | Permission;
  /** API keys may not call it, whatever their scopes (spec 5.5). */
  sessionOnly?: boolean;
  query?: readonly QueryParameter[];
  /** The JSON body and its rules; an endpoint without one takes no body. */
  body?: z.ZodMiniType;
  /** `body`'s rules at a moment, where they depend on it (an expiry must be in the future). */
  bodyAt?: (now: Date) => z.ZodMiniType;
  /**
   * How a body that breaks its rules is refused (400, the first error of each field): with
   * `errorCode` (`validation_error` unless named), each error's `target` naming the path
   * (`clauses.0.values`, the default) or only its top-level field (`scopes`).
   */
  invalidBody?: { errorCode?: ErrorCode; target?: 'path' | 'field' };
  response: EndpointResponse;
  /** The response carries an `ETag` header. */
  etag?: boolean;
  /** `If-Match`: required (428 without it) or optional (checked when sent). */
  ifMatch?: 'required' | 'optional';
  /** What the console loses where the service lacks this endpoint. */
  consoleUse: string;
  /** The console does without it where the service lacks it (it says so): the service check only warns. */
  optional?: true;
}

const pageQuery: readonly QueryParameter[] = [
  { name: 'cursor', description: 'The `nextCursor` of the previous page, passed back unchanged.' },
  { name: 'limit', description: 'Page size.' },
];
const searchQuery: readonly QueryParameter[] = [...pageQuery, { name: 'q', description: 'Text to search names for.' }];

const single = <T extends z.ZodMiniType>(schema: T, status: 200 | 201 = 200) =>
  ({ kind: 'single', status, schema }) as const;
const collection = <T extends z.ZodMiniType>(item: T, limit: { default: number; max: number } = PAGE_LIMIT) =>
  ({ kind: 'collection', item, limit }) as const;
const empty = { kind: 'empty', status: 204 } as const;

export const endpoints = {
  // Specified (section 4)
  replaceSegment: {
    method: 'PUT',
    path: pathTemplates.replaceSegment,
    summary: 'Replace a segment',
    assumed: false,
    access: 'segments:write',
    body: segmentWriteSchema,
    invalidBody: { errorCode: 'invalid_segment' },
    response: empty,
    etag: true,
    ifMatch: 'required',
    consoleUse: 'Segments: saving an edited segment.',
  },
  createScript: {
    method: 'POST',
    path: pathTemplates.createScript,
    summary: 'Create a script',
    assumed: false,
    access: 'scripts:write',
    body: scriptCreateSchema,
    invalidBody: { errorCode: 'invalid_script' },
    response: single(scriptCreatedSchema, 201),
    consoleUse: 'Scripts: creating a script.',
  },
  orgChart: {
    method: 'GET',
    path: pathTemplates.orgChart,
    summary: 'List workers as a reporting tree',
    assumed: false,
    access: 'workers:read',
    query: pageQuery,
    response: collection(orgChartWorkerSchema, BULK_PAGE_LIMIT),
    consoleUse: 'Org chart, and the segment preview’s counts.',
  },
  licenseCosts: {
    method: 'GET',
    path: pathTemplates.licenseCosts,
    summary: 'License cost trend',
    assumed: false,
    access: 'licenses:read',
    query: pageQuery,
    response: collection(licenseCostPointSchema, BULK_PAGE_LIMIT),
    consoleUse: 'License costs: the whole page.',
  },
  revealSecret: {
    method: 'POST',
    path: pathTemplates.revealSecret,
    summary: 'Reveal a workspace secret',
    assumed: false,
    access: 'secrets:reveal',
    response: single(revealedSecretSchema),
    consoleUse: 'Secrets: revealing a value.',
  },
  policyRevision: {
    method: 'GET',
    path: pathTemplates.policyRevision,
    summary: 'Get one policy revision',
    assumed: false,
    access: 'policies:read',
    response: single(policyRevisionSchema),
    consoleUse: 'Policies: a revision’s source and its diffs.',
  },

  // Assumed
  authProviders: {
    method: 'GET',
    path: pathTemplates.authProviders,
    summary: 'Sign-in providers',
    assumed: true,
    access: 'public',
    response: collection(authProviderSchema),
    consoleUse: 'Sign-in: the buttons of the providers; without it nobody can sign in from the console.',
  },
  login: {
    method: 'GET',
    path: pathTemplates.login,
    summary: 'Start signing in with a provider',
    assumed: true,
    access: 'public',
    query: [{ name: 'returnTo', description: 'A same-origin path to come back to after signing in.' }],
    response: { kind: 'redirect' },
    consoleUse: 'Sign-in: starting the OAuth flow.',
  },
  callback: {
    method: 'GET',
    path: pathTemplates.callback,
    summary: 'Finish signing in (sets the session cookie)',
    assumed: true,
    access: 'public',
    query: [
      { name: 'code', description: 'The provider’s authorization code.' },
      { name: 'state', description: 'The state sent to the provider.' },
    ],
    response: { kind: 'redirect' },
    consoleUse: 'Sign-in: the session cookie.',
  },
  logout: {
    method: 'POST',
    path: pathTemplates.logout,
    summary: 'Sign out (revokes the session)',
    assumed: true,
    access: 'public',
    response: empty,
    consoleUse: 'Sign-out from the account menu.',
  },
  me: {
    method: 'GET',
    path: pathTemplates.me,
    summary: 'Who is signed in: user, workspace, role and permissions',
    assumed: true,
    access: 'signed_in',
    response: single(sessionSchema),
    consoleUse: 'Every page: the console cannot start without it.',
  },
  members: {
    method: 'GET',
    path: pathTemplates.members,
    summary: 'Members of the workspace',
    assumed: true,
    access: 'members:read',
    query: pageQuery,
    response: collection(memberSchema),
    consoleUse: 'Policies, scripts and API keys show user ids instead of people’s names.',
  },
  listSegments: {
    method: 'GET',
    path: pathTemplates.listSegments,
    summary: 'List and search segments',
    assumed: true,
    access: 'segments:read',
    query: searchQuery,
    response: collection(segmentSummarySchema),
    consoleUse: 'Segments: the list, and segments in the command palette.',
  },
  createSegment: {
    method: 'POST',
    path: pathTemplates.createSegment,
    summary: 'Create a segment',
    assumed: true,
    access: 'segments:write',
    body: segmentWriteSchema,
    invalidBody: { errorCode: 'invalid_segment' },
    response: single(segmentSchema, 201),
    etag: true,
    consoleUse: 'Segments: creating a segment.',
  },
  getSegment: {
    method: 'GET',
    path: pathTemplates.getSegment,
    summary: 'Read a segment',
    assumed: true,
    access: 'segments:read',
    response: single(segmentSchema),
    etag: true,
    consoleUse: 'Segments: the editor (and the ETag every save needs).',
  },
  deleteSegment: {
    method: 'DELETE',
    path: pathTemplates.deleteSegment,
    summary: 'Delete a segment',
    assumed: true,
    access: 'segments:write',
    response: empty,
    ifMatch: 'optional',
    consoleUse: 'Segments: deleting a segment.',
  },
  segmentPolicies: {
    method: 'GET',
    path: pathTemplates.segmentPolicies,
    summary: 'List the policies that apply a segment (the references behind `segment_referenced`)',
    assumed: true,
    access: 'policies:read',
    query: pageQuery,
    response: collection(policySummarySchema),
    consoleUse: 'Segments: where a segment is used, and the policies that reach a person through it.',
  },
  workers: {
    method: 'GET',
    path: pathTemplates.workers,
    summary: 'Search workers, or resolve ids to workers',
    assumed: true,
    access: 'workers:read',
    query: [
      ...searchQuery,
      { name: 'ids', description: 'Comma-separated worker ids to resolve (one page, in the order asked).' },
    ],
    response: collection(workerSummarySchema),
    consoleUse: 'Segments: the worker picker and the names of included and excluded workers.',
  },
  listScripts: {
    method: 'GET',
    path: pathTemplates.listScripts,
    summary: 'List and search scripts',
    assumed: true,
    access: 'scripts:read',
    query: searchQuery,
    response: collection(scriptSummarySchema),
    consoleUse: 'Scripts: the list, and scripts in the command palette.',
  },
  getScript: {
    method: 'GET',
    path: pathTemplates.getScript,
    summary: 'Read a script',
    assumed: true,
    access: 'scripts:read',
    response: single(scriptSchema),
    consoleUse: 'Scripts: reading a script.',
  },
  secrets: {
    method: 'GET',
    path: pathTemplates.secrets,
    summary: 'List secrets (never their values)',
    assumed: true,
    access: 'secrets:read',
    query: pageQuery,
    response: collection(secretSummarySchema),
    consoleUse: 'Secrets: the list (and so revealing any value).',
  },
  policies: {
    method: 'GET',
    path: pathTemplates.policies,
    summary: 'List policies',
    assumed: true,
    access: 'policies:read',
    query: pageQuery,
    response: collection(policySummarySchema),
    consoleUse: 'Policies: the list.',
  },
  policy: {
    method: 'GET',
    path: pathTemplates.policy,
    summary: 'Read a policy',
    assumed: true,
    access: 'policies:read',
    response: single(policySummarySchema),
    consoleUse: 'Policies: the viewer’s heading and latest revision.',
  },
  policyRevisions: {
    method: 'GET',
    path: pathTemplates.policyRevisions,
    summary: 'A policy’s revisions, newest first',
    assumed: true,
    access: 'policies:read',
    query: pageQuery,
    response: collection(policyRevisionSummarySchema),
    consoleUse: 'Policies: the history and comparing revisions.',
  },
  apiKeys: {
    method: 'GET',
    path: pathTemplates.apiKeys,
    summary: 'List API keys',
    assumed: true,
    access: 'api_keys:manage',
    query: pageQuery,
    response: collection(apiKeySchema),
    consoleUse: 'API keys: the list.',
  },
  createApiKey: {
    method: 'POST',
    path: pathTemplates.createApiKey,
    summary: 'Create an API key (the secret is returned once)',
    assumed: true,
    access: 'api_keys:manage',
    sessionOnly: true,
    body: apiKeyCreateSchema,
    bodyAt: apiKeyCreateSchemaAt,
    invalidBody: { target: 'field' },
    response: single(apiKeyWithSecretSchema, 201),
    etag: true,
    consoleUse: 'API keys: creating a key.',
  },
  rotateApiKey: {
    method: 'POST',
    path: pathTemplates.rotateApiKey,
    summary: 'Rotate an API key (the new secret is returned once)',
    assumed: true,
    access: 'api_keys:manage',
    sessionOnly: true,
    response: single(apiKeyWithSecretSchema),
    etag: true,
    ifMatch: 'optional',
    consoleUse: 'API keys: rotating a key.',
  },
  revokeApiKey: {
    method: 'POST',
    path: pathTemplates.revokeApiKey,
    summary: 'Revoke an API key',
    assumed: true,
    access: 'api_keys:manage',
    sessionOnly: true,
    response: single(apiKeySchema),
    consoleUse: 'API keys: revoking a key.',
  },
  auditEvents: {
    method: 'GET',
    path: pathTemplates.auditEvents,
    summary: 'The activity log: who did what, newest first (append-only)',
    assumed: true,
    access: 'audit:read',
    query: [
      ...pageQuery,
      {
        name: 'actor',
        description: 'A member’s user id (what they did, signed in or with their keys), or an API key id.',
      },
      { name: 'action', description: 'One action, e.g. `segment.replace` (see `auditActions`).' },
      { name: 'targetType', description: 'One target type, e.g. `segment` (see `auditTargetTypes`).' },
      { name: 'targetId', description: 'The id of one object of `targetType` (needs `targetType`).' },
      { name: 'from', description: 'Events at or after this instant (ISO 8601 with offset).' },
      { name: 'to', description: 'Events before this instant (ISO 8601 with offset), after `from`.' },
    ],
    response: collection(auditEventSchema),
    optional: true,
    consoleUse: 'Activity: the workspace’s activity log, and the reveal, save and rotation histories.',
  },
  openApi: {
    method: 'GET',
    path: pathTemplates.openApi,
    summary: 'This API as an OpenAPI 3.1 document',
    assumed: true,
    access: 'public',
    response: { kind: 'document' },
    consoleUse: 'Nothing: the console does not read it (tools such as Prism or client generators do).',
  },
} as const satisfies Record<string, Endpoint>;

/** An endpoint's path with its parameters filled in, each encoded. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return fillPath(endpoint.path, params);
}
