import { describe, expect, it } from 'vitest';
import { illFormedStringPath } from '../http/body';
import { acmeIds } from '../seed/demo';
import { originOf, createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });
const ada = await server.signIn('usr_ada');

const LONE = 'LONE_SURROGATE';
/** `body` as JSON text, with every `LONE_SURROGATE` replaced by the escape of an unpaired surrogate. */
const withLoneSurrogate = (body: unknown, escape = '\\ud800') => JSON.stringify(body).replaceAll(LONE, escape);

const segmentWrite = (overrides: Record<string, unknown> = {}) => ({
  name: 'Unicode check',
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

const illFormed = (target: string | null) => ({
  errorCode: 'validation_error',
  errorMessage: expect.stringContaining('well-formed Unicode'),
  target,
});

async function segmentEtag(id: string) {
  const read = await server.api(`/segments/${id}`, { cookie: ada });
  return read.response.headers.get('etag') ?? '';
}

describe('ill-formed Unicode in a JSON body is refused where bodies are parsed', () => {
  it.each([
    ['name', { name: `lone ${LONE} surrogate` }, 'name'],
    [
      'a clause value',
      { clauses: [{ ...segmentWrite().clauses[0], values: [{ kind: 'literal', value: LONE }] }] },
      'clauses.0.values.0.value',
    ],
    ['a worker id', { scope: 'manual', clauses: [], includedWorkerIds: ['wrk_0002', LONE] }, 'includedWorkerIds.1'],
  ])('POST /segments: %s', async (_, overrides, target) => {
    const result = await server.api('/segments', {
      method: 'POST',
      cookie: ada,
      body: withLoneSurrogate(segmentWrite(overrides)),
    });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ result: null, errors: [illFormed(target)] });
  });

  it('PUT /segments/{id}: name, and the segment is unchanged', async () => {
    const id = acmeIds.segments.salesLeadership;
    const etag = await segmentEtag(id);
    const result = await server.api(`/segments/${id}`, {
      method: 'PUT',
      cookie: ada,
      headers: { 'If-Match': etag },
      body: withLoneSurrogate(segmentWrite({ name: `Sales ${LONE}` })),
    });
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([illFormed('name')]);
    expect(await segmentEtag(id)).toBe(etag);
  });

  it.each([
    ['name', { name: `lone ${LONE} surrogate`, code: 'let a;' }],
    ['code', { name: 'Lone surrogate in code', code: `return "${LONE}";` }],
  ])('POST /scripts: %s', async (target, body) => {
    const result = await server.api('/scripts', {
      method: 'POST',
      cookie: ada,
      body: withLoneSurrogate(body, '\\udfff'),
    });
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([illFormed(target)]);
  });

  it('POST /scripts: two names that differ only in a lone surrogate are both refused, nothing stored', async () => {
    const before = (await server.api('/scripts?limit=200', { cookie: ada })).json?.pagination.total;
    for (const escape of ['\\ud800', '\\udbff']) {
      const result = await server.api('/scripts', {
        method: 'POST',
        cookie: ada,
        body: withLoneSurrogate({ name: `twin ${LONE}`, code: 'let a;' }, escape),
      });
      expect(result.status).toBe(400);
    }
    expect((await server.api('/scripts?limit=200', { cookie: ada })).json?.pagination.total).toBe(before);
  });

  it('POST /api-keys: name', async () => {
    const body = withLoneSurrogate({ name: `key ${LONE}`, scopes: ['segments:read'], expiresAt: null });
    const result = await server.api('/api-keys', { method: 'POST', cookie: ada, body });
    expect(result.status).toBe(400);
    expect(result.json?.errors).toEqual([illFormed('name')]);
  });

  it('writes that take no body refuse an ill-formed one too', async () => {
    const { id, cookie } = await server.createApiKey('usr_ada');
    const created = await server.api('/segments', {
      method: 'POST',
      cookie: ada,
      body: segmentWrite({ name: 'To delete' }),
    });
    const segmentId = created.json?.result.id as string;
    const writes: [string, string, Record<string, string>][] = [
      ['POST', `/secrets/${acmeIds.secrets.stripeApiKey}/reveal`, {}],
      ['POST', `/api-keys/${id}/rotate`, {}],
      ['POST', `/api-keys/${id}/revoke`, {}],
      ['DELETE', `/segments/${segmentId}`, { 'If-Match': created.response.headers.get('etag') ?? '' }],
      ['POST', '/auth/logout', {}],
    ];
    for (const [method, path, headers] of writes) {
      const result = await server.api(path, { method, cookie, headers, body: withLoneSurrogate({ note: LONE }) });
      expect(result.status, `${method} ${path}`).toBe(400);
      expect(result.json?.errors, `${method} ${path}`).toEqual([illFormed('note')]);
    }
    expect((await server.api(`/segments/${segmentId}`, { cookie })).status).toBe(200);
    expect((await server.api('/me', { cookie })).status).toBe(200);
  });

  it('names the object holding a key with a lone surrogate, and the body itself for a bare string', async () => {
    const keyed = await server.api('/scripts', {
      method: 'POST',
      cookie: ada,
      body: '{"name":"n","code":"c","extra":{"\\ud800":1}}',
    });
    expect(keyed.json?.errors).toEqual([illFormed('extra')]);
    const bare = await server.api('/scripts', { method: 'POST', cookie: ada, body: '"\\udc00"' });
    expect(bare.json?.errors).toEqual([illFormed(null)]);
  });

  it('accepts paired surrogates, escaped or not, and reads them back as sent', async () => {
    const body = withLoneSurrogate({ name: `smile ${LONE} 😀`, code: 'let a;' }, '\\ud83d\\ude00');
    const created = await server.api('/scripts', { method: 'POST', cookie: ada, body });
    expect(created.status).toBe(201);
    const read = await server.api(`/scripts/${created.json?.result.id}`, { cookie: ada });
    expect(read.json?.result.name).toBe('smile 😀 😀');
  });

  it('refuses a body that is not UTF-8 (raw bytes, not escapes)', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('","code":"let a;"}')]);
    for (const [path, body] of [
      ['/api/scripts', bytes],
      ['/api/segments', Buffer.from([0xed, 0xa0, 0x80])], // a surrogate encoded as UTF-8 (CESU-8)
    ] as const) {
      const response = await server.app.request(`${originOf('acme')}${path}`, {
        method: 'POST',
        headers: {
          Host: 'acme.localhost:8080',
          Origin: originOf('acme'),
          Cookie: ada,
          'Content-Type': 'application/json',
        },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        result: null,
        errors: [{ errorCode: 'validation_error', errorMessage: 'The request body is not valid UTF-8.', target: null }],
      });
    }
  });

  it('walks bodies deeper than the call stack without failing', async () => {
    const depth = 100_000;
    const body = `{"name":"deep","code":${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}}`;
    const result = await server.api('/scripts', { method: 'POST', cookie: ada, body });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'validation_error' });
    expect(result.json?.errors[0].target).toMatch(/^code(\.0){15}$/);
  });
});

describe('illFormedStringPath', () => {
  it('is undefined for well-formed values and names the first ill-formed string', () => {
    expect(illFormedStringPath({ a: ['x', { b: '😀' }], c: null, d: 1 })).toBeUndefined();
    expect(illFormedStringPath({ a: ['x', { b: 'y\uDC00' }], c: '\uD800' })).toBe('a.1.b');
    expect(illFormedStringPath(['\uD800\uDC00', 'ok', '\uDBFFz'])).toBe('2');
  });
});
