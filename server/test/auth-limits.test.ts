import { describe, expect, it } from 'vitest';
import { cookiesFrom, createTestServer, originOf } from './harness';

const WINDOW_MS = 60_000;
const guess = (n: number) => `service_sk_${String(n).padStart(32, '0')}`;

function limitedServer(perAddress: number, perWorkspace: number) {
  return createTestServer({
    seeds: ['demo'],
    config: { authFailureLimits: { perAddress, perWorkspace, windowMs: WINDOW_MS } },
  });
}

describe('failed authentication is limited', () => {
  it('per client address: after the limit even a valid key answers 401 with Retry-After, until the window passes', async () => {
    const server = limitedServer(5, 0);
    const { secret } = await server.createApiKey('usr_ada');
    const from = { remoteAddress: '192.0.2.1' };
    for (let n = 0; n < 5; n++) {
      const result = await server.api('/me', { ...from, bearer: guess(n) });
      expect(result.json?.errors[0].errorMessage).toBe('The API key is not valid for this workspace.');
    }
    const limited = await server.api('/me', { ...from, bearer: secret });
    expect(limited.status).toBe(401);
    expect(limited.json).toEqual({
      result: null,
      errors: [
        {
          errorCode: 'unauthorized',
          errorMessage: expect.stringMatching(/^Too many failed authentication attempts/),
          target: null,
        },
      ],
    });
    expect(Number(limited.response.headers.get('retry-after'))).toBe(WINDOW_MS / 5 / 1000);

    // Other addresses, and callers without credentials, are not affected.
    expect((await server.api('/me', { remoteAddress: '192.0.2.2', bearer: secret })).status).toBe(200);
    expect((await server.api('/auth/providers', from)).status).toBe(200);

    // One token refills after window / limit; the whole bucket after the window.
    server.clock.now = new Date(server.clock.now.getTime() + WINDOW_MS / 5);
    expect((await server.api('/me', { ...from, bearer: secret })).status).toBe(200);
    expect((await server.api('/me', { ...from, bearer: guess(99) })).status).toBe(401);
    expect((await server.api('/me', { ...from, bearer: secret })).json?.errors[0].errorMessage).toMatch(/^Too many/);
    server.clock.now = new Date(server.clock.now.getTime() + WINDOW_MS);
    for (let n = 0; n < 4; n++) expect((await server.api('/me', { ...from, bearer: guess(n) })).status).toBe(401);
    expect((await server.api('/me', { ...from, bearer: secret })).status).toBe(200);
  });

  it('a client cannot escape its limit by sending X-Forwarded-For when no proxy is trusted', async () => {
    const server = limitedServer(2, 0);
    const { secret } = await server.createApiKey('usr_ada');
    const from = (n: number) => ({ remoteAddress: '192.0.2.5', headers: { 'X-Forwarded-For': `10.0.0.${n}` } });
    for (let n = 0; n < 2; n++) expect((await server.api('/me', { ...from(n), bearer: guess(n) })).status).toBe(401);
    expect((await server.api('/me', { ...from(9), bearer: secret })).json?.errors[0].errorMessage).toMatch(/^Too many/);
  });

  it('counts bad session cookies too, and a limited address cannot use a valid session', async () => {
    const server = limitedServer(3, 0);
    const cookie = await server.signIn('usr_ada');
    const from = { remoteAddress: '192.0.2.3' };
    for (let n = 0; n < 3; n++) {
      expect((await server.api('/me', { ...from, cookie: `service.session=forged${n}` })).status).toBe(401);
    }
    expect((await server.api('/me', { ...from, cookie })).json?.errors[0].errorMessage).toMatch(/^Too many/);
    expect((await server.api('/me', { remoteAddress: '192.0.2.4', cookie })).status).toBe(200);
  });

  it('per workspace: API keys from any address stop, the console sessions keep working, other workspaces too', async () => {
    const server = limitedServer(0, 4);
    const { secret } = await server.createApiKey('usr_ada');
    for (let n = 0; n < 4; n++) {
      expect((await server.api('/me', { remoteAddress: `198.51.100.${n}`, bearer: guess(n) })).status).toBe(401);
    }
    const limited = await server.api('/me', { remoteAddress: '198.51.100.200', bearer: secret });
    expect(limited.json?.errors[0].errorMessage).toMatch(/^Too many/);
    const cookie = await server.signIn('usr_ada');
    expect((await server.api('/me', { remoteAddress: '198.51.100.200', cookie })).status).toBe(200);
    const globex = await server.createApiKey('usr_hank', {}, 'globex');
    expect((await server.api('/me', { workspace: 'globex', bearer: globex.secret })).status).toBe(200);
  });

  it('records failed attempts, and each limit that starts, where the audit records live', async () => {
    const server = limitedServer(2, 0);
    await server.api('/me', { remoteAddress: '192.0.2.9', bearer: guess(1) });
    await server.api('/me', { remoteAddress: '192.0.2.9', bearer: 'not-a-key' });
    await server.api('/me', { remoteAddress: '192.0.2.9', bearer: guess(2) }); // refused unchecked: not recorded
    const rows = server.db
      .prepare(
        `SELECT action, target_id AS targetId, actor_user_id AS actor, client_address AS address FROM audit_events
         WHERE action LIKE 'auth.%' ORDER BY id`,
      )
      .all();
    expect(rows).toEqual([
      { action: 'auth.failed', targetId: 'api_key:service_sk_0000', actor: null, address: '192.0.2.9' },
      { action: 'auth.failed', targetId: 'api_key:malformed', actor: null, address: '192.0.2.9' },
      { action: 'auth.limited', targetId: 'address:192.0.2.9', actor: null, address: '192.0.2.9' },
    ]);
  });

  it('are off unless configured (the default of createApp; readServerConfig turns them on)', async () => {
    const server = createTestServer({ seeds: ['demo'] });
    for (let n = 0; n < 50; n++) expect((await server.api('/me', { bearer: guess(n) })).status).toBe(401);
    const { secret } = await server.createApiKey('usr_ada');
    expect((await server.api('/me', { bearer: secret })).status).toBe(200);
  });
});

