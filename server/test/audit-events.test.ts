import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { auditEventSchema, collectionEnvelopeSchema, type AuditEvent } from '../../contract';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const { segments, secrets, users } = acmeIds;
const ADDRESS = '203.0.113.7';

const segmentWrite = (name: string) => ({
  name,
  scope: 'rule_based',
  match: 'all',
  clauses: [
    {
      left: { kind: 'worker_attribute', value: 'department' },
      operator: 'equals',
      values: [{ kind: 'literal', value: 'Sales' }],
    },
  ],
});

type Server = ReturnType<typeof createTestServer>;
const page = z.strictObject(collectionEnvelopeSchema(auditEventSchema).shape);

/** GET /audit-events with this query, as `cookie`; the envelope checked against the contract when 200. */
async function events(server: Server, cookie: string, query = '') {
  const result = await server.api(`/audit-events${query ? `?${query}` : ''}`, { cookie });
  if (result.status === 200) page.parse(result.json);
  return result;
}

/** The newest events of the whole log (the seed's included), newest first. */
async function newest(server: Server, cookie: string, limit = 20): Promise<AuditEvent[]> {
  return (await events(server, cookie, `limit=${limit}`)).json?.results as AuditEvent[];
}

const countEvents = (server: Server) => server.db.prepare('SELECT count(*) FROM audit_events').pluck().get() as number;

describe('GET /audit-events: who may read it', () => {
  const server = createTestServer({ seeds: ['demo'] });

  it('answers owners and admins; 403 for other roles; 401 without credentials', async () => {
    for (const user of [users.ada, users.grace]) {
      expect((await events(server, await server.signIn(user))).status).toBe(200);
    }
    for (const user of [users.hedy, users.frances]) {
      const refused = await events(server, await server.signIn(user));
      expect(refused.status).toBe(403);
      expect(refused.json?.errors[0]).toMatchObject({ errorCode: 'forbidden' });
    }
    expect((await server.api('/audit-events')).status).toBe(401);
  });

  it('answers API keys that carry audit:read, and only those; only owners and admins can give it', async () => {
    const reader = await server.createApiKey(users.grace, { scopes: ['audit:read'] });
    expect((await server.api('/audit-events', { bearer: reader.secret })).status).toBe(200);
    const other = await server.createApiKey(users.grace, { scopes: ['segments:read'] });
    expect((await server.api('/audit-events', { bearer: other.secret })).status).toBe(403);
    const hedy = await server.signIn(users.hedy);
    const refused = await server.api('/api-keys', {
      method: 'POST',
      cookie: hedy,
      body: { name: 'reader', scopes: ['audit:read'], expiresAt: null },
    });
    expect(refused.json?.errors[0]).toMatchObject({ errorCode: 'api_key_scope_not_granted', target: 'scopes' });
  });
});

const recording = createTestServer({ seeds: ['demo'] });
const recordingAda = await recording.signIn(users.ada);

