import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const server = createTestServer();
const ada = await server.signIn('usr_ada');

async function readAll(path: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total: number;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const query: string = `${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, json } = await server.api(path + query, { cookie: ada });
    expect(status).toBe(200);
    const { pagination, results } = json as {
      pagination: { nextCursor: string | null; hasMore: boolean; total: number; limit: number };
      results: { id?: string; userId?: string; day?: string; number?: number }[];
    };
    expect(pagination.limit).toBe(limit);
    expect(pagination.hasMore).toBe(pagination.nextCursor !== null);
    total = pagination.total;
    ids.push(...results.map((item) => String(item.id ?? item.userId ?? item.day ?? item.number)));
    cursor = pagination.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 1000);
  return { ids, total, pages };
}

describe('cursor pagination', () => {
  it.each([
    ['/workers/org-chart', 37],
    ['/workers', 50],
    ['/workers?q=an', 7],
    ['/licenses/costs', 100],
    ['/segments', 2],
    ['/secrets', 3],
    ['/policies', 2],
    ['/scripts', 1],
    ['/members', 2],
    ['/policies/pol_engineering_access/revisions', 3],
  ])('walks %s in pages of %i: every item once, in a stable order, total matching', async (path, limit) => {
    const first = await readAll(path, limit);
    const again = await readAll(path, limit);
    expect(first.ids).toEqual(again.ids);
    expect(new Set(first.ids).size).toBe(first.ids.length);
    expect(first.ids.length).toBe(first.total);
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.total / limit)));
  });

  it('finds the workers whose name contains the text, in any case, for the worker pickers', async () => {
    const everyone = await readAll('/workers', 200);
    const { json } = await server.api('/workers?q=AN&limit=200', { cookie: ada });
    const names = (json?.results as { name: string }[]).map((worker) => worker.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !name.toLowerCase().includes('an'))).toEqual([]);
    expect(names.length).toBeLessThan(everyone.total);
  });

  it('reads the whole org chart in one bulk page and orders license days ascending', async () => {
    const chart = await server.api('/workers/org-chart?limit=5000', { cookie: ada });
    expect(chart.json?.pagination).toMatchObject({
      hasMore: false,
      nextCursor: null,
      total: chart.json?.results.length,
    });
    const costs = await readAll('/licenses/costs', 500);
    expect([...costs.ids].sort()).toEqual(costs.ids);
  });

  it('uses the default limits', async () => {
    expect((await server.api('/workers', { cookie: ada })).json?.pagination.limit).toBe(50);
    expect((await server.api('/workers/org-chart', { cookie: ada })).json?.pagination.limit).toBe(500);
    expect((await server.api('/licenses/costs', { cookie: ada })).json?.pagination.limit).toBe(500);
  });

  it.each(['0', '201', 'ten', '2.5', '-3'])('rejects limit=%s with validation_error on limit', async (limit) => {
    const result = await server.api(`/segments?limit=${limit}`, { cookie: ada });
    expect(result.status).toBe(400);
    expect(result.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'limit' });
  });

  it('allows bulk limits up to 5000 on the org chart and license costs only', async () => {
    expect((await server.api('/workers/org-chart?limit=5000', { cookie: ada })).status).toBe(200);
    expect((await server.api('/workers/org-chart?limit=5001', { cookie: ada })).status).toBe(400);
    expect((await server.api('/workers?limit=5000', { cookie: ada })).status).toBe(400);
  });

  it('rejects a made-up cursor, and a cursor from another list', async () => {
    const bogus = await server.api('/workers/org-chart?cursor=bogus', { cookie: ada });
    expect(bogus.status).toBe(400);
    expect(bogus.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'cursor' });
    const segmentsPage = await server.api('/segments?limit=1', { cookie: ada });
    const foreign = await server.api(`/scripts?cursor=${segmentsPage.json?.pagination.nextCursor}`, { cookie: ada });
    expect(foreign.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'cursor' });
  });

  it('narrows license costs to a day range', async () => {
    const result = await server.api('/licenses/costs?from=2025-07-10&to=2025-07-20', { cookie: ada });
    const days = result.json?.results.map((point: { day: string }) => point.day);
    expect(days).toEqual([
      '2025-07-10',
      '2025-07-11',
      '2025-07-12',
      '2025-07-13',
      '2025-07-17',
      '2025-07-18',
      '2025-07-19',
      '2025-07-20',
    ]);
    expect(result.json?.pagination.total).toBe(8);
    const bad = await server.api('/licenses/costs?from=2025-02-30', { cookie: ada });
    expect(bad.json?.errors[0]).toMatchObject({ errorCode: 'validation_error', target: 'from' });
  });

  it('names the license-cost day parameter that is not a date as the error target', async () => {
    for (const [query, target] of [
      ['from=2025-13-01', 'from'],
      ['to=2025-13-01', 'to'],
      ['from=2025-01-01&to=yesterday', 'to'],
    ]) {
      const result = await server.api(`/licenses/costs?${query}`, { cookie: ada });
      expect(result.status, query).toBe(400);
      expect(result.json?.errors, query).toEqual([expect.objectContaining({ errorCode: 'validation_error', target })]);
    }
  });
});
