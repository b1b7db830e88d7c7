import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_KEY_PREFIX, rolePermissions, type Permission } from '../../contract';
import { sha256 } from '../crypto';
import type { Stores } from '../store';
import type { CredentialKind, FailedAuthLimiter } from './auth-limits';
import type { AppEnv, Principal } from './context';
import { assertSameOrigin, isWrite } from './csrf';
import { ApiError, forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'service.session';

/** Who may call a route: anyone, any signed-in caller, or callers holding a permission. */
export type Access = 'public' | 'signed_in' | Permission;

export interface AccessRule {
  access: Access;
  /** API keys may not call this route, whatever their scopes (spec 5.5). */
  sessionOnly?: boolean;
}

function fromApiKey(c: Context<AppEnv>, stores: Stores, header: string, now: string): Principal {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const secret = match?.[1];
  if (!secret || !secret.startsWith(API_KEY_PREFIX)) throw unauthorized('The API key is missing or malformed.');
  const key = stores.apiKeys.findBySecretHash(sha256(secret));
  const workspace = c.get('workspace');
  if (!key || key.workspaceId !== workspace.id) throw unauthorized('The API key is not valid for this workspace.');
  if (key.revokedAt) throw unauthorized('The API key has been revoked.');
  if (key.expiresAt !== null && key.expiresAt <= now) throw unauthorized('The API key has expired.');
  const creator = stores.members.find(workspace.id, key.createdByUserId);
  if (!creator) throw unauthorized('The API key belongs to someone who is no longer a member.');
  const granted = new Set<Permission>(rolePermissions[creator.role]);
  const scopes = JSON.parse(key.scopes) as Permission[];
  stores.apiKeys.touch(key.id, now);
  return {
    user: { id: creator.userId, name: creator.name, email: creator.email },
    role: creator.role,
    permissions: new Set(scopes.filter((scope) => granted.has(scope))),
    authMethod: 'api_key',
    sessionId: null,
    apiKeyId: key.id,
  };
}

function fromSession(c: Context<AppEnv>, stores: Stores, token: string, now: string): Principal {
  const session = stores.sessions.findSession(sha256(token));
  const workspace = c.get('workspace');
  if (!session || session.workspaceId !== workspace.id || session.revokedAt || session.expiresAt <= now) {
    throw unauthorized('Your session has ended; sign in again.');
  }
  const member = stores.members.find(workspace.id, session.userId);
  if (!member) throw unauthorized('You are no longer a member of this workspace.');
  return {
    user: { id: member.userId, name: member.name, email: member.email },
    role: member.role,
    permissions: new Set(rolePermissions[member.role]),
    authMethod: 'session',
    sessionId: session.id,
    apiKeyId: null,
  };
}

/** Identifies the caller (a Bearer key wins over the cookie when both are sent) or throws 401. */
export function authenticate(c: Context<AppEnv>, stores: Stores, now: string): Principal {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) return fromApiKey(c, stores, authorization, now);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) return fromSession(c, stores, token, now);
  throw unauthorized();
}

/** The credential a request presents, as `authenticate` will pick it; null when it presents none. */
function presentedCredential(c: Context<AppEnv>): CredentialKind | null {
  if (c.req.header('authorization') !== undefined) return 'api_key';
  return getCookie(c, SESSION_COOKIE) ? 'session' : null;
}

/** `authenticate`, refusing while failed attempts are limited and counting each failure. */
function authenticateWithinLimits(
  c: Context<AppEnv>,
  stores: Stores,
  now: string,
  limiter: FailedAuthLimiter | null,
): Principal {
  const kind = limiter ? presentedCredential(c) : null;
  if (!limiter || !kind) return authenticate(c, stores, now);
  limiter.assertAllowed(c, kind);
  try {
    return authenticate(c, stores, now);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) limiter.recordFailure(c, kind);
    throw error;
  }
}

/** Enforces a route's access rule: authentication, CSRF for cookie writes, then the permission. */
export function requireAccess(
  rule: AccessRule,
  stores: Stores,
  now: () => Date,
  limiter: FailedAuthLimiter | null = null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (rule.access === 'public') return next();
    const principal = authenticateWithinLimits(c, stores, now().toISOString(), limiter);
    if (principal.authMethod === 'session' && isWrite(c.req.method)) assertSameOrigin(c);
    if (rule.sessionOnly && principal.authMethod !== 'session') {
      throw forbidden('API keys cannot manage API keys; sign in to do this.');
    }
    if (rule.access !== 'signed_in' && !principal.permissions.has(rule.access)) {
      throw forbidden(`This needs the ${rule.access} permission.`);
    }
    c.set('principal', principal);
    return next();
  };
}
