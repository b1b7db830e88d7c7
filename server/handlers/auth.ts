import { timingSafeEqual } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthProvider } from '../../contract';
import type { AppConfig } from '../config';
import { randomToken, sha256 } from '../crypto';
import { pickLanguage } from '../dev-auth/language';
import { authorizeCss, authorizePage, signInExpiredPage } from '../dev-auth/page';
import { SESSION_COOKIE } from '../http/auth';
import { readFormBody } from '../http/body';
import { assertSameOrigin } from '../http/csrf';
import { collection } from '../http/envelope';
import { badRequest } from '../http/errors';
import { isHttps, recordedClientAddress } from '../http/origin';
import { safeReturnTo } from '../http/return-to';
import type { AuditRecord } from '../store/audit';
import { atomically, nowIso, type AppContext, type Deps } from './deps';

export const LOGIN_STATE_COOKIE = 'service.login_state';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;
export const AUTHORIZATION_CODE_TTL_MS = 60 * 1000;
export const SIGN_IN_FAILED = '/sign-in?error=sign_in_failed';

export const devProvider: AuthProvider = { id: 'dev', name: 'Development sign-in' };

/** The providers this server offers: the development one unless it is off (`DEV_SIGN_IN`, production). */
export const authProvidersOf = (config: AppConfig): AuthProvider[] => (config.devSignIn ? [devProvider] : []);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function authHandlers(deps: Deps) {
  const { sessions, members, audit } = deps.stores;
  const { limiter } = deps;
  const authProviders = authProvidersOf(deps.config);
  const later = (ms: number) => new Date(deps.config.now().getTime() + ms).toISOString();

  /**
   * A failed sign-in step that was checked against something held server-side (a state, a
   * member, a code): counted as failed authentication and sent to the sign-in page. Steps refused
   * before any check (no login-state cookie, another origin) are not counted: a page on another
   * site can make a browser send those, and must not be able to lock its address out.
   */
  const signInFailed = (c: AppContext) => {
    limiter?.recordFailure(c, 'sign_in');
    return c.redirect(SIGN_IN_FAILED, 302);
  };

  /** A sign-in or sign-out, by the member whose session it is (these routes are public: no principal). */
  const sessionEvent = (
    c: AppContext,
    action: 'session.sign_in' | 'session.sign_out',
    sessionId: number,
    userId: string,
    at: string,
  ): AuditRecord => ({
    workspaceId: c.get('workspace').id,
    action,
    targetType: 'session',
    targetId: String(sessionId),
    actorUserId: userId,
    apiKeyId: null,
    clientAddress: recordedClientAddress(c),
    at,
  });

  /** The login state named by `state`, if it is for this workspace, unused and unexpired. */
  const liveState = (c: AppContext, state: string | undefined) => {
    if (!state) return undefined;
    const record = sessions.findLoginState(sha256(state));
    const live =
      record && record.workspaceId === c.get('workspace').id && !record.usedAt && record.expiresAt > nowIso(deps);
    return live ? record : undefined;
  };

  return {
    providers(c: AppContext) {
      return collection(c, {
        results: authProviders,
        pagination: { nextCursor: null, limit: authProviders.length, hasMore: false, total: authProviders.length },
      });
    },

    login(c: AppContext) {
      const provider = c.req.param('provider') ?? '';
      if (!authProviders.some((known) => known.id === provider)) {
        throw badRequest('not_found', `There is no sign-in provider "${provider}".`, 'provider');
      }
      const state = randomToken();
      sessions.createLoginState(sha256(state), {
        workspaceId: c.get('workspace').id,
        provider,
        returnTo: safeReturnTo(c.req.query('returnTo')),
        expiresAt: later(LOGIN_STATE_TTL_MS),
      });
      setCookie(c, LOGIN_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(c),
        maxAge: LOGIN_STATE_TTL_MS / 1000,
      });
      return c.redirect(`/dev-auth/authorize?state=${encodeURIComponent(state)}`, 302);
    },

    callback(c: AppContext) {
      if (authProviders.length === 0) throw badRequest('not_found', 'No sign-in provider is enabled here.');
      const code = c.req.query('code');
      const state = c.req.query('state');
      const cookieState = getCookie(c, LOGIN_STATE_COOKIE);
      deleteCookie(c, LOGIN_STATE_COOKIE, { path: '/', secure: isHttps(c) });
      if (!cookieState) return c.redirect(SIGN_IN_FAILED, 302);
      limiter?.assertAllowed(c, 'sign_in');
      const record = liveState(c, state);
      if (!code || !state || !sameText(state, cookieState) || !record) return signInFailed(c);
      const workspaceId = c.get('workspace').id;
      const token = randomToken();
      const at = nowIso(deps);
      // The code is used up, the session made and the sign-in recorded together, or none of them.
      const userId = atomically(deps, () => {
        const redeemed = sessions.redeem(sha256(code), sha256(state), workspaceId, at);
        if (!redeemed) return null;
        const sessionId = sessions.createSession(sha256(token), workspaceId, redeemed, at, later(SESSION_TTL_MS));
        audit.record(sessionEvent(c, 'session.sign_in', sessionId, redeemed, at));
        return redeemed;
      });
      if (!userId) return signInFailed(c);
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(c),
        maxAge: SESSION_TTL_MS / 1000,
      });
      return c.redirect(record.returnTo, 302);
    },

    /** Ends the session (if any) and clears the cookie; always 204. */
    logout(c: AppContext) {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) {
        assertSameOrigin(c);
        const session = sessions.findSession(sha256(token));
        if (session && session.workspaceId === c.get('workspace').id) {
          const at = nowIso(deps);
          atomically(deps, () => {
            if (sessions.revokeSession(session.id, at)) {
              audit.record(sessionEvent(c, 'session.sign_out', session.id, session.userId, at));
            }
          });
        }
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
      return c.body(null, 204);
    },

    devAuthorize(c: AppContext) {
      const state = c.req.query('state');
      // In the browser's language (Accept-Language), as the console is.
      const language = pickLanguage(c.req.header('accept-language'));
      const headers = { 'Cache-Control': 'no-store', 'Content-Language': language, Vary: 'Accept-Language' };
      if (!liveState(c, state)) return c.html(signInExpiredPage(language), 400, headers);
      const workspace = c.get('workspace');
      return c.html(
        authorizePage(workspace.name, state as string, members.listAll(workspace.id), language),
        200,
        headers,
      );
    },

    async devApprove(c: AppContext) {
      try {
        assertSameOrigin(c);
      } catch {
        return c.redirect(SIGN_IN_FAILED, 302);
      }
      limiter?.assertAllowed(c, 'sign_in');
      const form = await readFormBody(c);
      const state = form.get('state') ?? undefined;
      const userId = form.get('userId') ?? '';
      const workspaceId = c.get('workspace').id;
      if (!liveState(c, state) || !members.find(workspaceId, userId)) return signInFailed(c);
      const code = randomToken();
      sessions.createCode(sha256(code), sha256(state as string), workspaceId, userId, later(AUTHORIZATION_CODE_TTL_MS));
      const query = new URLSearchParams({ code, state: state as string });
      return c.redirect(`/api/auth/callback?${query.toString()}`, 302);
    },

    devCss(c: AppContext) {
      return c.body(authorizeCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
    },
  };
}
