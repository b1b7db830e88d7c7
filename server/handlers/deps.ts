import type { Context } from 'hono';
import type { AppConfig } from '../config';
import type { FailedAuthLimiter } from '../http/auth-limits';
import type { AppEnv } from '../http/context';
import { recordedClientAddress } from '../http/origin';
import type { Stores } from '../store';
import type { AuditRecord } from '../store/audit';

export interface Deps {
  stores: Stores;
  config: AppConfig;
  /** Failed-authentication limits shared by the API's checks and sign-in (absent or null: none). */
  limiter?: FailedAuthLimiter | null;
}

export type AppContext = Context<AppEnv>;

export const nowIso = (deps: Deps) => deps.config.now().toISOString();

/** A query parameter, with an empty value treated as absent. */
export function queryText(c: AppContext, name: string): string | undefined {
  const value = c.req.query(name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Runs `write` in one transaction: what it changes and the audit event recording it commit together, or neither. */
export const atomically = <T>(deps: Deps, write: () => T): T => deps.stores.db.transaction(write)();

/** An audit event by this request's caller (its member, and its key when a key acts), from its address. */
export function callerEvent(
  c: AppContext,
  event: Pick<AuditRecord, 'action' | 'targetType' | 'targetId' | 'etag'>,
  at: string,
): AuditRecord {
  const principal = c.get('principal');
  return {
    ...event,
    workspaceId: c.get('workspace').id,
    actorUserId: principal.user.id,
    apiKeyId: principal.apiKeyId,
    clientAddress: recordedClientAddress(c),
    at,
  };
}
