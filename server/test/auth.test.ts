import { describe, expect, it } from 'vitest';
import { cookiesFrom, createTestServer, originOf } from './harness';

const server = createTestServer();
const acme = originOf('acme');

async function startLogin(returnTo = '/segments', workspace = 'acme') {
  const login = await server.request(`/api/auth/login/dev?returnTo=${encodeURIComponent(returnTo)}`, { workspace });
  const location = new URL(login.headers.get('location') ?? '', acme);
  return { login, stateCookie: cookiesFrom(login), state: location.searchParams.get('state') ?? '', location };
}

async function approve(state: string, stateCookie: string, userId = 'usr_hedy') {
  const response = await server.request('/dev-auth/approve', {
    method: 'POST',
    cookie: stateCookie,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, userId }).toString(),
  });
  return new URL(response.headers.get('location') ?? '', acme);
}

describe('sign-in flow (dev provider)', () => {
  it('lists the providers without authentication', async () => {
    const { status, json } = await server.api('/auth/providers');
    expect(status).toBe(200);
    expect(json?.results).toEqual([{ id: 'dev', name: 'Development sign-in' }]);
  });

  it('redirects to the provider with a state kept server-side and in a short-lived HttpOnly cookie', async () => {
    const { login, state, location } = await startLogin();
    expect(login.status).toBe(302);
    expect(location.pathname).toBe('/dev-auth/authorize');
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('service.login_state='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('answers an unknown provider with a 400 envelope', async () => {
    const { status, json } = await server.api('/auth/login/github');
    expect(status).toBe(400);
    expect(json?.errors[0].errorCode).toBe('not_found');
  });

  it('shows an accessible page listing the workspace users, styled from a file', async () => {
    const { state } = await startLogin();
    const page = await server.request(`/dev-auth/authorize?state=${state}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Development sign-in</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form method="post" action="/dev-auth/approve">');
    expect(html).toMatch(/<button type="submit" name="userId" value="usr_ada">Ada Lovelace \(Owner\)<\/button>/);
    expect(html).toContain('Katherine Johnson (HR editor)');
    expect(html).not.toContain('Hank Scorpio');
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toContain('href="/dev-auth/authorize.css"');
    // The console's icon: without one, the browser asks for /favicon.ico and logs a 404.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    const css = await server.request('/dev-auth/authorize.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('prefers-color-scheme: dark');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses the provider page for an unknown or used state', async () => {
    expect((await server.request('/dev-auth/authorize?state=made-up')).status).toBe(400);
  });

  it('completes: callback sets a session cookie and returns to returnTo', async () => {
    const { state, stateCookie } = await startLogin('/segments?tab=rules');
    const callback = await approve(state, stateCookie);
    expect(callback.pathname).toBe('/api/auth/callback');
    expect(callback.searchParams.get('state')).toBe(state);
    const done = await server.request(callback.pathname + callback.search, { cookie: stateCookie });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/segments?tab=rules');
    const session = done.headers.getSetCookie().find((c) => c.startsWith('service.session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(/Max-Age=43200/);
    expect(session).not.toMatch(/Secure/);
    const me = await server.api('/me', { cookie: cookiesFrom(done) });
    expect(me.json?.result).toMatchObject({ user: { id: 'usr_hedy' }, role: 'hr_editor', authMethod: 'session' });
  });

  it('believes no X-Forwarded-Proto from a client when no proxy is trusted (see forwarded.test.ts)', async () => {
    const login = await server.request('/api/auth/login/dev', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(login.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await server.signIn('usr_ada');
    const token = cookie.split('=')[1] ?? '';
    const rows = server.db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).not.toContain(token);
  });

  it.each([
    ['//evil.test/x', '/'],
    ['https://evil.test', '/'],
    ['/\\evil.test', '/'],
    ['/org-chart', '/org-chart'],
  ])('sanitises returnTo %j to %j', async (returnTo, expected) => {
    const { state, stateCookie } = await startLogin(returnTo);
    const callback = await approve(state, stateCookie);
    const done = await server.request(callback.pathname + callback.search, { cookie: stateCookie });
    expect(done.headers.get('location')).toBe(expected);
  });

  it('fails when the state does not match the cookie', async () => {
    const first = await startLogin();
    const second = await startLogin();
    const callback = await approve(first.state, first.stateCookie);
    const done = await server.request(callback.pathname + callback.search, { cookie: second.stateCookie });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
    expect(done.headers.getSetCookie().some((c) => c.startsWith('service.session=') && !/Max-Age=0/.test(c))).toBe(
      false,
    );
  });

  it('fails without the state cookie, or with a made-up code', async () => {
    const { state, stateCookie } = await startLogin();
    const callback = await approve(state, stateCookie);
    const noCookie = await server.request(callback.pathname + callback.search);
    expect(noCookie.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
    const other = await startLogin();
    const forged = await server.request(`/api/auth/callback?code=forged&state=${other.state}`, {
      cookie: other.stateCookie,
    });
    expect(forged.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
  });

  it('accepts a code once', async () => {
    const { state, stateCookie } = await startLogin();
    const callback = await approve(state, stateCookie);
    const first = await server.request(callback.pathname + callback.search, { cookie: stateCookie });
    expect(first.headers.get('location')).toBe('/segments');
    const again = await server.request(callback.pathname + callback.search, { cookie: stateCookie });
    expect(again.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
  });

  it('expires codes after a minute and states after ten', async () => {
    const { state, stateCookie } = await startLogin();
    const callback = await approve(state, stateCookie);
    server.clock.now = new Date(Date.now() + 2 * 60 * 1000);
    try {
      const late = await server.request(callback.pathname + callback.search, { cookie: stateCookie });
      expect(late.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
      const old = await startLogin();
      server.clock.now = new Date(server.clock.now.getTime() + 11 * 60 * 1000);
      expect(await approve(old.state, old.stateCookie)).toMatchObject({ pathname: '/sign-in' });
    } finally {
      server.clock.now = new Date();
    }
  });

  it('binds a state to its workspace', async () => {
    const { state, stateCookie } = await startLogin('/', 'globex');
    const page = await server.request(`/dev-auth/authorize?state=${state}`, { workspace: 'acme' });
    expect(page.status).toBe(400);
    const approved = await approve(state, stateCookie, 'usr_ada');
    expect(approved.pathname).toBe('/sign-in');
  });

  it('refuses to approve a user from another workspace, or a cross-origin approval', async () => {
    const { state, stateCookie } = await startLogin();
    expect((await approve(state, stateCookie, 'usr_hank')).pathname).toBe('/sign-in');
    const other = await startLogin();
    const crossSite = await server.request('/dev-auth/approve', {
      method: 'POST',
      cookie: other.stateCookie,
      headers: { Origin: 'https://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: other.state, userId: 'usr_ada' }).toString(),
    });
    expect(crossSite.headers.get('location')).toBe('/sign-in?error=sign_in_failed');
  });
});

describe('sessions', () => {
  it('sign-out answers 204, clears the cookie and revokes the session', async () => {
    const cookie = await server.signIn('usr_ada');
    const logout = await server.request('/api/auth/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().some((c) => c.startsWith('service.session=;') && /Max-Age=0/.test(c))).toBe(
      true,
    );
    expect((await server.api('/me', { cookie })).status).toBe(401);
  });

  it('refuses a cross-origin sign-out', async () => {
    const cookie = await server.signIn('usr_ada');
    const logout = await server.api('/auth/logout', {
      method: 'POST',
      cookie,
      headers: { Origin: 'https://evil.test' },
    });
    expect(logout.status).toBe(403);
    expect((await server.api('/me', { cookie })).status).toBe(200);
  });

  it('expires a session after 12 hours', async () => {
    const cookie = await server.signIn('usr_ada');
    server.clock.now = new Date(Date.now() + 12 * 60 * 60 * 1000 + 1000);
    try {
      expect((await server.api('/me', { cookie })).status).toBe(401);
    } finally {
      server.clock.now = new Date();
    }
  });

  it('binds a session to its workspace', async () => {
    const cookie = await server.signIn('usr_ada');
    const result = await server.api('/me', { cookie, workspace: 'globex' });
    expect(result.status).toBe(401);
    expect(result.json?.errors[0].errorCode).toBe('unauthorized');
  });

  it('answers 401 unauthorized with neither cookie nor key, or a made-up cookie', async () => {
    for (const cookie of [undefined, 'service.session=made-up']) {
      const result = await server.api('/segments', { cookie });
      expect(result.status).toBe(401);
      expect(result.json).toEqual({ result: null, errors: [expect.objectContaining({ errorCode: 'unauthorized' })] });
    }
  });
});

describe('CSRF on cookie-authenticated writes', () => {
  const body = { name: 'csrf probe', code: 'let a = 1;' };

  it('refuses a foreign Origin', async () => {
    const cookie = await server.signIn('usr_ada');
    const result = await server.api('/scripts', {
      method: 'POST',
      cookie,
      body,
      headers: { Origin: 'https://evil.test' },
    });
    expect(result.status).toBe(403);
    expect(result.json?.errors[0].errorCode).toBe('forbidden');
  });

  it('refuses another workspace as Origin, and http vs https', async () => {
    const cookie = await server.signIn('usr_ada');
    for (const origin of [originOf('globex'), 'https://acme.localhost:8080']) {
      const result = await server.api('/scripts', { method: 'POST', cookie, body, headers: { Origin: origin } });
      expect(result.status).toBe(403);
    }
  });

  it('refuses a write with no Origin unless Sec-Fetch-Site is same-origin', async () => {
    const cookie = await server.signIn('usr_ada');
    const bare = await server.api('/scripts', { method: 'POST', cookie, body, sameOrigin: false });
    expect(bare.status).toBe(403);
    const crossSite = await server.api('/scripts', {
      method: 'POST',
      cookie,
      body: { ...body, name: 'csrf 2' },
      sameOrigin: false,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await server.api('/scripts', {
      method: 'POST',
      cookie,
      body: { ...body, name: 'csrf 3' },
      sameOrigin: false,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameSite.status).toBe(201);
  });

  it('accepts the same origin, and does not apply to GET or to API keys', async () => {
    const cookie = await server.signIn('usr_ada');
    expect((await server.api('/scripts', { method: 'POST', cookie, body: { ...body, name: 'csrf 4' } })).status).toBe(
      201,
    );
    expect((await server.api('/scripts', { cookie, headers: { Origin: 'https://evil.test' } })).status).toBe(200);
    const { secret } = await server.createApiKey('usr_ada', { scopes: ['scripts:write'] });
    const keyed = await server.api('/scripts', {
      method: 'POST',
      bearer: secret,
      body: { ...body, name: 'csrf 5' },
      headers: { Origin: 'https://evil.test' },
    });
    expect(keyed.status).toBe(201);
  });
});

describe('API keys (spec section 5)', () => {
  it('authenticate with Bearer, report the key in /me and update lastUsedAt', async () => {
    const { secret, id, cookie } = await server.createApiKey('usr_hedy', { scopes: ['segments:read', 'workers:read'] });
    const me = await server.api('/me', { bearer: secret });
    expect(me.json?.result).toMatchObject({
      user: { id: 'usr_hedy' },
      authMethod: 'api_key',
      permissions: ['segments:read', 'workers:read'],
    });
    const keys = await server.api('/api-keys', { cookie });
    const key = keys.json?.results.find((k: { id: string }) => k.id === id);
    expect(key.lastUsedAt).not.toBeNull();
  });

  it('rule 1: work only on their own workspace', async () => {
    const { secret } = await server.createApiKey('usr_ada');
    expect((await server.api('/segments', { bearer: secret })).status).toBe(200);
    const elsewhere = await server.api('/segments', { bearer: secret, workspace: 'globex' });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.json?.errors[0].errorCode).toBe('unauthorized');
  });

  it('rule 1: a key does not work on another workspace even where its creator is also a member', async () => {
    const { secret } = await server.createApiKey('usr_ada');
    const globex = server.db.prepare("SELECT id FROM workspaces WHERE subdomain = 'globex'").pluck().get() as number;
    server.db
      .prepare("INSERT INTO memberships (workspace_id, user_id, role) VALUES (?, 'usr_ada', 'owner')")
      .run(globex);
    try {
      expect((await server.signIn('usr_ada', 'globex')).length).toBeGreaterThan(0);
      const elsewhere = await server.api('/segments', { bearer: secret, workspace: 'globex' });
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.json).toMatchObject({ result: null, errors: [{ errorCode: 'unauthorized' }] });
    } finally {
      server.db.prepare("DELETE FROM memberships WHERE workspace_id = ? AND user_id = 'usr_ada'").run(globex);
    }
  });

  it('rule 2: effective permissions are the scopes the creator still holds', async () => {
    const { secret } = await server.createApiKey('usr_hedy', { scopes: ['segments:read'] });
    server.db.prepare("UPDATE memberships SET role = 'finance_viewer' WHERE user_id = 'usr_hedy'").run();
    try {
      const result = await server.api('/segments', { bearer: secret });
      expect(result.status).toBe(403);
      expect((await server.api('/me', { bearer: secret })).json?.result.permissions).toEqual([]);
    } finally {
      server.db.prepare("UPDATE memberships SET role = 'hr_editor' WHERE user_id = 'usr_hedy'").run();
    }
  });

  it('rule 3: missing, invalid, expired or revoked keys get 401', async () => {
    for (const authorization of ['Bearer', 'Bearer service_sk_madeup', 'Bearer not-a-key', 'Basic YWRhOmFkYQ==']) {
      const result = await server.api('/segments', { headers: { Authorization: authorization } });
      expect(result.status, authorization).toBe(401);
      expect(result.json?.errors[0].errorCode).toBe('unauthorized');
    }
    const expiring = await server.createApiKey('usr_ada', { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    server.clock.now = new Date(Date.now() + 120_000);
    try {
      expect((await server.api('/segments', { bearer: expiring.secret })).status).toBe(401);
    } finally {
      server.clock.now = new Date();
    }
    const revoked = await server.createApiKey('usr_ada');
    await server.api(`/api-keys/${revoked.id}/revoke`, { method: 'POST', cookie: revoked.cookie });
    expect((await server.api('/segments', { bearer: revoked.secret })).status).toBe(401);
  });

  it('rule 3: a key is expired from the very instant of its expiresAt', async () => {
    const started = server.clock.now;
    const expiresAt = new Date(started.getTime() + 60_000);
    const { secret, id, cookie } = await server.createApiKey('usr_ada', { expiresAt: expiresAt.toISOString() });
    try {
      server.clock.now = new Date(expiresAt.getTime() - 1);
      expect((await server.api('/segments', { bearer: secret })).status).toBe(200);
      server.clock.now = expiresAt;
      const atExpiry = await server.api('/segments', { bearer: secret });
      expect(atExpiry.status).toBe(401);
      expect(atExpiry.json?.errors[0].errorCode).toBe('unauthorized');
      const keys = await server.api('/api-keys', { cookie });
      expect(keys.json?.results.find((key: { id: string }) => key.id === id).status).toBe('expired');
    } finally {
      server.clock.now = started;
    }
  });

  it('rule 4: a key lacking the permission gets 403 forbidden', async () => {
    const { secret } = await server.createApiKey('usr_ada', { scopes: ['segments:read'] });
    const result = await server.api('/licenses/costs', { bearer: secret });
    expect(result.status).toBe(403);
    expect(result.json?.errors[0].errorCode).toBe('forbidden');
  });

  it('rule 5: keys cannot create, rotate or revoke keys, whatever their scopes', async () => {
    const { secret, id } = await server.createApiKey('usr_ada', { scopes: ['api_keys:manage'] });
    expect((await server.api('/api-keys', { bearer: secret })).status).toBe(200);
    const attempts = [
      server.api('/api-keys', {
        method: 'POST',
        bearer: secret,
        body: { name: 'k', scopes: ['segments:read'], expiresAt: null },
      }),
      server.api(`/api-keys/${id}/rotate`, { method: 'POST', bearer: secret }),
      server.api(`/api-keys/${id}/revoke`, { method: 'POST', bearer: secret }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(403);
      expect(result.json?.errors[0].errorCode).toBe('forbidden');
    }
    expect((await server.api('/me', { bearer: secret })).status).toBe(200);
  });

  it('Bearer takes precedence over the cookie', async () => {
    const cookie = await server.signIn('usr_ada');
    const invalid = await server.api('/me', { cookie, bearer: 'service_sk_invalid' });
    expect(invalid.status).toBe(401);
    const { secret } = await server.createApiKey('usr_hedy');
    expect((await server.api('/me', { cookie, bearer: secret })).json?.result.user.id).toBe('usr_hedy');
  });

  it('are stored only as a hash', async () => {
    const { secret } = await server.createApiKey('usr_ada');
    const hashes = server.db.prepare('SELECT secret_hash FROM api_keys').pluck().all() as string[];
    expect(hashes).not.toContain(secret);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM api_keys').all())).not.toContain(secret);
  });
});
