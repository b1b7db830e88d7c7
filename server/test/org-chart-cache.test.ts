import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { createTestServer } from './harness';

// Org-chart pages are kept compressed per version of the workers: these tests make sure no write,
// by any path, leaves an old page being served, and that what is served is what the spec says.

type Page = {
  results: { id: string; name: string | null; managerId: string | null; manager: string | null }[];
  pagination: { nextCursor: string | null; total: number };
};

const server = createTestServer();
const ada = await server.signIn('usr_ada');
const hank = await server.signIn('usr_hank', 'globex');
const acmeId = server.db.prepare("SELECT id FROM workspaces WHERE subdomain = 'acme'").pluck().get() as number;

async function orgChart(query: string, encoding = 'br', init: { workspace?: string; cookie?: string } = {}) {
  const response = await server.request(`/api/workers/org-chart?${query}`, {
    cookie: ada,
    ...init,
    headers: { 'Accept-Encoding': encoding },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const used = response.headers.get('content-encoding');
  const text = (used === 'br' ? brotliDecompressSync(bytes) : used === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  return { response, text, json: JSON.parse(text) as Page };
}

const addWorker = (id: string, name: string, managerId: string | null) =>
  server.db
    .prepare(
      `INSERT INTO workers (workspace_id, id, name, name_key, job_title, department, manager_id, lifecycle_stage)
       VALUES (?, ?, ?, ?, 'Engineer', 'Engineering', ?, 'active')`,
    )
    .run(acmeId, id, name, name.toLowerCase(), managerId);

describe('org-chart pages kept compressed', () => {
  it('are the same bytes of JSON in every encoding, served again as they were', async () => {
    const br = await orgChart('limit=50');
    expect(br.response.headers.get('content-encoding')).toBe('br');
    const again = await orgChart('limit=50');
    expect(again.text).toBe(br.text);
    const gzip = await orgChart('limit=50', 'gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(br.text);
    const refused = await orgChart('limit=50', 'br;q=0, gzip');
    expect(refused.response.headers.get('content-encoding')).toBe('gzip');
    expect(refused.text).toBe(br.text);
    const head = await server.request('/api/workers/org-chart?limit=50', {
      method: 'HEAD',
      cookie: ada,
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const plain = await orgChart('limit=50', 'identity');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(br.text);
    for (const { response } of [br, again, gzip]) {
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(again.response.headers.get('x-request-id')).not.toBe(br.response.headers.get('x-request-id'));
  });

  it('show a worker added after a page was read, on that page and in the total', async () => {
    const before = await orgChart('limit=5000');
    await orgChart('limit=5000');
    server.db.transaction(() => addWorker('wrk_new_1', 'Newcomer One', 'wrk_0001'))();
    const after = await orgChart('limit=5000');
    expect(after.json.pagination.total).toBe(before.json.pagination.total + 1);
    expect(after.json.results.at(-1)).toMatchObject({ id: 'wrk_new_1', name: 'Newcomer One' });
    expect(after.json.results.at(-1)?.manager).toEqual(expect.any(String));
  });

  it('show a change on a later page of a walk already begun (each page read after the write)', async () => {
    const first = await orgChart('limit=10');
    const cursor = encodeURIComponent(first.json.pagination.nextCursor ?? '');
    const second = await orgChart(`limit=10&cursor=${cursor}`);
    const report = second.json.results.find((worker) => worker.managerId !== null)!;
    server.db
      .prepare('UPDATE workers SET name = ? WHERE workspace_id = ? AND id = ?')
      .run('Renamed Manager', acmeId, report.managerId);
    const reread = await orgChart(`limit=10&cursor=${cursor}`);
    expect(reread.json.results.find((worker) => worker.id === report.id)?.manager).toBe('Renamed Manager');
    const everyone = await orgChart('limit=5000', 'gzip');
    expect(everyone.json.results.find((worker) => worker.id === report.managerId)?.name).toBe('Renamed Manager');
  });

  it('forget a removed worker', async () => {
    addWorker('wrk_gone', 'Soon Gone', null);
    expect((await orgChart('limit=5000')).json.results.some((worker) => worker.id === 'wrk_gone')).toBe(true);
    server.db.prepare("DELETE FROM workers WHERE id = 'wrk_gone'").run();
    expect((await orgChart('limit=5000')).json.results.some((worker) => worker.id === 'wrk_gone')).toBe(false);
  });

  it('are not kept from inside a transaction that is then rolled back', async () => {
    const before = await orgChart('limit=5000');
    const rollback = new Error('rollback');
    let during: Page | undefined;
    try {
      server.db.prepare('BEGIN').run();
      addWorker('wrk_rolled_back', 'Never Was', null);
      during = (await orgChart('limit=5000')).json;
      throw rollback;
    } catch (error) {
      server.db.prepare('ROLLBACK').run();
      if (error !== rollback) throw error;
    }
    expect(during?.pagination.total).toBe(before.json.pagination.total + 1);
    const after = await orgChart('limit=5000');
    expect(after.json.pagination.total).toBe(before.json.pagination.total);
    expect(after.text).toBe(before.text);
  });

  it('are made once for readers asking at once, each served the same page', async () => {
    const encodings = ['br', 'gzip', 'gzip, br', 'identity'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => orgChart('limit=37', encodings[index % encodings.length])),
    );
    const alone = await orgChart('limit=37', 'identity');
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.text).toBe(alone.text);
    }
    expect(alone.json.results).toHaveLength(37);
  });

  it('walk every worker by cursor, the last page saying no more, at a page size that divides them too', async () => {
    const globex = { workspace: 'globex', cookie: hank };
    const whole = await orgChart('limit=5000', 'br', globex);
    const total = whole.json.pagination.total;
    expect(total).toBe(40);
    for (const limit of [7, 8, 40]) {
      const walked: Page['results'] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await orgChart(query, pages % 2 ? 'gzip' : 'br', globex);
        walked.push(...page.json.results);
        expect(page.json.pagination).toMatchObject({ limit, total, hasMore: page.json.pagination.nextCursor !== null });
        cursor = page.json.pagination.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(Math.ceil(total / limit));
      expect(walked).toEqual(whole.json.results);
    }
  });

  it('are kept per workspace and still need a member of it', async () => {
    const acme = await orgChart('limit=5000');
    const globex = await orgChart('limit=5000', 'br', { workspace: 'globex', cookie: hank });
    expect(globex.json.pagination.total).not.toBe(acme.json.pagination.total);
    const foreign = await orgChart('limit=5000', 'br', { workspace: 'globex', cookie: ada });
    expect(foreign.response.status).toBe(401);
    const anonymous = await orgChart('limit=5000', 'br', { cookie: '' });
    expect(anonymous.response.status).toBe(401);
  });
});

describe('org-chart pages over a database file another process writes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-org-chart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('show workers another connection added', async () => {
    const file = path.join(dir, 'service.sqlite');
    const seeded = createTestServer({ seeds: ['demo'], database: file });
    const cookie = await seeded.signIn('usr_ada');
    const read = async () => {
      const response = await seeded.request('/api/workers/org-chart?limit=5000', {
        cookie,
        headers: { 'Accept-Encoding': 'br' },
      });
      return JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as Page;
    };
    const before = await read();
    await read();
    const other = openDatabase(file);
    other
      .prepare(
        `INSERT INTO workers (workspace_id, id, name, name_key) SELECT id, 'wrk_elsewhere', 'From Elsewhere',
         'from elsewhere' FROM workspaces WHERE subdomain = 'acme'`,
      )
      .run();
    other.close();
    const after = await read();
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.results.at(-1)).toMatchObject({ id: 'wrk_elsewhere', name: 'From Elsewhere' });
  });
});
