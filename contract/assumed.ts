/**
 * ASSUMED ENDPOINTS. The spec names these areas but does not show these endpoints (section 4.7).
 * The console needs them to be usable; they follow the spec's conventions (envelopes, cursor
 * pagination, ETags). Pointing the console at the real service means reconciling this file and the
 * `assumed: true` entries of `endpoints.ts` (methods, paths, permissions).
 */
import * as z from 'zod/mini';
import { apiKeyScopeSchema, permissionSchema, roleSchema } from './access';
import { paginationSchema } from './envelopes';
import { lifecycleStageSchema } from './workers';
import { compiledClauseSchema, segmentMatchSchema, segmentScopeSchema } from './segments';

/** Page size (`limit`) bounds, not shown by the spec. */
export const PAGE_LIMIT = { default: 50, max: 200 } as const;
/** Bulk lists that clients read whole (org chart, license costs) allow larger pages. */
export const BULK_PAGE_LIMIT = { default: 500, max: 5000 } as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** Paths of every endpoint are in `endpoints.ts`, with their methods, shapes and permissions. */

// --- Auth: GET /auth/providers (no authentication), GET /me, POST /auth/logout (204) ---

export const authProviderSchema = z.object({ id: z.string(), name: z.string() });
export type AuthProvider = z.infer<typeof authProviderSchema>;

export const sessionSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  workspace: z.object({ subdomain: z.string(), name: z.string() }),
  role: roleSchema,
  permissions: z.array(permissionSchema),
  authMethod: z.enum(['session', 'api_key']),
});
export type Session = z.infer<typeof sessionSchema>;

// --- Members: GET /members (resolves user ids to display names) ---

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type Member = z.infer<typeof memberSchema>;

// --- Segments: GET /segments?q=, POST /segments (201 + ETag), GET /segments/{id} (ETag),
//     DELETE /segments/{id} (204; If-Match optional, checked when sent) ---

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: segmentScopeSchema,
  match: segmentMatchSchema,
  clauses: z.array(compiledClauseSchema),
  includedWorkerIds: z.array(z.string()),
  excludedWorkerIds: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  updatedByUserId: z.string(),
  updatedByName: z.nullable(z.string()),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: segmentScopeSchema,
  match: segmentMatchSchema,
  clauseCount: z.int(),
  updatedAt: isoDateTime,
  updatedByName: z.nullable(z.string()),
});
export type SegmentSummary = z.infer<typeof segmentSummarySchema>;

// --- Workers: GET /workers?q=&ids=a,b (search for pickers, or resolve ids to names) ---

export const workerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.nullable(z.string()),
  department: z.nullable(z.string()),
  lifecycleStage: z.nullable(lifecycleStageSchema),
});
export type WorkerSummary = z.infer<typeof workerSummarySchema>;

// --- Org chart in columns: an OPTIONAL extension of `GET /workers/org-chart` (spec 4.3) ---
//
// A client that names `WORKER_COLUMNS_MEDIA_TYPE` in `Accept` may be answered with that type: the
// same page (same cursor, limit, pagination and order) as columns, a list per field, with the
// fields that repeat (job title, department, the manager's id and name, stage) as positions in one
// list of the page's distinct values. Its body starts with the page's `pagination` (`{"pagination":…`),
// so that a client can ask for the next page while the workers are still arriving; a client reads it
// whole where it does not. A service that does not offer the form answers the spec's JSON, which
// the console reads as before: it goes by the response's `Content-Type`, never by the service's name.

export const WORKER_COLUMNS_MEDIA_TYPE = 'application/vnd.workspace-console.worker-columns+json';

/**
 * Page size (`limit`) bounds of a request answered in worker columns: up to 20,000 workers, about the
 * bytes of 5,000 in the spec's JSON (`BULK_PAGE_LIMIT`), in a quarter of the requests. A client asks
 * for more than `BULK_PAGE_LIMIT.max` only once the service has answered it in columns.
 */
export const WORKER_COLUMNS_PAGE_LIMIT = { default: BULK_PAGE_LIMIT.default, max: 20_000 } as const;

/**
 * The page size a client reading the whole chart in worker columns asks for, given how many workers
 * come before the page: what reaches the next multiple of `WORKER_COLUMNS_PAGE_LIMIT.max`. Pages then
 * start at the same places on every load, whatever size the first page was, so every reader asks for
 * the same pages: a service keeps them made, and makes the next one before it is asked for.
 */
