import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const ada = await server.signIn('usr_ada');
const hedy = await server.signIn('usr_hedy');
const katherine = await server.signIn('usr_katherine');
const frances = await server.signIn('usr_frances');

const create = (cookie: string, body: Record<string, unknown> = {}) =>
  server.api('/api-keys', {
    method: 'POST',
    cookie,
    body: { name: 'deploy bot', scopes: ['segments:read'], expiresAt: null, ...body },
  });

describe('POST /api-keys', () => {
  it('creates a key: service_sk_ + 32 base62, prefix of 15 characters, returned once', async () => {
    const result = await create(hedy, { name: '  sync job  ', scopes: ['segments:read', 'workers:read'] });
    expect(result.status).toBe(201);
    const { apiKey, secret } = result.json!.result;
    expect(secret).toMatch(/^service_sk_[0-9A-Za-z]{32}$/);
    expect(apiKey).toMatchObject({
      name: 'sync job',
      prefix: secret.slice(0, 15),
      scopes: ['segments:read', 'workers:read'],
      status: 'active',
      createdByUserId: 'usr_hedy',
      createdByName: 'Hedy Lamarr',
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = await server.api('/api-keys', { cookie: hedy });
    expect(JSON.stringify(listed.json)).not.toContain(secret);
  });

  it('refuses scopes beyond the caller permissions: api_key_scope_not_granted', async () => {
    const result = await create(hedy, { scopes: ['segments:read', 'secrets:reveal'] });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'api_key_scope_not_granted', target: 'scopes' });
  });

  it('validates name, scopes and expiresAt', async () => {
    const past = await create(hedy, { expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'expiresAt' });
    const garbage = await create(hedy, { expiresAt: 'tomorrow' });
    expect(garbage.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'expiresAt' });
    const noName = await create(hedy, { name: '  ', scopes: [] });
    expect(noName.json?.errors.map((e: { target: string }) => e.target)).toEqual(['name', 'scopes']);
    const unknownScope = await create(hedy, { scopes: ['everything'] });
    expect(unknownScope.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'scopes' });
  });

  it("answers with the contract's rules and words, the ones the console's form shows, one error a field", async () => {
    const result = await create(hedy, { name: 'x'.repeat(101), scopes: [], expiresAt: 'soon' });
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([
      { errorCode: 'validation_error', target: 'name', errorMessage: 'Use at most 100 characters.' },
      { errorCode: 'validation_error', target: 'scopes', errorMessage: 'Choose at least one scope.' },
      {
        errorCode: 'validation_error',
        target: 'expiresAt',
        errorMessage: 'expiresAt must be an ISO 8601 date-time with its offset, or null.',
      },
    ]);
    const notAnObject = await create(hedy, { name: undefined });
    expect(notAnObject.json?.errors).toEqual([
      { errorCode: 'validation_error', target: 'name', errorMessage: 'name is required and must be a string.' },
    ]);
  });

  it('stops at the active key limit with api_key_limit_reached; revoked keys free a slot', async () => {
    const fresh = createTestServer({ seeds: ['demo'], config: { apiKeyLimit: 2 } });
    const cookie = await fresh.signIn('usr_ada');
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const result = await fresh.api('/api-keys', {
        method: 'POST',
        cookie,
        body: { name: `k${i}`, scopes: ['segments:read'], expiresAt: null },
      });
      ids.push(result.json?.result.apiKey.id);
    }
    const over = await fresh.api('/api-keys', {
      method: 'POST',
      cookie,
      body: { name: 'k3', scopes: ['segments:read'], expiresAt: null },
    });
    expect(over.status).toBe(400);
    expect(over.json?.errors[0].errorCode).toBe('api_key_limit_reached');
    await fresh.api(`/api-keys/${ids[0]}/revoke`, { method: 'POST', cookie });
    const again = await fresh.api('/api-keys', {
      method: 'POST',
      cookie,
      body: { name: 'k3', scopes: ['segments:read'], expiresAt: null },
    });
    expect(again.status).toBe(201);
  });
});

describe('rotate and revoke', () => {
  it('rotate: a new secret works, the old one stops working', async () => {
    const created = await create(hedy);
    const { secret: oldSecret, apiKey } = created.json!.result;
    const rotated = await server.api(`/api-keys/${apiKey.id}/rotate`, { method: 'POST', cookie: hedy });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.json?.result.secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.json?.result.apiKey).toMatchObject({ id: apiKey.id, prefix: newSecret.slice(0, 15) });
    expect((await server.api('/segments', { bearer: oldSecret })).status).toBe(401);
    expect((await server.api('/segments', { bearer: newSecret })).status).toBe(200);
  });

  it('revoke: returns the key as revoked, and it stops working', async () => {
    const { secret, apiKey } = (await create(hedy)).json!.result;
    const revoked = await server.api(`/api-keys/${apiKey.id}/revoke`, { method: 'POST', cookie: hedy });
    expect(revoked.status).toBe(200);
    expect(revoked.json?.result).toMatchObject({ id: apiKey.id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await server.api('/me', { bearer: secret })).status).toBe(401);
    const rotate = await server.api(`/api-keys/${apiKey.id}/rotate`, { method: 'POST', cookie: hedy });
    expect(rotate.json?.errors[0].errorCode).toBe('validation_error');
  });

  it('only the creator, an owner or an admin may rotate or revoke', async () => {
    const { apiKey } = (await create(hedy)).json!.result;
    const other = await server.api(`/api-keys/${apiKey.id}/revoke`, { method: 'POST', cookie: katherine });
    expect(other.status).toBe(403);
    expect(other.json?.errors[0].errorCode).toBe('forbidden');
    expect((await server.api(`/api-keys/${apiKey.id}/rotate`, { method: 'POST', cookie: frances })).status).toBe(403);
    expect((await server.api(`/api-keys/${apiKey.id}/rotate`, { method: 'POST', cookie: ada })).status).toBe(200);
    expect((await server.api(`/api-keys/${apiKey.id}/revoke`, { method: 'POST', cookie: ada })).status).toBe(200);
  });

  it('lets api_keys:manage_all change every key: owners and admins hold it, keys never do', async () => {
    const permissionsOf = async (cookie: string) => (await server.api('/me', { cookie })).json?.result.permissions;
    expect(await permissionsOf(ada)).toContain('api_keys:manage_all');
    expect(await permissionsOf(hedy)).not.toContain('api_keys:manage_all');
    const asScope = await create(ada, { scopes: ['api_keys:manage', 'api_keys:manage_all'] });
    expect(asScope.status).toBe(400);
    expect(asScope.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'scopes' });
  });

  it('answers api_key_not_found for an unknown key', async () => {
    const result = await server.api('/api-keys/key_nope/revoke', { method: 'POST', cookie: ada });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0].errorCode).toBe('api_key_not_found');
  });

  it('lists expired keys as expired', async () => {
    const { apiKey } = (await create(ada, { expiresAt: new Date(Date.now() + 60_000).toISOString() })).json!.result;
    server.clock.now = new Date(Date.now() + 120_000);
    try {
      const listed = await server.api('/api-keys?limit=200', { cookie: ada });
      expect(listed.json?.results.find((k: { id: string }) => k.id === apiKey.id).status).toBe('expired');
    } finally {
      server.clock.now = new Date();
    }
  });
});
