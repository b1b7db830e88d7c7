import type { Context } from 'hono';
import { API_KEY_PREFIX } from '../../contract';
import type { AuthFailureLimits } from '../config';
import type { Stores } from '../store';
import type { Bucket } from '../store/auth-failures';
import type { AppEnv } from './context';
import { unauthorized } from './errors';
import { clientAddress, recordedClientAddress } from './origin';

/** `sign_in`: the development provider's approval and the sign-in callback (state, user, code). */
export type CredentialKind = 'api_key' | 'session' | 'sign_in';

/** What a failed attempt is recorded against: the key's visible prefix, the session, or a sign-in. */
function attemptTarget(kind: CredentialKind, authorization: string | undefined): string {
  if (kind === 'session' || kind === 'sign_in') return kind;
  const secret = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return secret?.startsWith(API_KEY_PREFIX) ? `api_key:${secret.slice(0, 15)}` : 'api_key:malformed';
}

/**
 * Limits failed authentication per client address and per workspace with token buckets in SQLite.
 * While the address's bucket is empty, every credential from it answers 401 unchecked; while the
 * workspace's is, every API key does (sessions and sign-ins are left alone, so that guessing keys
 * from many addresses cannot lock the console's users out).
 */
export function failedAuthLimiter(
  { db, authFailures: store, audit }: Pick<Stores, 'db' | 'authFailures' | 'audit'>,
  limits: AuthFailureLimits,
  now: () => Date,
) {
  const buckets = (c: Context<AppEnv>, kind: CredentialKind, forCheck: boolean): Bucket[] => {
    const all: Bucket[] = [];
    if (limits.perAddress > 0) {
      all.push({ key: `address:${clientAddress(c)}`, capacity: limits.perAddress, windowMs: limits.windowMs });
    }
    if (limits.perWorkspace > 0 && (kind === 'api_key' || !forCheck)) {
      const key = `workspace:${c.get('workspace').id}`;
      all.push({ key, capacity: limits.perWorkspace, windowMs: limits.windowMs });
    }
    return all;
  };

  return {
    /** Throws 401 (with Retry-After) while this kind of credential is limited here. */
    assertAllowed(c: Context<AppEnv>, kind: CredentialKind): void {
      const waitMs = store.waitMs(buckets(c, kind, true), now().getTime());
      if (waitMs === 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      c.header('Retry-After', String(seconds));
      throw unauthorized(
        `Too many failed authentication attempts; credentials are not checked for ${seconds} s. Try again then.`,
      );
    },

    /**
     * Spends a token of each bucket and records the attempt (and any limit it starts) in the audit
     * log, all in one transaction.
     */
    recordFailure(c: Context<AppEnv>, kind: CredentialKind): void {
      const at = now();
      const attempt = {
        workspaceId: c.get('workspace').id,
        actorUserId: null,
        apiKeyId: null,
        clientAddress: recordedClientAddress(c),
        at: at.toISOString(),
      };
      db.transaction(() => {
        audit.record({
          ...attempt,
          action: 'auth.failed',
          targetType: 'credential',
          targetId: attemptTarget(kind, c.req.header('authorization')),
        });
        for (const emptied of store.spend(buckets(c, kind, false), at.getTime())) {
          audit.record({ ...attempt, action: 'auth.limited', targetType: 'limit', targetId: emptied.key });
        }
      })();
    },
  };
}

export type FailedAuthLimiter = ReturnType<typeof failedAuthLimiter>;
