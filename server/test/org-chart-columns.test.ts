import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  WORKER_COLUMNS_MEDIA_TYPE,
  workerColumnsCodedFields,
  workerColumnsPageSchema,
  type WorkerColumnsPage,
} from '../../contract';
import { ORG_CHART_SLICE_ROWS } from '../handlers/workers';
import { createStores } from '../store';
import { createTestServer } from './harness';

// The worker-columns form of the org chart (an assumed extension, contract/assumed.ts): the same
// pages as the spec's JSON, asked for in `Accept`, and never given to a client that does not ask.

const server = createTestServer();
const ada = await server.signIn('usr_ada');
const dana = await server.signIn('usr_dana', 'dirty');
const columnsFirst = `${WORKER_COLUMNS_MEDIA_TYPE}, application/json;q=0.9`;

type Item = Record<string, unknown>;
type JsonPage = { results: Item[]; errors: unknown[]; pagination: { nextCursor: string | null; hasMore: boolean } };

async function orgChart(
  query: string,
  accept: string | undefined,
  init: { encoding?: string; cookie?: string; bearer?: string; app?: typeof server; workspace?: string } = {},
) {
  const headers: Record<string, string> = { 'Accept-Encoding': init.encoding ?? 'br' };
  if (accept !== undefined) headers.Accept = accept;
  const on = init.app ?? server;
  const response = await on.request(`/api/workers/org-chart?${query}`, {
    workspace: init.workspace,
    cookie: init.bearer ? undefined : (init.cookie ?? ada),
    bearer: init.bearer,
    headers,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const used = response.headers.get('content-encoding');
  const text = (used === 'br' ? brotliDecompressSync(bytes) : used === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  return { response, text, body: JSON.parse(text) as unknown };
}

/** The items a columns page stands for, as the contract describes them. */
function itemsOf({ columns }: WorkerColumnsPage): Item[] {
  return Array.from({ length: columns.count }, (_, i) => {
    const item: Item = { id: columns.id[i], name: columns.name[i] };
    for (const field of workerColumnsCodedFields) {
      const code = columns[field][i];
      item[field] = code === null ? null : columns.values[code as number];
    }
    return {
      id: item.id,
      name: item.name,
      jobTitle: item.jobTitle,
      department: item.department,
      managerId: item.managerId,
      manager: item.manager,
      lifecycleStage: item.lifecycleStage,
    };
  });
}

/** Every page of the chart, walked by cursor in one form. */
async function walk(
  accept: string | undefined,
  limit: number,
  workspace: { workspace?: string; cookie?: string } = {},
) {
  const pages: unknown[] = [];
  let cursor: string | null = null;
  do {
    const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { body } = await orgChart(query, accept, workspace);
    pages.push(body);
    cursor = (body as JsonPage).pagination.hasMore ? (body as JsonPage).pagination.nextCursor : null;
  } while (cursor !== null);
  return pages;
}

describe('the org chart in columns', () => {
  it.each([
    ['acme', 40],
    ['dirty', 7],
  ])(
    'is every page of the spec’s JSON in %s, field by field, with the same pagination and cursors',
    async (workspace, limit) => {
      const from = workspace === 'dirty' ? { workspace, cookie: dana } : {};
      const json = (await walk(undefined, limit, from)) as JsonPage[];
      const columns = await walk(columnsFirst, limit, from);
      expect(columns).toHaveLength(json.length);
      expect(json.length).toBeGreaterThan(1);
      columns.forEach((page, n) => {
        const parsed = workerColumnsPageSchema.parse(page);
        expect(itemsOf(parsed)).toEqual(json[n]!.results);
        expect(parsed.pagination).toEqual(json[n]!.pagination);
        expect(parsed.errors).toEqual([]);
      });
      if (workspace !== 'dirty') return;
      // The seeded dirty rows (missing fields, managers not there, repeated ids) are in both alike.
      const everyone = json.flatMap((page) => page.results);
      expect(everyone.some((worker) => worker.name === null)).toBe(true);
      expect(everyone.some((worker) => worker.managerId !== null && worker.manager === null)).toBe(true);
      expect(new Set(everyone.map((worker) => worker.id)).size).toBeLessThan(everyone.length);
    },
  );

  it('sends each repeated value once', async () => {
    const { body } = await orgChart('limit=5000', columnsFirst);
    const { columns } = workerColumnsPageSchema.parse(body);
    expect(new Set(columns.values).size).toBe(columns.values.length);
    expect(columns.values.length).toBeLessThan(columns.count);
  });

  it('says its type and that answers vary by Accept, compressed or not, the same bytes each time', async () => {
    const br = await orgChart('limit=50', columnsFirst);
    const gzip = await orgChart('limit=50', columnsFirst, { encoding: 'gzip' });
    const plain = await orgChart('limit=50', columnsFirst, { encoding: 'identity' });
    const json = await orgChart('limit=50', 'application/json');
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(gzip.text).toBe(br.text);
    expect(plain.text).toBe(br.text);
    for (const { response } of [br, gzip, plain]) {
      expect(response.headers.get('content-type')).toBe(WORKER_COLUMNS_MEDIA_TYPE);
      expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(json.response.headers.get('content-type')).toBe('application/json');
    expect(json.response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(json.text).not.toBe(br.text);
  });

  it.each([
    ['no Accept', undefined, 'application/json'],
    ['any type', '*/*', 'application/json'],
    ['the spec’s JSON', 'application/json', 'application/json'],
    ['columns refused', `${WORKER_COLUMNS_MEDIA_TYPE};q=0, application/json`, 'application/json'],
    ['JSON preferred', `${WORKER_COLUMNS_MEDIA_TYPE};q=0.5, application/json`, 'application/json'],
    ['columns preferred', columnsFirst, WORKER_COLUMNS_MEDIA_TYPE],
    ['columns alone', WORKER_COLUMNS_MEDIA_TYPE, WORKER_COLUMNS_MEDIA_TYPE],
  ])('answers %s with %s', async (_case, accept, type) => {
    const { response } = await orgChart('limit=5', accept);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('takes pages of up to 20,000 in columns, where the spec’s JSON takes 5,000', async () => {
    expect((await orgChart('limit=5001', columnsFirst)).response.status).toBe(200);
    expect((await orgChart('limit=20000', columnsFirst)).response.status).toBe(200);
    const tooMany = await orgChart('limit=20001', columnsFirst);
    expect(tooMany.response.status).toBe(400);
    expect(tooMany.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await orgChart('limit=5001', 'application/json')).response.status).toBe(400);
    expect((await orgChart('limit=5000', 'application/json')).response.status).toBe(200);
  });

  it('answers errors as the spec’s JSON: a bad cursor, no session, a key without workers:read', async () => {
    const badCursor = await orgChart('cursor=not-a-cursor', columnsFirst);
    expect(badCursor.response.status).toBe(400);
    expect(badCursor.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(badCursor.body).toEqual({
      result: null,
      errors: [expect.objectContaining({ errorCode: 'validation_error', target: 'cursor' })],
    });
    const signedOut = await server.request('/api/workers/org-chart', { headers: { Accept: columnsFirst } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-type')).toMatch(/^application\/json/);
    const { secret } = await server.createApiKey('usr_ada', { scopes: ['segments:read'] });
    const forbidden = await orgChart('limit=5', columnsFirst, { bearer: secret });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.body).toEqual({ result: null, errors: [expect.objectContaining({ errorCode: 'forbidden' })] });
    const { secret: reader } = await server.createApiKey('usr_ada', { scopes: ['workers:read'] });
    const allowed = await orgChart('limit=5', columnsFirst, { bearer: reader });
    expect(allowed.response.headers.get('content-type')).toBe(WORKER_COLUMNS_MEDIA_TYPE);
  });

  it('is kept apart from the JSON page: a write shows in both', async () => {
    await orgChart('limit=5000', columnsFirst);
    await orgChart('limit=5000', undefined);
    const acmeId = server.db.prepare("SELECT id FROM workspaces WHERE subdomain = 'acme'").pluck().get() as number;
    server.db
      .prepare(
        `INSERT INTO workers (workspace_id, id, name, name_key, job_title, department, manager_id, lifecycle_stage)
         VALUES (?, 'wrk_columns_new', 'Zoë "Quoted" Ünïcode', 'zoë', NULL, 'Engineering', 'wrk_0001', 'pre_start')`,
      )
      .run(acmeId);
    const json = (await orgChart('limit=5000', undefined)).body as JsonPage;
    const columns = workerColumnsPageSchema.parse((await orgChart('limit=5000', columnsFirst)).body);
    expect(itemsOf(columns)).toEqual(json.results);
    expect(itemsOf(columns).at(-1)).toMatchObject({
      id: 'wrk_columns_new',
      name: 'Zoë "Quoted" Ünïcode',
      jobTitle: null,
    });
  });
});

describe('a page of worker columns larger than a slice', () => {
  const large = createTestServer({ seeds: ['demo'] });
  const acmeId = large.db.prepare("SELECT id FROM workspaces WHERE subdomain = 'acme'").pluck().get() as number;
  const added = ORG_CHART_SLICE_ROWS * 2 + 17;
  large.db.transaction(() =>
    createStores(large.db).workers.insertMany(
      acmeId,
      Array.from({ length: added }, (_, i) => ({
        id: `wrk_sliced_${i}`,
        name: `Sliced ${i}`,
        jobTitle: `Title ${i % 7}`,
        department: i % 3 === 0 ? null : `Department ${i % 5}`,
        managerId: i === 0 ? 'wrk_0001' : `wrk_sliced_${Math.floor((i - 1) / 4)}`,
        lifecycleStage: 'active',
      })),
    ),
  )();
  const read = async (accept: string | undefined, limit: number) =>
    orgChart(`limit=${limit}`, accept, { app: large, cookie: await large.signIn('usr_ada') });

  it('codes its slices as one page: every worker of the spec’s JSON pages, each value sent once', async () => {
    const columns = workerColumnsPageSchema.parse((await read(columnsFirst, 20_000)).body);
    expect(columns.columns.count).toBeGreaterThan(added);
    const json: Item[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=5000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await orgChart(query, undefined, { app: large, cookie: await large.signIn('usr_ada') }))
        .body as JsonPage;
      json.push(...page.results);
      cursor = page.pagination.nextCursor;
    } while (cursor !== null);
    expect(itemsOf(columns)).toEqual(json);
    expect(new Set(columns.columns.values).size).toBe(columns.columns.values.length);
  });

  it('is made from one version of the workers, however often they change while it is made', async () => {
    const cookie = await large.signIn('usr_ada');
    let writes = 0;
    let writing = true;
    const rename = () => {
      if (!writing) return;
      writes += 1;
      large.db.prepare('UPDATE workers SET job_title = ? WHERE workspace_id = ?').run(`Version ${writes}`, acmeId);
      setImmediate(rename);
    };
    rename();
    const asked = orgChart('limit=20000', columnsFirst, { app: large, cookie });
    const { response, body } = await asked;
    writing = false;
    expect(response.status).toBe(200);
    expect(writes).toBeGreaterThan(2);
    const titles = new Set(itemsOf(workerColumnsPageSchema.parse(body)).map((worker) => worker.jobTitle));
    expect(titles.size).toBe(1);
    const settled = workerColumnsPageSchema.parse((await read(columnsFirst, 20_000)).body);
    expect(new Set(itemsOf(settled).map((worker) => worker.jobTitle))).toEqual(new Set([`Version ${writes}`]));
  });
});

describe('a service without the extension (WORKER_COLUMNS=off)', () => {
  const plain = createTestServer({ config: { workerColumns: false } });

  it('answers the spec’s JSON to a client asking for columns, and does not vary by Accept', async () => {
    const cookie = await plain.signIn('usr_ada');
    const asked = await orgChart('limit=50', columnsFirst, { app: plain, cookie });
    const json = await orgChart('limit=50', undefined, { app: plain, cookie });
    expect(asked.response.headers.get('content-type')).toBe('application/json');
    expect(asked.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(asked.text).toBe(json.text);
  });

  it('holds a client asking for columns to the spec’s JSON page sizes', async () => {
    const cookie = await plain.signIn('usr_ada');
    expect((await orgChart('limit=5001', columnsFirst, { app: plain, cookie })).response.status).toBe(400);
  });
});