describe('what the log records', () => {
  const server = recording;
  const ada = recordingAda;

  it('a segment created, replaced and deleted, each with its new ETag, by whom and from where', async () => {
    const created = await server.api('/segments', {
      method: 'POST',
      cookie: ada,
      remoteAddress: ADDRESS,
      body: segmentWrite('Audited segment'),
    });
    const id = created.json?.result.id as string;
    const createdTag = created.response.headers.get('etag')!.slice(1, -1);
    const replaced = await server.api(`/segments/${id}`, {
      method: 'PUT',
      cookie: ada,
      remoteAddress: ADDRESS,
      headers: { 'If-Match': `"${createdTag}"` },
      body: segmentWrite('Audited segment, renamed'),
    });
    const replacedTag = replaced.response.headers.get('etag')!.slice(1, -1);
    await server.api(`/segments/${id}`, { method: 'DELETE', cookie: ada, remoteAddress: ADDRESS });

    const history = (await events(server, ada, `targetType=segment&targetId=${id}`)).json?.results as AuditEvent[];
    const actor = { type: 'user', userId: users.ada, name: 'Ada Lovelace' };
    expect(history.map(({ id: _id, at: _at, ...event }) => event)).toEqual([
      { action: 'segment.delete', targetType: 'segment', targetId: id, actor, clientAddress: ADDRESS, etag: null },
      {
        action: 'segment.replace',
        targetType: 'segment',
        targetId: id,
        actor,
        clientAddress: ADDRESS,
        etag: replacedTag,
      },
      {
        action: 'segment.create',
        targetType: 'segment',
        targetId: id,
        actor,
        clientAddress: ADDRESS,
        etag: createdTag,
      },
    ]);
  });

  it('a script created', async () => {
    const created = await server.api('/scripts', {
      method: 'POST',
      cookie: ada,
      body: { name: 'audited script', code: 'let a = 1;' },
    });
    const [event] = await newest(server, ada, 1);
    expect(event).toMatchObject({ action: 'script.create', targetType: 'script', targetId: created.json?.result.id });
  });

  it('an API key created, rotated and revoked (their ETags, never their secrets), and what the key then did', async () => {
    const created = await server.api('/api-keys', {
      method: 'POST',
      cookie: ada,
      body: { name: 'Audited key', scopes: ['secrets:reveal', 'audit:read'], expiresAt: null },
    });
    const { apiKey, secret } = created.json!.result as { apiKey: { id: string }; secret: string };
    const rotated = await server.api(`/api-keys/${apiKey.id}/rotate`, { method: 'POST', cookie: ada });
    const newSecret = rotated.json?.result.secret as string;
    const revealed = await server.api(`/secrets/${secrets.hrSystemToken}/reveal`, {
      method: 'POST',
      bearer: newSecret,
    });
    const value = revealed.json?.result.value as string;
    await server.api(`/api-keys/${apiKey.id}/revoke`, { method: 'POST', cookie: ada });

    const log = await events(server, ada, 'limit=200');
    const recent = (log.json?.results as AuditEvent[]).slice(0, 4);
    expect(recent.map((event) => [event.action, event.targetId, event.etag])).toEqual([
      ['api_key.revoke', apiKey.id, null],
      ['secret.reveal', secrets.hrSystemToken, null],
      ['api_key.rotate', apiKey.id, rotated.response.headers.get('etag')!.slice(1, -1)],
      ['api_key.create', apiKey.id, created.response.headers.get('etag')!.slice(1, -1)],
    ]);
    expect(recent[1]!.actor).toEqual({ type: 'api_key', apiKeyId: apiKey.id, name: 'Audited key', userId: users.ada });
    expect(recent[0]!.actor).toEqual({ type: 'user', userId: users.ada, name: 'Ada Lovelace' });
    const everything = JSON.stringify(server.db.prepare('SELECT * FROM audit_events').all()) + JSON.stringify(log.json);
    for (const hidden of [secret, newSecret, value]) expect(everything).not.toContain(hidden);
  });

  it('a reveal refused by a policy', async () => {
    await server.api(`/secrets/${secrets.payrollSigningKey}/reveal`, { method: 'POST', cookie: ada });
    const [event] = await newest(server, ada, 1);
    expect(event).toMatchObject({ action: 'secret.reveal_refused', targetId: secrets.payrollSigningKey });
  });

  it('sign-in and sign-out, on the session', async () => {
    const grace = await server.signIn(users.grace);
    await server.api('/auth/logout', { method: 'POST', cookie: grace });
    const [signOut, signIn] = await newest(server, ada, 2);
    expect(signIn).toMatchObject({
      action: 'session.sign_in',
      targetType: 'session',
      actor: { type: 'user', userId: users.grace },
    });
    expect(signOut).toMatchObject({ action: 'session.sign_out', targetId: signIn!.targetId });
  });

  it('failed authentication and the limits it starts, by nobody known', async () => {
    const limited = createTestServer({
      seeds: ['demo'],
      config: { authFailureLimits: { perAddress: 1, perWorkspace: 0, windowMs: 60_000 } },
    });
    await limited.api('/me', { bearer: 'service_sk_guessed0000000000000000000000', remoteAddress: ADDRESS });
    const admin = await limited.signIn(users.grace);
    const [failed] = (await events(limited, admin, 'action=auth.failed')).json?.results as AuditEvent[];
    const [limit] = (await events(limited, admin, 'targetType=limit')).json?.results as AuditEvent[];
    expect(failed).toMatchObject({
      action: 'auth.failed',
      targetType: 'credential',
      targetId: 'api_key:service_sk_gues',
      actor: { type: 'anonymous' },
      clientAddress: ADDRESS,
    });
    expect(limit).toMatchObject({ action: 'auth.limited', targetId: `address:${ADDRESS}` });
  });
});

const refusing = createTestServer({ seeds: ['demo'] });
const refusingAda = await refusing.signIn(users.ada);

