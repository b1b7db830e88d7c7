import { describe, expect, it } from 'vitest';
import { segmentSchema, singleEnvelopeSchema } from '../../contract';
import { acmeIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer();
const { segments } = acmeIds;
const hedy = await server.signIn('usr_hedy');
const katherine = await server.signIn('usr_katherine');

const write = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sales leadership',
  scope: 'rule_based',
  match: 'all',
  clauses: [
    {
      left: { kind: 'worker_attribute', value: 'department' },
      operator: 'equals',
      values: [{ kind: 'literal', value: 'Sales' }],
    },
  ],
  includedWorkerIds: null,
  excludedWorkerIds: null,
  ...overrides,
});

async function read(id: string, cookie = hedy) {
  const result = await server.api(`/segments/${id}`, { cookie });
  return { ...result, etag: result.response.headers.get('etag') ?? '' };
}

const put = (id: string, body: unknown, ifMatch?: string, cookie = hedy) =>
  server.api(`/segments/${id}`, {
    method: 'PUT',
    cookie,
    body,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

describe('GET /segments/{id}', () => {
  it('returns the segment and a strong ETag', async () => {
    const { status, json, etag } = await read(segments.allEngineers);
    expect(status).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);
    const segment = singleEnvelopeSchema(segmentSchema).parse(json).result;
    expect(segment).toMatchObject({ name: 'All engineers', scope: 'rule_based', updatedByName: 'Hedy Lamarr' });
  });

  it('answers segment_not_found (400) for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await server.api(`/segments/${id}`, { cookie: hedy });
      expect(result.status).toBe(400);
      expect(result.json?.errors[0].errorCode).toBe('segment_not_found');
    }
  });
});

describe('PUT /segments/{id} and If-Match (spec 4.1)', () => {
  it('answers 428 precondition_required without If-Match', async () => {
    const result = await put(segments.salesLeadership, write());
    expect(result.status).toBe(428);
    expect(result.json?.errors[0].errorCode).toBe('precondition_required');
  });

  it.each(['abc', '"unterminated', 'W/abc', '*, "x"', ''])('answers 400 invalid_if_match for %j', async (value) => {
    const result = await put(segments.salesLeadership, write(), value);
    expect(result.status).toBe(400);
    expect(result.json?.errors[0].errorCode).toBe('invalid_if_match');
  });

  it('answers 412 precondition_failed for a stale tag and for a weak tag', async () => {
    const { etag } = await read(segments.salesLeadership);
    for (const value of ['"stale"', `W/${etag}`]) {
      const result = await put(segments.salesLeadership, write(), value);
      expect(result.status).toBe(412);
      expect(result.json?.errors[0].errorCode).toBe('precondition_failed');
    }
  });

  it('replaces on a match: 204, no body, a new ETag that GET then returns', async () => {
    const before = await read(segments.salesLeadership);
    const result = await put(segments.salesLeadership, write({ name: '  Sales leadership team  ' }), before.etag);
    expect(result.status).toBe(204);
    expect(result.json).toBeNull();
    const etag = result.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(etag).not.toBe(before.etag);
    const after = await read(segments.salesLeadership);
    expect(after.etag).toBe(etag);
    expect(after.json?.result).toMatchObject({
      name: 'Sales leadership team',
      updatedByUserId: 'usr_hedy',
      clauses: write().clauses,
    });
    expect(after.json?.result.updatedAt).not.toBe(before.json?.result.updatedAt);
    const stale = await put(segments.salesLeadership, write(), before.etag);
    expect(stale.status).toBe(412);
  });

  it('accepts * and a list containing the current tag', async () => {
    const star = await put(segments.startingSoon, write({ name: 'Starting soon', clauses: [], scope: 'manual' }), '*');
    expect(star.status).toBe(204);
    const { etag } = await read(segments.startingSoon);
    const listed = await put(segments.startingSoon, write({ name: 'Starting soon' }), `"other", W/${etag}, ${etag}`);
    expect(listed.status).toBe(204);
  });

  it('lets exactly one of two concurrent PUTs with the same ETag win', async () => {
    const { etag } = await read(segments.financeAndLegal);
    const [a, b] = await Promise.all([
      put(segments.financeAndLegal, write({ name: 'Finance and legal (Hedy)' }), etag, hedy),
      put(segments.financeAndLegal, write({ name: 'Finance and legal (Katherine)' }), etag, katherine),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 412]);
    const winner = a.status === 204 ? 'Finance and legal (Hedy)' : 'Finance and legal (Katherine)';
    expect((await read(segments.financeAndLegal)).json?.result.name).toBe(winner);
  });

  it('checks If-Match before the body, and segment existence before If-Match', async () => {
    expect((await put(segments.salesLeadership, { name: 1 }, '"stale"')).status).toBe(412);
    const missing = await put('00000000-0000-4000-8000-000000000000', write());
    expect(missing.json?.errors[0].errorCode).toBe('segment_not_found');
  });

  it('validates the body: invalid_segment with the field as target', async () => {
    const { etag } = await read(segments.salesLeadership);
    const result = await put(segments.salesLeadership, write({ name: 'abc', clauses: [] }), etag);
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([
      expect.objectContaining({ errorCode: 'invalid_segment', target: 'name' }),
      expect.objectContaining({ errorCode: 'invalid_segment', target: 'clauses' }),
    ]);
    const missingField = await put(
      segments.salesLeadership,
      { name: 'Sales leadership', scope: 'rule_based', clauses: [] },
      etag,
    );
    expect(missingField.json?.errors.map((e: { target: string }) => e.target)).toEqual(['match', 'clauses']);
    expect((await read(segments.salesLeadership)).etag).toBe(etag);
  });

  it('answers segment_name_conflict for another segment name, case-insensitively', async () => {
    const { etag } = await read(segments.salesLeadership);
    const result = await put(segments.salesLeadership, write({ name: 'ALL ENGINEERS' }), etag);
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'segment_name_conflict', target: 'name' });
  });

  it('allows keeping its own name in another case', async () => {
    const { etag, json } = await read(segments.boardObservers);
    const body = { ...json?.result, name: 'BOARD OBSERVERS' };
    expect((await put(segments.boardObservers, body, etag)).status).toBe(204);
  });

  it.each([
    ['included', { includedWorkerIds: ['wrk_0002', 'wrk_9999'] }, 'includedWorkerIds.1'],
    ['excluded', { includedWorkerIds: ['wrk_0002'], excludedWorkerIds: ['wrk_9999'] }, 'excludedWorkerIds.0'],
  ])('answers segment_worker_missing for an unknown %s worker, and changes nothing', async (_list, workers, target) => {
    const { etag } = await read(segments.boardObservers);
    const result = await put(
      segments.boardObservers,
      write({ name: 'Board observers', scope: 'manual', clauses: [], ...workers }),
      etag,
    );
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([expect.objectContaining({ errorCode: 'segment_worker_missing', target })]);
    expect((await read(segments.boardObservers)).etag).toBe(etag);
  });
});

