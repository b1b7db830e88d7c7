import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['huge'] });
const owner = await server.signIn('usr_huge', 'huge');

async function timed(path: string) {
  const started = performance.now();
  const result = await server.api(path, { workspace: 'huge', cookie: owner });
  return { ...result, ms: performance.now() - started };
}

describe('a workspace of 250,000 workers', () => {
  it('pages through the org chart by keyset, quickly at any depth', async () => {
    const first = await timed('/workers/org-chart?limit=5000');
    expect(first.json?.pagination).toMatchObject({ total: 250_000, hasMore: true });
    let cursor = first.json?.pagination.nextCursor as string;
    let slowest = first.ms;
    let seen = first.json?.results.length as number;
    for (let page = 0; page < 10; page += 1) {
      const next = await timed(`/workers/org-chart?limit=5000&cursor=${cursor}`);
      slowest = Math.max(slowest, next.ms);
      seen += next.json?.results.length;
      cursor = next.json?.pagination.nextCursor;
    }
    expect(seen).toBe(55_000);
    expect(slowest).toBeLessThan(3000);
    const worker = first.json?.results[4999];
    expect(worker.manager).toEqual(expect.any(String));
  });

  it('searches and lists workers by name quickly', async () => {
    const search = await timed('/workers?q=ada&limit=200');
    expect(search.json?.results.length).toBeGreaterThan(0);
    expect(search.ms).toBeLessThan(3000);
    const listed = await timed('/workers?limit=200');
    const deeper = await timed(`/workers?limit=200&cursor=${listed.json?.pagination.nextCursor}`);
    expect(deeper.json?.results[0].name >= listed.json?.results[199].name).toBe(true);
    expect(deeper.ms).toBeLessThan(1500);
  });

  it('has ten years of daily license costs', async () => {
    const costs = await timed('/licenses/costs?limit=5000');
    expect(costs.json?.pagination.total).toBeGreaterThanOrEqual(3652);
    expect(costs.json?.results.at(-1).day).toBe('2026-11-20');
  });
});
