/**
 * ASSUMED ENDPOINTS. The spec names these areas but does not show these endpoints (section 4.7).
 * The console needs them to be usable; they follow the spec's conventions (envelopes, cursor
 * pagination, ETags). Pointing the console at the real service means reconciling this file and the
 * `assumed: true` entries of `endpoints.ts` (methods, paths, permissions).
 */
import * as z from 'zod/mini';
import { apiKeyScopeSchema, permissionSchema, roleSchema } from './access';
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