describe('failed sign-ins with the development provider are limited too', () => {
  type Server = ReturnType<typeof createTestServer>;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  /** Starts signing in from `remoteAddress`: the state and its cookie. */
  async function startSignIn(server: Server, remoteAddress: string) {
    const login = await server.request('/api/auth/login/dev', { remoteAddress });
    const state = new URL(login.headers.get('location') ?? '', originOf('acme')).searchParams.get('state') ?? '';
    return { state, stateCookie: cookiesFrom(login) };
  }

  /** The provider's approval of `userId`, as the sign-in page posts it. */
  function approve(server: Server, remoteAddress: string, state: string, userId: string) {
    const body = new URLSearchParams({ state, userId }).toString();
    return server.request('/dev-auth/approve', { method: 'POST', remoteAddress, headers: form, body });
  }

  /** A whole sign-in; returns the callback's response (or the approval's, when that is refused). */
  async function signInFrom(server: Server, remoteAddress: string, userId = 'usr_ada') {
    const { state, stateCookie } = await startSignIn(server, remoteAddress);
    const approved = await approve(server, remoteAddress, state, userId);
    const callback = approved.headers.get('location') ?? '';
    if (!callback.startsWith('/api/auth/callback?')) return approved;
    return server.request(callback, { remoteAddress, cookie: stateCookie });
  }

  /** The callback for an approval given before the address was limited. */
  async function approvedCallback(server: Server, remoteAddress: string) {
    const { state, stateCookie } = await startSignIn(server, remoteAddress);
    const approved = await approve(server, remoteAddress, state, 'usr_ada');
    return { url: approved.headers.get('location') ?? '', stateCookie };
  }

  /** A callback with a made-up code for a real state and its cookie (what forging one looks like). */
  async function forgedCallback(server: Server, remoteAddress: string) {
    const { state, stateCookie } = await startSignIn(server, remoteAddress);
    return server.request(`/api/auth/callback?code=forged&state=${state}`, { remoteAddress, cookie: stateCookie });
  }

  const signedIn = (response: Response) => cookiesFrom(response).includes('service.session=');
  const failedPage = (response: Response) =>
    response.status === 302 && response.headers.get('location') === '/sign-in?error=sign_in_failed';
  const auditRows = (server: Server) =>
    server.db
      .prepare(
        `SELECT action, target_id AS targetId, client_address AS address FROM audit_events
         WHERE action LIKE 'auth.%' ORDER BY id`,
      )
      .all();

  it('forged callbacks and unknown members spend the address bucket; while empty, sign-in answers 401, until the window passes', async () => {
    const server = limitedServer(3, 0);
    const from = '192.0.2.20';
    const pending = await approvedCallback(server, from);
    expect(failedPage(await forgedCallback(server, from))).toBe(true);
    const { state } = await startSignIn(server, from);
    expect(failedPage(await approve(server, from, state, 'usr_nobody'))).toBe(true);
    expect(failedPage(await forgedCallback(server, from))).toBe(true);

    // Limited: the approval and the callback are refused unchecked, as a key or a session would be.
    const limited = await signInFrom(server, from);
    expect(limited.status).toBe(401);
    expect(await limited.json()).toEqual({
      result: null,
      errors: [
        {
          errorCode: 'unauthorized',
          errorMessage: expect.stringMatching(/^Too many failed authentication attempts/),
          target: null,
        },
      ],
    });
    expect(Number(limited.headers.get('retry-after'))).toBe(WINDOW_MS / 3 / 1000);
    const fresh = await startSignIn(server, from);
    const approval = await approve(server, from, fresh.state, 'usr_ada');
    expect(approval.status).toBe(401);
    expect(approval.headers.get('location')).toBeNull();
    const callback = await server.request(pending.url, { remoteAddress: from, cookie: pending.stateCookie });
    expect(callback.status).toBe(401);
    expect(signedIn(callback)).toBe(false);
    expect((await server.api('/me', { remoteAddress: from, bearer: guess(1) })).json?.errors[0].errorMessage).toMatch(
      /^Too many/,
    );

    // Another address signs in; this one again once the bucket has refilled.
    expect(signedIn(await signInFrom(server, '192.0.2.21'))).toBe(true);
    server.clock.now = new Date(server.clock.now.getTime() + WINDOW_MS);
    expect(signedIn(await signInFrom(server, from))).toBe(true);

    expect(auditRows(server)).toEqual([
      { action: 'auth.failed', targetId: 'sign_in', address: from },
      { action: 'auth.failed', targetId: 'sign_in', address: from },
      { action: 'auth.failed', targetId: 'sign_in', address: from },
      { action: 'auth.limited', targetId: `address:${from}`, address: from },
    ]);
  });

  it('a failed sign-in spends the workspace bucket, but like sessions is not stopped by it', async () => {
    const server = limitedServer(0, 2);
    const { secret } = await server.createApiKey('usr_ada');
    for (let n = 0; n < 2; n++) expect(failedPage(await forgedCallback(server, `198.51.100.${n}`))).toBe(true);
    expect(signedIn(await signInFrom(server, '198.51.100.9'))).toBe(true);
    const limited = await server.api('/me', { remoteAddress: '198.51.100.9', bearer: secret });
    expect(limited.json?.errors[0].errorMessage).toMatch(/^Too many/);
  });

  it('successful sign-ins are not counted', async () => {
    const server = limitedServer(2, 2);
    const from = '192.0.2.22';
    for (let n = 0; n < 5; n++) expect(signedIn(await signInFrom(server, from))).toBe(true);
    expect(auditRows(server)).toEqual([]);
    expect(failedPage(await forgedCallback(server, from))).toBe(true);
    expect(signedIn(await signInFrom(server, from))).toBe(true);
  });

  it('steps another site can make a browser send (no login-state cookie, another origin) are refused uncounted', async () => {
    const server = limitedServer(1, 1);
    const from = '192.0.2.23';
    for (let n = 0; n < 3; n++) {
      const { state } = await startSignIn(server, from);
      expect(
        failedPage(await server.request(`/api/auth/callback?code=x&state=${state}`, { remoteAddress: from })),
      ).toBe(true);
      const crossSite = await server.request('/dev-auth/approve', {
        method: 'POST',
        remoteAddress: from,
        headers: { ...form, Origin: 'https://attacker.example' },
        body: new URLSearchParams({ state, userId: 'usr_nobody' }).toString(),
      });
      expect(failedPage(crossSite)).toBe(true);
    }
    expect(auditRows(server)).toEqual([]);
    expect(signedIn(await signInFrom(server, from))).toBe(true);
  });
});
