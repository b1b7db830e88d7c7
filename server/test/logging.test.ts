import { describe, expect, it } from 'vitest';
import { acmeIds } from '../seed/demo';
import { createTestServer, originOf } from './harness';

describe('logs', () => {
  it('write one JSON line per request, without cookies, keys, auth query strings or secret values', async () => {
    const server = createTestServer({ seeds: ['demo'] });
    const login = await server.request('/api/auth/login/dev?returnTo=/private-path');
    const state = new URL(login.headers.get('location') ?? '', originOf('acme')).searchParams.get('state') ?? '';
    const cookie = await server.signIn('usr_grace');
    const { secret } = await server.createApiKey('usr_grace', { scopes: ['secrets:reveal'] });
    const revealed = await server.api(`/secrets/${acmeIds.secrets.stripeApiKey}/reveal`, {
      method: 'POST',
      bearer: secret,
    });
    const value = revealed.json?.result.value as string;
    await server.api(`/secrets/${acmeIds.secrets.hrSystemToken}/reveal`, { method: 'POST', cookie });
    await server.api('/me', { headers: { Authorization: 'Bearer service_sk_wrongwrongwrong' } });

    expect(server.logs.length).toBeGreaterThan(5);
    const entries = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.path === '/api/auth/callback')).toBe(true);
    expect(entries.every((entry) => typeof entry.requestId === 'string')).toBe(true);
    const all = server.logs.join('\n');
    const sessionToken = cookie.split('=')[1] ?? '';
    for (const forbidden of [
      sessionToken,
      secret,
      value,
      state,
      'service_sk_',
      'returnTo',
      'private-path',
      'code=',
      'Bearer',
    ]) {
      expect(all, forbidden).not.toContain(forbidden);
    }
  });

  it('LOG_LEVEL=warn quiets request logs', async () => {
    const server = createTestServer({ seeds: ['demo'], config: { logLevel: 'warn' } });
    await server.api('/auth/providers');
    expect(server.logs).toEqual([]);
  });
});
