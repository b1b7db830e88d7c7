import { describe, expect, it } from 'vitest';
import { workspaceSubdomainOf } from '../http/origin';
import { createTestServer, cookiesFrom } from './harness';

const notServed = {
  result: null,
  errors: [{ errorCode: 'workspace_not_found', errorMessage: 'No workspace is served at this address.', target: null }],
};

describe('SERVICE_DOMAIN: only {workspace}.{SERVICE_DOMAIN} is served', () => {
  const server = createTestServer({ seeds: ['demo'] });

  it.each([
    'acme.attacker.example',
    'acme.attacker.example:8080',
    'acme.localhost.attacker.example',
    'x.acme.localhost',
  ])('%s gets the error envelope, on the API and for pages', async (host) => {
    for (const path of ['/api/auth/providers', '/api/me', '/', '/segments', '/dev-auth/authorize']) {
      const response = await server.request(path, { headers: { Host: host, Accept: 'text/html' } });
      expect(response.status, `${host}${path}`).toBe(400);
      expect(await response.json()).toEqual(notServed);
    }
  });

  it('serves acme.localhost on any port, and any case', async () => {
    for (const host of ['acme.localhost', 'acme.localhost:4174', 'ACME.LocalHost:8080']) {
      const providers = await server.request('/api/auth/providers', { headers: { Host: host } });
      expect(providers.status, host).toBe(200);
    }
  });

  it('serves only the configured domain when one is set', async () => {
    const deployed = createTestServer({ seeds: ['demo'], config: { serviceDomain: 'console.example.com' } });
    const served = await deployed.request('/api/auth/providers', { headers: { Host: 'acme.console.example.com' } });
    expect(served.status).toBe(200);
    const local = await deployed.request('/api/auth/providers', { headers: { Host: 'acme.localhost:8080' } });
    expect(local.status).toBe(400);
    expect(await local.json()).toEqual(notServed);
  });

  it('leaves the health check to any host', async () => {
    const response = await server.request('/healthz', { headers: { Host: 'acme.attacker.example' } });
    expect(response.status).toBe(200);
  });

  it('workspaceSubdomainOf takes exactly one label before the domain', () => {
    expect(workspaceSubdomainOf('acme.localhost:8080', 'localhost')).toBe('acme');
    expect(workspaceSubdomainOf('acme.localhost.', 'localhost')).toBe('acme');
    expect(workspaceSubdomainOf('localhost:8080', 'localhost')).toBeNull();
    expect(workspaceSubdomainOf('a.b.localhost', 'localhost')).toBeNull();
    expect(workspaceSubdomainOf('acmelocalhost', 'localhost')).toBeNull();
    expect(workspaceSubdomainOf('[::1]:8080', 'localhost')).toBeNull();
  });
});

/** Signs in with `headers` on every step of the dev flow; returns the Set-Cookie of the session. */
async function sessionSetCookie(server: ReturnType<typeof createTestServer>, headers: Record<string, string>) {
  const login = await server.request('/api/auth/login/dev', { headers });
  const stateCookie = cookiesFrom(login);
  const location = new URL(login.headers.get('location') ?? '', 'http://acme.localhost');
  const state = location.searchParams.get('state') ?? '';
  const approve = await server.request('/dev-auth/approve', {
    method: 'POST',
    cookie: stateCookie,
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    sameOrigin: false,
    body: new URLSearchParams({ state, userId: 'usr_ada' }).toString(),
  });
  const callback = new URL(approve.headers.get('location') ?? '', 'http://acme.localhost');
  expect(callback.pathname).toBe('/api/auth/callback');
  const done = await server.request(callback.pathname + callback.search, { cookie: stateCookie, headers });
  return {
    login: login.headers.getSetCookie()[0] ?? '',
    session: done.headers.getSetCookie().find((cookie) => cookie.startsWith('service.session=')) ?? '',
  };
}

describe('TRUST_PROXY: forwarded headers', () => {
  const forwarded = {
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'acme.console.example.com',
    'X-Forwarded-For': '203.0.113.7',
  };

  it('are ignored from clients when no proxy is trusted: no Secure cookie, the Host decides', async () => {
    const server = createTestServer({ seeds: ['demo'] });
    const { login, session } = await sessionSetCookie(server, forwarded);
    expect(login).not.toMatch(/Secure/);
    expect(session).toMatch(/^service\.session=/);
    expect(session).not.toMatch(/Secure/);
    // Nor can a client claim another origin to pass the CSRF check.
    const cookie = await server.signIn('usr_ada');
    const write = await server.api('/api-keys', {
      method: 'POST',
      cookie,
      headers: { ...forwarded, Origin: 'https://acme.console.example.com' },
      body: { name: 'k', scopes: ['segments:read'], expiresAt: null },
    });
    expect(write.status).toBe(403);
  });

  it('are believed from a trusted proxy: https makes the session cookie Secure and host-only', async () => {
    const server = createTestServer({
      seeds: ['demo'],
      config: { trustProxy: 1, serviceDomain: 'console.example.com' },
    });
    const headers = { ...forwarded, Host: '127.0.0.1:8080' };
    const { login, session } = await sessionSetCookie(server, headers);
    expect(login).toMatch(/; Secure/);
    expect(session).toMatch(/^service\.session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(session).not.toMatch(/Domain=/i);

    const cookie = session.split(';')[0] ?? '';
    const me = await server.api('/me', { cookie, headers });
    expect(me.json?.result).toMatchObject({ user: { id: 'usr_ada' }, workspace: { subdomain: 'acme' } });
    const write = await server.api('/api-keys', {
      method: 'POST',
      cookie,
      headers: { ...headers, Origin: 'https://acme.console.example.com' },
      body: { name: 'k', scopes: ['segments:read'], expiresAt: null },
    });
    expect(write.status).toBe(201);
    const plainHttpOrigin = await server.api('/api-keys', {
      method: 'POST',
      cookie,
      headers: { ...headers, Origin: 'http://acme.console.example.com' },
      body: { name: 'k', scopes: ['segments:read'], expiresAt: null },
    });
    expect(plainHttpOrigin.status).toBe(403);
  });

  it('take the client address a trusted proxy appended, not what the client wrote before it', async () => {
    const server = createTestServer({
      seeds: ['demo'],
      config: { trustProxy: 1, authFailureLimits: { perAddress: 1, perWorkspace: 0, windowMs: 60_000 } },
    });
    const bad = 'service_sk_' + 'x'.repeat(32);
    const spoofed = (address: string) => ({ 'X-Forwarded-For': `${address}, 198.51.100.9` });
    expect((await server.api('/me', { bearer: bad, headers: spoofed('10.0.0.1') })).status).toBe(401);
    // Another spoofed first entry does not make a new client: 198.51.100.9 is limited.
    const limited = await server.api('/me', { bearer: bad, headers: spoofed('10.0.0.2') });
    expect(limited.json?.errors[0].errorMessage).toMatch(/Too many failed authentication attempts/);
    const other = await server.api('/me', { bearer: bad, headers: { 'X-Forwarded-For': '198.51.100.10' } });
    expect(other.json?.errors[0].errorMessage).not.toMatch(/Too many/);
  });
});