describe('POST /segments', () => {
  it('creates: 201, the segment and its ETag', async () => {
    const result = await server.api('/segments', {
      method: 'POST',
      cookie: hedy,
      body: write({ name: 'Sales everyone' }),
    });
    expect(result.status).toBe(201);
    const segment = singleEnvelopeSchema(segmentSchema).parse(result.json).result;
    expect(segment.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.response.headers.get('etag')).toBe((await read(segment.id)).etag);
  });

  it('validates like PUT', async () => {
    const conflict = await server.api('/segments', {
      method: 'POST',
      cookie: hedy,
      body: write({ name: 'all engineers' }),
    });
    expect(conflict.json?.errors[0]).toMatchObject({ errorCode: 'segment_name_conflict', target: 'name' });
    const invalid = await server.api('/segments', { method: 'POST', cookie: hedy, body: write({ scope: 'everyone' }) });
    expect(invalid.json?.errors[0]).toMatchObject({ errorCode: 'invalid_segment', target: 'scope' });
  });
});

describe('DELETE /segments/{id}', () => {
  const create = async (name: string) => {
    const result = await server.api('/segments', { method: 'POST', cookie: hedy, body: write({ name }) });
    return { id: result.json?.result.id as string, etag: result.response.headers.get('etag') ?? '' };
  };

  it('deletes without If-Match (204), then the segment is gone', async () => {
    const { id } = await create('Delete me');
    const result = await server.api(`/segments/${id}`, { method: 'DELETE', cookie: hedy });
    expect(result.status).toBe(204);
    expect((await read(id)).json?.errors[0].errorCode).toBe('segment_not_found');
  });

  it('checks If-Match when sent', async () => {
    const { id, etag } = await create('Delete me carefully');
    const stale = await server.api(`/segments/${id}`, {
      method: 'DELETE',
      cookie: hedy,
      headers: { 'If-Match': '"old"' },
    });
    expect(stale.status).toBe(412);
    const malformed = await server.api(`/segments/${id}`, {
      method: 'DELETE',
      cookie: hedy,
      headers: { 'If-Match': 'old' },
    });
    expect(malformed.json?.errors[0].errorCode).toBe('invalid_if_match');
    const ok = await server.api(`/segments/${id}`, { method: 'DELETE', cookie: hedy, headers: { 'If-Match': etag } });
    expect(ok.status).toBe(204);
  });

  it('refuses a segment a policy references: segment_referenced', async () => {
    const result = await server.api(`/segments/${segments.allEngineers}`, { method: 'DELETE', cookie: hedy });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0].errorCode).toBe('segment_referenced');
    expect((await read(segments.allEngineers)).status).toBe(200);
  });
});

describe('GET /segments', () => {
  it('filters by name, case-insensitively', async () => {
    const result = await server.api('/segments?q=ENGIN', { cookie: hedy });
    expect(result.json?.results.map((s: { name: string }) => s.name)).toEqual(['All engineers']);
    expect(result.json?.pagination.total).toBe(1);
    const literal = await server.api('/segments?q=%25', { cookie: hedy });
    expect(literal.json?.results).toEqual([]);
  });
});