export const columnsPageLimitAt = (workersBefore: number) =>
  WORKER_COLUMNS_PAGE_LIMIT.max - (workersBefore % WORKER_COLUMNS_PAGE_LIMIT.max);

/** The fields sent as positions in `values` (null for a null value), in the order of a worker's fields. */
export const workerColumnsCodedFields = ['jobTitle', 'department', 'managerId', 'manager', 'lifecycleStage'] as const;

/**
 * A page's workers as columns: worker `i` is `{ id: id[i], name: name[i], jobTitle: values[jobTitle[i]], … }`,
 * a coded field's `null` standing for null. Every list is `count` long. The entries are read as leniently
 * as the spec's items are (dirty data is reported per worker, see `readWorkerRecord`): a value that is not
 * text, or a code that is not a position in `values` (the field then counts as missing), is the
 * worker's problem, not the page's; a list of the wrong length or a missing list makes the page malformed.
 */
// A list checked as a list only: its entries are read one by one, leniently (see above).
const column = z.custom<unknown[]>((value) => Array.isArray(value), 'Expected a list.');
// Pure: the console's first page leaves it out (only the org chart's reading needs it).
export const workerColumnsSchema = /* @__PURE__ */ z
  .object({
    count: z.int().check(z.nonnegative()),
    values: column,
    id: column,
    name: column,
    jobTitle: column,
    department: column,
    managerId: column,
    manager: column,
    lifecycleStage: column,
  })
  .check(
    z.refine(
      (columns) =>
        columns.id.length === columns.count &&
        columns.name.length === columns.count &&
        workerColumnsCodedFields.every((field) => columns[field].length === columns.count),
      'Every column must hold `count` entries.',
    ),
  );
export type WorkerColumns = z.infer<typeof workerColumnsSchema>;

/** The page: the collection envelope with `columns` where the spec has `results`, `pagination` first. */
export const workerColumnsPageSchema = z.object({
  pagination: paginationSchema,
  errors: z.array(z.unknown()),
  columns: workerColumnsSchema,
});
export type WorkerColumnsPage = z.infer<typeof workerColumnsPageSchema>;

// --- Scripts: GET /scripts?q=, GET /scripts/{id} ---

/** Our constraints on the create body (the spec defers to a section that states none). */
export const SCRIPT_NAME_MAX = 120;
export const SCRIPT_CODE_MAX = 200_000;

export const scriptSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.int(),
  createdAt: isoDateTime,
  createdByUserId: z.string(),
});
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

export const scriptSchema = z.extend(scriptSummarySchema, { code: z.string() });
export type Script = z.infer<typeof scriptSchema>;

// --- Secrets: GET /secrets ---

export const secretSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lastRevealedAt: z.nullable(isoDateTime),
  lastRevealedByUserId: z.nullable(z.string()),
  lastRevealedByName: z.nullable(z.string()),
});
export type SecretSummary = z.infer<typeof secretSummarySchema>;

// --- Policies: GET /policies, GET /policies/{id}, GET /policies/{id}/revisions (newest first) ---

export const policySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  latestRevision: z.int(),
  updatedAt: isoDateTime,
  updatedByUserId: z.string(),
  updatedByName: z.nullable(z.string()),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policyRevisionSummarySchema = z.object({
  number: z.int(),
  createdByUserId: z.string(),
  createdAt: isoDateTime,
});
export type PolicyRevisionSummary = z.infer<typeof policyRevisionSummarySchema>;

// --- API keys: GET /api-keys, POST /api-keys (201), POST /api-keys/{id}/rotate,
//     POST /api-keys/{id}/revoke. Create, rotate and revoke require a session (spec 5.5). ---

export const API_KEY_PREFIX = 'service_sk_';
export const API_KEY_NAME_MAX = 100;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it; never the whole secret. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: isoDateTime,
  createdByUserId: z.string(),
  createdByName: z.nullable(z.string()),
  lastUsedAt: z.nullable(isoDateTime),
  expiresAt: z.nullable(isoDateTime),
  revokedAt: z.nullable(isoDateTime),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const keyExpiry = z.iso.datetime({
  offset: true,
  error: 'expiresAt must be an ISO 8601 date-time with its offset, or null.',
});

/**
 * The create body with the rules the reference API applies and the console's form checks first;
 * each issue's path names the field it is about. The name is trimmed.
 */
