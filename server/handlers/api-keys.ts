import { API_KEY_PREFIX, type ApiKeyCreate, type ApiKeyScope, type endpoints, type Permission } from '../../contract';
import { randomBase62, sha256 } from '../crypto';
import type { CheckedInput, Versioned } from '../http/endpoint-input';
import { collection, single } from '../http/envelope';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { formatEtag, ifMatchAccepts } from '../http/if-match';
import { readPageRequest, toPage } from '../http/pagination';
import { toApiKey, type ApiKeyRow } from '../store/api-keys';
import { atomically, callerEvent, nowIso, type AppContext, type Deps } from './deps';

/** `service_sk_` + 32 base62 characters; the prefix shown in lists is its first 15 characters. */
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_VISIBLE_PREFIX_LENGTH = 15;

export function newApiKeySecret() {
  const secret = API_KEY_PREFIX + randomBase62(API_KEY_RANDOM_LENGTH);
  return { secret, hash: sha256(secret), prefix: secret.slice(0, API_KEY_VISIBLE_PREFIX_LENGTH) };
}

interface ApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
}

/** A body that follows the contract's rules (the router checked them), by the server's own: no scope beyond the creator's permissions. */
function grantedInput({ name, scopes, expiresAt }: ApiKeyCreate, granted: ReadonlySet<Permission>): ApiKeyInput {
  const notGranted = scopes.filter((scope) => !granted.has(scope));
  if (notGranted.length > 0) {
    throw ApiError.many(400, [
      {
        errorCode: 'api_key_scope_not_granted',
        errorMessage: `You cannot grant what you do not have: ${notGranted.join(', ')}.`,
        target: 'scopes',
      },
    ]);
  }
  return {
    name,
    scopes: [...new Set(scopes)],
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  };
}

/** Rotations of one key closer together than this are taken as concurrent unless If-Match says otherwise. */
export const ROTATION_GUARD_MS = 5_000;

/** A strong ETag for a key's current secret (derived from its hash, never the hash itself). */
export const apiKeyEtag = (key: Pick<ApiKeyRow, 'secretHash'>) =>
  sha256(`api-key-version:${key.secretHash}`).slice(0, 24);

const alreadyRotated = () =>
  new ApiError(
    412,
    'precondition_failed',
    'This key was already rotated by another request moments ago; its new secret went to that request. Reload the keys, and rotate again if you need a secret of your own.',
  );

export function apiKeyHandlers(deps: Deps) {
  const { apiKeys, audit } = deps.stores;

  /** The key, if the caller may change it: its creator, or a member who may change every key (`api_keys:manage_all`). */
  const manageable = (c: AppContext): ApiKeyRow => {
    const key = apiKeys.find(c.get('workspace').id, c.req.param('id') ?? '');
    if (!key) throw badRequest('api_key_not_found', 'No API key with this id exists in this workspace.');
    const principal = c.get('principal');
    if (key.createdByUserId !== principal.user.id && !principal.permissions.has('api_keys:manage_all')) {
      throw forbidden('Only the creator of a key, an owner or an admin can change it.');
    }
    return key;
  };

  /** A key's version is its secret: If-Match on a rotation names the secret it replaces. */
  const version: Versioned<ApiKeyRow> = {
    name: 'API key',
    current: manageable,
    etagOf: apiKeyEtag,
    stale: alreadyRotated,
  };

  const reload = (c: AppContext, id: string) => {
    const key = apiKeys.find(c.get('workspace').id, id);
    if (!key) throw new Error(`API key ${id} vanished`);
    return toApiKey(key, nowIso(deps));
  };

  return {
    version,

    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'api-keys', 2);
      const { rows, total } = apiKeys.page(c.get('workspace').id, request);
      const now = nowIso(deps);
      return collection(
        c,
        toPage(rows, request, total, 'api-keys', apiKeys.keyOf, (row) => toApiKey(row, now)),
      );
    },

    create(c: AppContext, { body }: CheckedInput<typeof endpoints.createApiKey>) {
      const now = nowIso(deps);
      const principal = c.get('principal');
      const input = grantedInput(body, principal.permissions);
      const { secret, hash, prefix } = newApiKeySecret();
      const id = `key_${randomBase62(16)}`;
      const etag = apiKeyEtag({ secretHash: hash });
      const created = atomically(deps, () => {
        const inserted = apiKeys.createWithinLimit(
          {
            id,
            workspaceId: c.get('workspace').id,
            name: input.name,
            prefix,
            secretHash: hash,
            scopes: input.scopes,
            createdAt: now,
            createdByUserId: principal.user.id,
            expiresAt: input.expiresAt,
          },
          deps.config.apiKeyLimit,
        );
        if (inserted)
          audit.record(callerEvent(c, { action: 'api_key.create', targetType: 'api_key', targetId: id, etag }, now));
        return inserted;
      });
      if (!created) {
        throw badRequest(
          'api_key_limit_reached',
          `This workspace already has ${deps.config.apiKeyLimit} active API keys; revoke one first.`,
        );
      }
      c.header('ETag', formatEtag(etag));
      return single(c, { apiKey: reload(c, id), secret }, 201);
    },

    /**
     * Replaces the secret atomically (a compare-and-swap on its hash). A caller that sends If-Match
     * with the key's ETag rotates only that version; without it, a key whose secret changed while
     * the request was read, or was rotated less than ROTATION_GUARD_MS ago, is not rotated again:
     * of eight rotations sent at once, one wins and the others get 412, so nobody is handed a
     * secret that another rotation had already replaced.
     */
    rotate(c: AppContext, { ifMatch, resource: seen }: CheckedInput<typeof endpoints.rotateApiKey, ApiKeyRow>) {
      const now = nowIso(deps);
      const key = apiKeys.find(seen.workspaceId, seen.id) ?? seen;
      const status = toApiKey(key, now).status;
      if (status !== 'active') throw badRequest('validation_error', `This key is ${status} and cannot be rotated.`);
      const rotatedMomentsAgo =
        key.rotatedAt !== null && Date.parse(now) - Date.parse(key.rotatedAt) < ROTATION_GUARD_MS;
      const current = ifMatch
        ? ifMatchAccepts(ifMatch, apiKeyEtag(key))
        : key.secretHash === seen.secretHash && !rotatedMomentsAgo;
      const { secret, hash, prefix } = newApiKeySecret();
      const etag = apiKeyEtag({ secretHash: hash });
      const rotated =
        current &&
        atomically(deps, () => {
          const replaced = apiKeys.replaceSecret(key.workspaceId, key.id, key.secretHash, {
            secretHash: hash,
            prefix,
            rotatedAt: now,
          });
          if (replaced) {
            audit.record(
              callerEvent(c, { action: 'api_key.rotate', targetType: 'api_key', targetId: key.id, etag }, now),
            );
          }
          return replaced;
        });
      if (!rotated) throw alreadyRotated();
      c.header('ETag', formatEtag(etag));
      return single(c, { apiKey: reload(c, key.id), secret });
    },

    revoke(c: AppContext) {
      const key = manageable(c);
      const at = nowIso(deps);
      atomically(deps, () => {
        // Revoking a revoked key changes nothing, and records nothing.
        if (apiKeys.revoke(key.workspaceId, key.id, at)) {
          audit.record(callerEvent(c, { action: 'api_key.revoke', targetType: 'api_key', targetId: key.id }, at));
        }
      });
      return single(c, reload(c, key.id));
    },
  };
}