describe('what the log does not record', () => {
  const server = refusing;
  const ada = refusingAda;
  const read = async (id: string) => server.api(`/segments/${id}`, { cookie: ada });

  it('writes that are refused: stale, invalid, conflicting, referenced, over the limit, already done', async () => {
    const before = countEvents(server);
    const put = (body: unknown, ifMatch: string) =>
      server.api(`/segments/${segments.salesLeadership}`, {
        method: 'PUT',
        cookie: ada,
        headers: { 'If-Match': ifMatch },
        body,
      });
    const { response } = await read(segments.salesLeadership);
    const etag = response.headers.get('etag')!;
    expect((await put(segmentWrite('Sales leadership'), '"stale"')).status).toBe(412);
    expect((await put(segmentWrite('abc'), etag)).status).toBe(400);
    expect((await put(segmentWrite('All engineers'), etag)).status).toBe(400);
    const referenced = await server.api(`/segments/${segments.allEngineers}`, { method: 'DELETE', cookie: ada });
    expect(referenced.json?.errors[0].errorCode).toBe('segment_referenced');
    const badScript = await server.api('/scripts', { method: 'POST', cookie: ada, body: { name: 'x', code: 'if (' } });
    expect(badScript.status).toBe(400);
    expect(countEvents(server)).toBe(before);

    const full = createTestServer({ seeds: ['demo'], config: { apiKeyLimit: 0 } });
    const owner = await full.signIn(users.ada);
    const fullBefore = countEvents(full);
    const create = await full.api('/api-keys', {
      method: 'POST',
      cookie: owner,
      body: { name: 'k', scopes: ['segments:read'], expiresAt: null },
    });
    expect(create.json?.errors[0].errorCode).toBe('api_key_limit_reached');
    expect(countEvents(full)).toBe(fullBefore);

    const { id } = await server.createApiKey(users.ada);
    await server.api(`/api-keys/${id}/revoke`, { method: 'POST', cookie: ada });
    const revokedOnce = countEvents(server);
    expect((await server.api(`/api-keys/${id}/revoke`, { method: 'POST', cookie: ada })).status).toBe(200);
    expect((await server.api(`/api-keys/${id}/rotate`, { method: 'POST', cookie: ada })).status).toBe(400);
    expect(countEvents(server)).toBe(revokedOnce);
  });

  it('a write whose event cannot be recorded does not happen: one transaction', async () => {
    const broken = createTestServer({ seeds: ['demo'] });
    const owner = await broken.signIn(users.ada);
    const { response } = await broken.api(`/segments/${segments.salesLeadership}`, { cookie: owner });
    const etag = response.headers.get('etag')!;
    const keysBefore = broken.db.prepare('SELECT count(*) FROM api_keys').pluck().get();
    const sessionsBefore = broken.db.prepare('SELECT count(*) FROM sessions').pluck().get();
    broken.db.exec(
      "CREATE TEMP TRIGGER audit_down BEFORE INSERT ON audit_events BEGIN SELECT RAISE(ABORT, 'audit down'); END",
    );

    const put = await broken.api(`/segments/${segments.salesLeadership}`, {
      method: 'PUT',
      cookie: owner,
      headers: { 'If-Match': etag },
      body: segmentWrite('Never saved'),
    });
    expect(put.status).toBe(500);
    const after = await broken.api(`/segments/${segments.salesLeadership}`, { cookie: owner });
    expect(after.response.headers.get('etag')).toBe(etag);
    expect(after.json?.result.name).toBe('Sales leadership');

    const created = await broken.api('/segments', { method: 'POST', cookie: owner, body: segmentWrite('Never made') });
    expect(created.status).toBe(500);
    expect((await broken.api('/segments?q=never', { cookie: owner })).json?.pagination.total).toBe(0);
    const script = await broken.api('/scripts', { method: 'POST', cookie: owner, body: { name: 'never', code: 'x;' } });
    expect(script.status).toBe(500);
    expect((await broken.api('/scripts?q=never', { cookie: owner })).json?.pagination.total).toBe(0);
    const key = await broken.api('/api-keys', {
      method: 'POST',
      cookie: owner,
      body: { name: 'never', scopes: ['segments:read'], expiresAt: null },
    });
    expect(key.status).toBe(500);
    expect(broken.db.prepare('SELECT count(*) FROM api_keys').pluck().get()).toBe(keysBefore);
    const reveal = await broken.api(`/secrets/${secrets.hrSystemToken}/reveal`, { method: 'POST', cookie: owner });
    expect(reveal.status).toBe(500);
    expect(reveal.json?.result).toBeNull();
    await expect(broken.signIn(users.grace)).rejects.toThrow(/sign-in failed/);
    expect(broken.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(sessionsBefore);
  });
});

/** Ten minutes apart: Hedy creates three segments, Ada one, then a key of Ada's reveals a secret. */
async function filtered() {
  const server = createTestServer({ seeds: ['demo'] });
  const ada = await server.signIn(users.ada);
  const hedy = await server.signIn(users.hedy);
  const start = server.clock.now.getTime();
  const at = (minutes: number) => new Date(start + minutes * 60_000);

  const made: string[] = [];
  for (const [minute, cookie, name] of [
    [10, hedy, 'Filter one'],
    [20, hedy, 'Filter two'],
    [30, ada, 'Filter three'],
    [40, hedy, 'Filter four'],
  ] as const) {
    server.clock.now = at(minute);
    const created = await server.api('/segments', { method: 'POST', cookie, body: segmentWrite(name) });
    made.push(created.json?.result.id as string);
  }
  server.clock.now = at(50);
  const key = await server.createApiKey(users.ada, { name: 'Revealer', scopes: ['secrets:reveal'] });
  await server.api(`/secrets/${secrets.slackWebhookUrl}/reveal`, { method: 'POST', bearer: key.secret });
  return { server, ada, at, made, key };
}

const { server: filtering, ada: filteringAda, at, made, key } = await filtered();

describe('filters and pages', () => {
  const server = filtering;
  const ada = filteringAda;
  const ids = (result: { json: Record<string, unknown> | null }) =>
    (result.json?.results as AuditEvent[]).map((event) => `${event.action} ${event.targetId}`);

  it('by a member (whatever they did, with their keys too), or by one key', async () => {
    const byHedy = await events(server, ada, `actor=${users.hedy}&action=segment.create&from=${at(5).toISOString()}`);
    expect(ids(byHedy)).toEqual([3, 1, 0].map((n) => `segment.create ${made[n]}`));
    const byAda = await events(server, ada, `actor=${users.ada}&from=${at(25).toISOString()}`);
    expect(ids(byAda)).toEqual([
      `secret.reveal ${secrets.slackWebhookUrl}`,
      `api_key.create ${key.id}`,
      `session.sign_in ${(byAda.json?.results as AuditEvent[])[2]!.targetId}`,
      `segment.create ${made[2]}`,
    ]);
    const byKey = await events(server, ada, `actor=${key.id}`);
    expect(ids(byKey)).toEqual([`secret.reveal ${secrets.slackWebhookUrl}`]);
  });

  it('by action, by object, and within a range (from inclusive, to exclusive)', async () => {
    expect(ids(await events(server, ada, `targetType=segment&targetId=${made[1]}`))).toEqual([
      `segment.create ${made[1]}`,
    ]);
    const range = `from=${at(20).toISOString()}&to=${at(40).toISOString()}&targetType=segment`;
    expect(ids(await events(server, ada, range))).toEqual([made[2], made[1]].map((id) => `segment.create ${id}`));
    const offset = `from=${encodeURIComponent(at(20).toISOString().replace('Z', '+00:00'))}&action=segment.create`;
    expect((await events(server, ada, offset)).json?.pagination.total).toBe(3);
  });

  it('newest first, page after page, each event once, with the total; a cursor holds to its filters', async () => {
    const all = await events(server, ada, 'limit=200');
    const everything = all.json?.results as AuditEvent[];
    expect(everything.length).toBe(all.json?.pagination.total);
    const times = everything.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await events(server, ada, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...(next.json?.results as AuditEvent[]).map((event) => event.id));
      cursor = next.json?.pagination.nextCursor;
    } while (cursor);
    expect(walked).toEqual(everything.map((event) => event.id));

    const first = await events(server, ada, 'action=segment.create&limit=1');
    const other = await events(server, ada, `action=script.create&cursor=${first.json?.pagination.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'cursor' });
  });

  it.each([
    ['action=segment.explode', 'action'],
    ['targetType=planet', 'targetType'],
    ['targetId=abc', 'targetType'],
    ['from=yesterday', 'from'],
    ['to=2026-13-01T00:00:00Z', 'to'],
    ['from=2026-01-01T00:00:00', 'from'],
    ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ['from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ['cursor=not-a-cursor', 'cursor'],
    ['cursor=eyJsIjoiYXVkaXQtZXZlbnRzIn0', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
  ])('refuses %s with validation_error on %s', async (query, target) => {
    const result = await events(server, ada, query);
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      result: null,
      errors: [expect.objectContaining({ errorCode: 'validation_error', target })],
    });
  });

  it('is append-only: no endpoint changes or deletes an event', async () => {
    const before = server.db.prepare('SELECT * FROM audit_events ORDER BY id').all();
    const [first] = before as { id: number }[];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const result = await server.api('/audit-events', { method, cookie: ada, body: {} });
      expect(result.json?.errors[0].errorCode, method).toBe('validation_error');
      const one = await server.api(`/audit-events/${first!.id}`, { method, cookie: ada, body: {} });
      expect(one.json?.errors[0].errorCode, method).toBe('not_found');
    }
    expect(server.db.prepare('SELECT * FROM audit_events ORDER BY id').all()).toEqual(before);
  });
});