export const apiKeyCreateSchema = z.object(
  {
    name: z
      .string({ error: 'name is required and must be a string.' })
      .check(
        z.trim(),
        z.minLength(1, 'Give the key a name, e.g. what uses it.'),
        z.maxLength(API_KEY_NAME_MAX, `Use at most ${API_KEY_NAME_MAX} characters.`),
      ),
    scopes: z
      .array(apiKeyScopeSchema, { error: 'scopes is required and must be a list of scopes.' })
      .check(z.minLength(1, 'Choose at least one scope.')),
    expiresAt: z.nullable(keyExpiry),
  },
  { error: 'The body must be an object with name, scopes and expiresAt.' },
);
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The create body's rules at a moment: a key that expires, expires after `now`. */
export const apiKeyCreateSchemaAt = (now: Date) =>
  z.extend(apiKeyCreateSchema, {
    expiresAt: z.nullable(
      // A date that does not parse has its issue already; this one is about valid dates only.
      keyExpiry.check(z.refine((at) => !(Date.parse(at) <= now.getTime()), 'expiresAt must be in the future.')),
    ),
  });

/** The full key (`secret`) is returned once, by create and rotate, and never again. */
export const apiKeyWithSecretSchema = z.object({ apiKey: apiKeySchema, secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

// --- Audit: GET /audit-events (owners and admins: `audit:read`), newest first, filtered ---

/**
 * What the reference API records, each in the transaction of what it records (a write that fails
 * records nothing). Never a secret's value or a key's secret. `auth.failed` and `auth.limited` are
 * recorded by the failed-authentication limiter, so not when it is off (`AUTH_FAILURE_LIMITS=off`,
 * or `createApp` without `authFailureLimits`). See docs/audit-events.md.
 */
export const auditActions = [
  'segment.create',
  'segment.replace',
  'segment.delete',
  'script.create',
  'api_key.create',
  'api_key.rotate',
  'api_key.revoke',
  'secret.reveal',
  'secret.reveal_refused',
  'session.sign_in',
  'session.sign_out',
  'auth.failed',
  'auth.limited',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an event is about. `session`: a sign-in's session (its id); `credential`: what a failed
 * attempt presented (`session`, `sign_in`, or `api_key:` and the key's first 15 characters);
 * `limit`: what a limit on failed attempts holds back (`address:…` or `workspace:…`).
 */
export const auditTargetTypes = ['segment', 'script', 'api_key', 'secret', 'session', 'credential', 'limit'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * Who did it: a member signed in, an API key (its name, and the member who created it), or nobody
 * known (a failed authentication).
 */
export const auditActorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), userId: z.string(), name: z.nullable(z.string()) }),
  z.object({
    type: z.literal('api_key'),
    apiKeyId: z.string(),
    name: z.nullable(z.string()),
    userId: z.nullable(z.string()),
  }),
  z.object({ type: z.literal('anonymous') }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One event. `action` and `targetType` are among the lists above (a newer service may add more). */
export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  actor: auditActorSchema,
  clientAddress: z.nullable(z.string()),
  at: isoDateTime,
  /** The version a write made (a segment's or a key's new ETag); null for other events. */
  etag: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const auditInstant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO 8601 date-time with its offset.` });

/**
 * The filters of GET /audit-events, each a query parameter (all optional, combined with AND):
 * `actor` a member's user id (what they did, signed in or with their keys) or an API key's id;
 * `action`; `targetType`, and `targetId` within it; `from` (inclusive) and `to` (exclusive).
 */
export const auditEventFiltersSchema = z
  .object({
    actor: z.optional(z.string().check(z.minLength(1))),
    action: z.optional(z.enum(auditActions, { error: `action must be one of ${auditActions.join(', ')}.` })),
    targetType: z.optional(
      z.enum(auditTargetTypes, { error: `targetType must be one of ${auditTargetTypes.join(', ')}.` }),
    ),
    targetId: z.optional(z.string().check(z.minLength(1))),
    from: z.optional(auditInstant('from')),
    to: z.optional(auditInstant('to')),
  })
  .check(
    z.superRefine((filters, context) => {
      if (filters.targetId !== undefined && filters.targetType === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['targetType'],
          message: 'targetId needs its targetType.',
          input: filters.targetType,
        });
      }
      if (
        filters.from !== undefined &&
        filters.to !== undefined &&
        Date.parse(filters.to) <= Date.parse(filters.from)
      ) {
        context.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from.', input: filters.to });
      }
    }),
  );
export type AuditEventFilters = z.infer<typeof auditEventFiltersSchema>;
