import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionEnvelopeSchema, secretSummarySchema } from '../../contract';
import { decryptSecret } from '../crypto';
import { openDatabase } from '../db/open';
import { applySeeds } from '../seed';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const grace = await server.signIn('usr_grace');
const { secrets } = acmeIds;

const reveal = (id: string, cookie = grace) => server.api(`/secrets/${id}/reveal`, { method: 'POST', cookie });

describe('secrets', () => {
  it('list without values, with the last reveal from the audit log', async () => {
    // The seeded reveals only: the other tests here reveal more.
    const seeded = createTestServer({ seeds: ['demo'] });
    const { json } = await seeded.api('/secrets', { cookie: await seeded.signIn('usr_grace') });
    const list = collectionEnvelopeSchema(secretSummarySchema).parse(json).results;
    expect(list.map((secret) => secret.name)).toEqual([
      'hr-system-token',
      'payroll-signing-key',
      'slack-webhook-url',
      'stripe-api-key',
    ]);
    expect(JSON.stringify(json)).not.toMatch(/value/);
    expect(list.find((secret) => secret.id === secrets.slackWebhookUrl)).toMatchObject({
      lastRevealedByUserId: 'usr_grace',
      lastRevealedByName: 'Grace Hopper',
    });
    expect(list.find((secret) => secret.id === secrets.stripeApiKey)).toMatchObject({
      description: 'Charges for the benefits marketplace',
      lastRevealedAt: null,
    });
  });

  it('reveal the plain value and record who, when and which', async () => {
    const ada = await server.signIn('usr_ada');
    const { status, json } = await reveal(secrets.stripeApiKey, ada);
    expect(status).toBe(200);
    expect(json?.result.value).toMatch(/^sk_live_[0-9A-Za-z]{24}$/);
    const trail = server.db
      .prepare('SELECT action, actor_user_id, at FROM audit_events WHERE target_id = ? ORDER BY id')
      .all(secrets.stripeApiKey);
    expect(trail).toEqual([
      { action: 'secret.reveal', actor_user_id: 'usr_ada', at: expect.stringMatching(/^\d{4}-/) },
    ]);
    const listed = await server.api('/secrets', { cookie: ada });
    expect(listed.json?.results.find((s: { id: string }) => s.id === secrets.stripeApiKey)).toMatchObject({
      lastRevealedByUserId: 'usr_ada',
      lastRevealedByName: 'Ada Lovelace',
    });
  });

  it('refuse a secret a policy forbids disclosing (403) and audit the refusal', async () => {
    const result = await reveal(secrets.payrollSigningKey);
    expect(result.status).toBe(403);
    expect(result.json).toEqual({
      result: null,
      errors: [expect.objectContaining({ errorCode: 'policy_secret_disclosure_forbidden' })],
    });
    const actions = server.db
      .prepare('SELECT action, actor_user_id FROM audit_events WHERE target_id = ?')
      .all(secrets.payrollSigningKey);
    expect(actions).toEqual([{ action: 'secret.reveal_refused', actor_user_id: 'usr_grace' }]);
  });

  it('answer workspace_secret_not_found (400) for an unknown id', async () => {
    const result = await reveal('sec_missing');
    expect(result.status).toBe(400);
    expect(result.json?.errors[0].errorCode).toBe('workspace_secret_not_found');
  });

  it('need secrets:reveal (admins yes, HR editors no) and reveal responses are not cached', async () => {
    const hedy = await server.signIn('usr_hedy');
    expect((await reveal(secrets.stripeApiKey, hedy)).status).toBe(403);
    const ok = await reveal(secrets.hrSystemToken);
    expect(ok.response.headers.get('cache-control')).toBe('no-store');
  });

  it('list in pages: the cursor of one page reads the next, with the total on each', async () => {
    const first = await server.api('/secrets?limit=3', { cookie: grace });
    expect(first.json?.results).toHaveLength(3);
    expect(first.json?.pagination).toMatchObject({ hasMore: true, total: 4, limit: 3 });
    const cursor = encodeURIComponent(String(first.json?.pagination.nextCursor));
    const rest = await server.api(`/secrets?limit=3&cursor=${cursor}`, { cookie: grace });
    expect(rest.json?.results.map((secret: { name: string }) => secret.name)).toEqual(['stripe-api-key']);
    expect(rest.json?.pagination).toMatchObject({ hasMore: false, nextCursor: null, total: 4 });
  });

  it('list needs secrets:read: 401 without a session, 403 for an HR editor or a finance viewer', async () => {
    expect((await server.api('/secrets')).status).toBe(401);
    for (const user of ['usr_hedy', 'usr_frances']) {
      const refused = await server.api('/secrets', { cookie: await server.signIn(user) });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ result: null, errors: [expect.objectContaining({ errorCode: 'forbidden' })] });
    }
  });

  it('reveal the value stored encrypted, the same on every reveal', async () => {
    const row = server.db.prepare('SELECT encrypted_value FROM secrets WHERE id = ?').get(secrets.hrSystemToken) as {
      encrypted_value: string;
    };
    const stored = decryptSecret(server.secretsKey, row.encrypted_value);
    expect((await reveal(secrets.hrSystemToken)).json?.result).toEqual({ value: stored });
    expect((await reveal(secrets.hrSystemToken)).json?.result).toEqual({ value: stored });
    expect(row.encrypted_value).not.toContain(stored);
  });

  it('reveal takes no body: a JSON body that does not parse is refused and nothing is revealed', async () => {
    const before = server.db.prepare('SELECT count(*) FROM audit_events').pluck().get();
    const result = await server.api(`/secrets/${secrets.stripeApiKey}/reveal`, {
      method: 'POST',
      cookie: grace,
      body: '{"oops"',
    });
    expect(result.status).toBe(400);
    expect(result.json?.result).toBeNull();
    expect(server.db.prepare('SELECT count(*) FROM audit_events').pluck().get()).toBe(before);
  });

  it('leave no audit event for an id that names no secret', async () => {
    await reveal('sec_missing');
    expect(server.db.prepare('SELECT count(*) FROM audit_events WHERE target_id = ?').pluck().get('sec_missing')).toBe(
      0,
    );
  });

  it('a key with secrets:read lists but may not reveal (403), and its refusal reveals nothing', async () => {
    const { secret } = await server.createApiKey('usr_grace', { scopes: ['secrets:read'] });
    expect((await server.api('/secrets', { bearer: secret })).status).toBe(200);
    const refused = await server.api(`/secrets/${secrets.stripeApiKey}/reveal`, { method: 'POST', bearer: secret });
    expect(refused.status).toBe(403);
    expect(refused.json?.result).toBeNull();
    expect(refused.json?.errors[0].errorCode).toBe('forbidden');
  });

  it('record reveals made with an API key, with the key', async () => {
    const { secret, id } = await server.createApiKey('usr_grace', { scopes: ['secrets:reveal'] });
    expect(
      (await server.api(`/secrets/${secrets.hrSystemToken}/reveal`, { method: 'POST', bearer: secret })).status,
    ).toBe(200);
    const row = server.db
      .prepare('SELECT api_key_id FROM audit_events WHERE target_id = ? ORDER BY id DESC LIMIT 1')
      .get(secrets.hrSystemToken);
    expect(row).toEqual({ api_key_id: id });
  });
});

describe('encryption at rest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps plain values out of the database file and rows, and reads them back with the key', async () => {
    const file = path.join(dir, 'service.sqlite');
    const key = randomBytes(32);
    const db = openDatabase(file);
    applySeeds(db, ['demo'], key);
    const rows = db.prepare('SELECT id, encrypted_value FROM secrets').all() as {
      id: string;
      encrypted_value: string;
    }[];
    const plain = rows.map((row) => decryptSecret(key, row.encrypted_value));
    expect(plain.some((value) => value.startsWith('sk_live_'))).toBe(true);
    expect(() => decryptSecret(randomBytes(32), rows[0]!.encrypted_value)).toThrow();
    db.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = readFileSync(file).toString('latin1');
    for (const value of plain) {
      expect(bytes).not.toContain(value);
      expect(JSON.stringify(db.prepare('SELECT * FROM secrets').all())).not.toContain(value);
    }
    db.close();
  });
});
