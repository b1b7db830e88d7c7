import { describe, expect, it } from 'vitest';
import { loadNamespaces, translate } from '../i18n';
import { sayInEnglish } from './english';
import type { ProbeRequest, ProbeResponse } from './probe';
import { runServiceCheck } from './run-checks';

const json = (status: number, body: unknown): ProbeResponse => ({
  status,
  header: () => null,
  text: JSON.stringify(body),
});
const notFound = json(404, { result: null, errors: [{ errorCode: 'not_found', errorMessage: 'No such endpoint' }] });
const me = {
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  workspace: { subdomain: 'acme', name: 'Acme' },
  role: 'owner',
  permissions: ['segments:read'],
  authMethod: 'api_key',
};
const summary = (id: string) => ({
  id,
  name: `Segment ${id}`,
  scope: 'manual',
  match: 'all',
  clauseCount: 0,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedByName: null,
});

/** A service with /me and a paged /segments whose cursors are numbers, as the spec sometimes types them. */
function service(pages: Record<string, { ids: string[]; next: unknown }>) {
  const sent: string[] = [];
  const transport = async (request: ProbeRequest) => {
    sent.push(`${request.method} ${request.path}`);
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/me') {
      return request.headers?.Authorization
        ? json(401, { result: null, errors: [{ errorCode: 'unauthorized', errorMessage: 'No' }] })
        : json(200, { result: me, errors: [] });
    }
    if (url.pathname === '/segments') {
      const page = pages[url.searchParams.get('cursor') ?? 'first']!;
      return json(200, {
        results: page.ids.map(summary),
        errors: [],
        pagination: { nextCursor: page.next, limit: 200, hasMore: page.next !== null, total: 3 },
      });
    }
    return notFound;
  };
  return { sent, transport };
}

const rowOf = async (transport: (request: ProbeRequest) => Promise<ProbeResponse>, name: string) => {
  const report = await runServiceCheck({ transport, authMethod: 'api_key', say: sayInEnglish });
  return { report, row: report.rows.find((row) => row.name === name) };
};

describe('runServiceCheck', () => {
  it('follows pages to the end, passing a numeric nextCursor back unchanged', async () => {
    const { sent, transport } = service({ first: { ids: ['a', 'b'], next: 40 }, '40': { ids: ['c'], next: null } });
    const { row } = await rowOf(transport, 'GET /segments');
    expect(row).toMatchObject({ status: 'pass', reason: expect.stringMatching(/^3 items in 2 pages/) });
    expect(sent).toContain('GET /segments?limit=200&cursor=40');
  });

  it('stops a long list at the page cap and says so in its row', async () => {
    const { sent, transport } = service({ first: { ids: ['a'], next: 'p2' }, p2: { ids: ['b'], next: 'p3' } });
    const report = await runServiceCheck({ transport, authMethod: 'api_key', maxPages: 2, say: sayInEnglish });
    expect(report.rows.find((row) => row.name === 'GET /segments')).toMatchObject({
      status: 'pass',
      reason:
        '2 items of 3 read in 2 pages, each valid; nextCursor passed back unchanged; stopped at the cap of 2 pages',
    });
    expect(sent.filter((request) => request.startsWith('GET /segments?'))).toHaveLength(2);
  });

  it('fails a collection whose cursor comes back again', async () => {
    const { transport } = service({ first: { ids: ['a'], next: 'x' }, x: { ids: ['b'], next: 'x' } });
    const { row } = await rowOf(transport, 'GET /segments');
    expect(row).toMatchObject({ status: 'fail', reason: 'nextCursor "x" came back twice: the pages never end' });
  });

  it('skips what the key may not read and says an absent assumed endpoint costs the console', async () => {
    const { transport } = service({ first: { ids: ['a', 'b', 'c'], next: null } });
    const { report } = await rowOf(transport, 'GET /segments');
    expect(report.rows.find((row) => row.name === 'GET /secrets')).toMatchObject({
      status: 'skip',
      reason: 'not checked: the API key lacks secrets:read; use a key with every scope',
    });
    expect(report.rows.find((row) => row.name === 'GET /segments/{id}')).toMatchObject({
      status: 'fail',
      reason: expect.stringMatching(/^absent \(HTTP 404 not_found\); the console loses: Segments: the editor/),
    });
    expect(report.ok).toBe(false);
  });

  it('warns, and does not fail, where the service lacks an optional endpoint (the activity log)', async () => {
    const transport = async (request: ProbeRequest) =>
      new URL(request.path, 'http://x').pathname === '/me'
        ? json(200, { result: { ...me, permissions: ['audit:read'] }, errors: [] })
        : notFound;
    const { row } = await rowOf(transport, 'GET /audit-events');
    expect(row).toMatchObject({
      group: 'Assumed endpoints',
      status: 'warn',
      reason: expect.stringMatching(/^absent \(HTTP 404 not_found\); optional: the console says the service has none/),
    });
  });

  it('words its rows with the `t` it is given: in German on a German page', async () => {
    await loadNamespaces('de', ['service-check']);
    const { transport } = service({ first: { ids: ['a', 'b'], next: 40 }, '40': { ids: ['c'], next: null } });
    const report = await runServiceCheck({
      transport,
      authMethod: 'api_key',
      say: (descriptor, values) => translate(descriptor, values, 'de'),
    });
    const reason = (name: string) => report.rows.find((row) => row.name === name)?.reason;
    expect(reason('GET /segments')).toBe('3 Einträge auf 2 Seiten, alle gültig; nextCursor unverändert zurückgegeben');
    expect(reason('GET /secrets')).toBe(
      'nicht geprüft: Dem API-Schlüssel fehlt secrets:read; verwenden Sie einen Schlüssel mit allen Berechtigungen',
    );
    expect(reason('PUT /segments/{id} mit veraltetem If-Match → 412')).toBe('nicht geprüft: erfordert segments:write');
  });
});
