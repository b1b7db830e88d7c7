import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

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
