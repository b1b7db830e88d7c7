import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_COLUMNS_MEDIA_TYPE, workerColumnsCodedFields, type WorkerColumnsPage } from '../../../contract';
import { MANAGER_ID_AT, NULL, packWorkers, STRIDE } from './packed-workers';
import { createOfferedPageReader, readOrgChartPage, readOrgChartPageOffered } from './read-org-chart-page';
import { packWorkerColumns } from './read-worker-columns';
import { readWorkerRecord } from './read-worker-record';
import { WorkerTable } from './worker-table';

/** Items as a service could send them: clean ones, escapes, text outside ASCII, nulls, and dirt. */
const items: Record<string, unknown>[] = [
  {
    id: 'w1',
    name: 'Ada',
    jobTitle: 'CEO',
    department: 'Exec',
    managerId: null,
    manager: null,
    lifecycleStage: 'active',
  },
  {
    id: 'w2',
    name: 'José "Pepe" Núñez\\n',
    jobTitle: 'Ingénieur\tprincipal',
    department: 'R&D <east>',
    managerId: 'w1',
    manager: 'Ada',
    lifecycleStage: 'pre_start',
  },
  {
    id: 'w3',
    name: '山田 太郎 😀',
    jobTitle: null,
    department: 'R&D <east>',
    managerId: 'w1',
    manager: 'Ada',
    lifecycleStage: null,
  },
  { id: 'w4', name: null, jobTitle: 'CEO', department: null, managerId: 'w9', manager: null, lifecycleStage: 'leaver' },
  {
    id: 'w4',
    name: '   ',
    jobTitle: 'CEO',
    department: 'Exec',
    managerId: 'w4',
    manager: '   ',
    lifecycleStage: 'on_leave',
  },
  {
    id: 42,
    name: 7,
    jobTitle: 'CEO',
    department: { bad: true },
    managerId: 3,
    manager: true,
    lifecycleStage: 'active',
  },
  {
    id: null,
    name: 'No id',
    jobTitle: 'CEO',
    department: 'Exec',
    managerId: 'w1',
    manager: 'Ada',
    lifecycleStage: 'active',
  },
  // Only coded fields can be missing in columns (every list holds every worker).
  { id: 'w8', name: 'Missing fields', jobTitle: null },
  {
    id: 'w9',
    name: 'Line\u2028sep\u0000',
    jobTitle: '',
    department: '',
    managerId: '',
    manager: '',
    lifecycleStage: '',
  },
];

/** The same items as columns, the way the contract describes them (a missing field: a code out of range). */
function asColumns(raw: Record<string, unknown>[]): WorkerColumnsPage['columns'] {
  const values: unknown[] = [];
  const codeOf = (value: unknown) => {
    if (value === undefined) return values.length + 100;
    if (value === null) return null;
    const known = values.findIndex((seen) => JSON.stringify(seen) === JSON.stringify(value));
    return known >= 0 ? known : values.push(value) - 1;
  };
  const coded = Object.fromEntries(
    workerColumnsCodedFields.map((field) => [field, raw.map((item) => codeOf(item[field]))]),
  ) as Record<(typeof workerColumnsCodedFields)[number], unknown[]>;
  return {
    count: raw.length,
    values,
    id: raw.map((item) => item.id),
    name: raw.map((item) => item.name),
    ...coded,
  };
}

const pagination = { nextCursor: 'c2', limit: 5000, hasMore: true, total: 20 };

/** Serves one page: in columns when `columns`, else the spec's JSON (whatever was asked for). */
function serve(columns: boolean) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const body = columns
      ? JSON.stringify({ pagination, errors: [], columns: asColumns(items) })
      : JSON.stringify({ results: items, errors: [], pagination });
    const type = columns ? `${WORKER_COLUMNS_MEDIA_TYPE}; charset=utf-8` : 'application/json';
    return new Response(body, { status: 200, headers: { 'Content-Type': type } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const tableOf = (packed: ReturnType<typeof packWorkers>) => {
  const table = new WorkerTable();
  table.push(packed);
  return table.records();
};

afterEach(() => vi.unstubAllGlobals());

describe('packWorkerColumns', () => {
  it('packs each worker as readWorkerRecord and packWorkers do the same item', () => {
    const packed = packWorkerColumns(asColumns(items));
    const expected = packWorkers(items.map(readWorkerRecord));
    expect(tableOf(structuredClone(packed))).toEqual(tableOf(structuredClone(expected)));
    const { shared: _shared, codes: _codes, managers: _managers, columns, ...rest } = packed;
    const { shared: _s, codes: _c, managers: _m, columns: expectedColumns, ...expectedRest } = expected;
    expect(rest).toEqual(expectedRest);
    // Ends of ids and names, and what they are: the same; the codes may differ (below).
    expect(columns.filter((_, k) => k % STRIDE !== MANAGER_ID_AT)).toEqual(
      expectedColumns.filter((_, k) => k % STRIDE !== MANAGER_ID_AT),
    );
  });

  it('keeps the page’s codes for usual workers, looking no value up', () => {
    const usual = items.slice(0, 4).map(readWorkerRecord);
    const columns = asColumns(usual);
    const packed = packWorkerColumns(columns);
    expect(packed.shared).toEqual(columns.values);
    expect(Array.from(packed.managers)).toEqual(columns.manager.map((code) => code ?? NULL));
    expect(tableOf(packed)).toEqual(tableOf(packWorkers(usual)));
  });

  it('reads a page that repeats a value, or lists one no worker uses, as the same workers', () => {
    const usual = items.slice(0, 3).map(readWorkerRecord);
    const columns = asColumns(usual);
    const repeated = {
      ...columns,
      values: [...columns.values, 'unused', ...columns.values],
      jobTitle: columns.jobTitle.map((code, i) =>
        i === 1 && typeof code === 'number' ? code + columns.values.length + 1 : code,
      ),
    };
    expect(tableOf(packWorkerColumns(repeated))).toEqual(tableOf(packWorkers(usual)));
  });

  it('reads a code that is not a position of a text as the JSON item would be read', () => {
    const columns = {
      ...asColumns(items.slice(0, 2)),
      jobTitle: [1.5, -1],
      department: ['0', 99],
      values: ['CEO', 7, 'Ada', 'Exec'],
      managerId: [null, 1],
      manager: [null, 2],
      lifecycleStage: [null, 3],
    };
    // A table takes a packed page over (its codes become the table's): one table per page.
    const records = tableOf(packWorkerColumns(columns));
    expect(records).toEqual(
      tableOf(
        packWorkers([
          readWorkerRecord({
            id: 'w1',
            name: 'Ada',
            jobTitle: undefined,
            department: undefined,
            managerId: null,
            manager: null,
            lifecycleStage: null,
          }),
          readWorkerRecord({
            id: 'w2',
            name: items[1]!.name,
            jobTitle: undefined,
            department: undefined,
            managerId: 7,
            manager: 'Ada',
            lifecycleStage: 'Exec',
          }),
        ]),
      ),
    );
    expect(records[1]).toMatchObject({ managerId: '7', manager: 'Ada', lifecycleStage: 'Exec' });
  });

  it('makes the same worker table from columns as from the spec’s JSON, dirty rows reported alike', async () => {
    serve(false);
    const json = await readOrgChartPageOffered('c1', new AbortController().signal);
    serve(true);
    const columns = await readOrgChartPageOffered('c1', new AbortController().signal);
    expect(json.form).toBe('json');
    expect(columns.form).toBe('columns');
    expect(columns.pagination).toEqual(json.pagination);
    expect(tableOf(columns.packed)).toEqual(tableOf(json.packed));
    expect(tableOf(columns.packed).map((worker) => worker.id)).toEqual([
      'w1',
      'w2',
      'w3',
      'w4',
      'w4',
      '42',
      '',
      'w8',
      'w9',
    ]);
  });

  it('asks for columns before the spec’s JSON, at the spec’s page size', async () => {
    const fetch = serve(false);
    await readOrgChartPageOffered(null, new AbortController().signal);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new Headers(init.headers).get('Accept')).toBe(`${WORKER_COLUMNS_MEDIA_TYPE}, application/json;q=0.9`);
    expect(new URL(url, 'http://x').searchParams.get('limit')).toBe('5000');
  });

  it('asks for the spec’s JSON alone on the main thread, whose first script leaves the columns out', async () => {
    const fetch = serve(false);
    const page = await readOrgChartPage(null, new AbortController().signal);
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(tableOf(packWorkers(page.items)).map((worker) => worker.id)).toHaveLength(9);
  });

  it('refuses a columns page whose lists do not hold every worker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ columns: { ...asColumns(items), name: ['Ada'] }, errors: [], pagination }), {
            status: 200,
            headers: { 'Content-Type': WORKER_COLUMNS_MEDIA_TYPE },
          }),
      ),
    );
    await expect(readOrgChartPageOffered('c1', new AbortController().signal)).rejects.toMatchObject({
      errorCode: 'malformed_response',
    });
  });
});

describe('createOfferedPageReader', () => {
  const limitsAsked = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls.map(([url]) => new URL(url as string, 'http://x').searchParams.get('limit'));
  const read = (reader: ReturnType<typeof createOfferedPageReader>, cursor = 'c1') =>
    reader.read(cursor, new AbortController().signal, () => {});

  it('asks for pages of 20,000 once the service has answered in columns', async () => {
    const fetch = serve(true);
    const reader = createOfferedPageReader();
    await read(reader);
    await read(reader);
    await read(reader);
    expect(limitsAsked(fetch)).toEqual(['5000', '20000', '20000']);
  });

  it('asks for pages that start at multiples of 20,000, wherever the load is', async () => {
    const fetch = serve(true);
    const reader = createOfferedPageReader();
    reader.startsAt('c1', 15_000);
    await read(reader);
    // The page at c2 (the next) starts at 20,000.
    await read(reader, 'c2');
    reader.startsAt('c7', 25_000);
    await read(reader, 'c7');
    expect(limitsAsked(fetch)).toEqual(['5000', '20000', '15000']);
  });

  it('asks for the spec’s page size from a service that answers its JSON', async () => {
    const fetch = serve(false);
    const reader = createOfferedPageReader();
    await read(reader);
    await read(reader);
    expect(limitsAsked(fetch)).toEqual(['5000', '5000']);
  });

  it('asks again at the spec’s page size when the larger one is refused, and stays there', async () => {
    const reader = createOfferedPageReader();
    serve(true);
    await read(reader);
    const refusing = vi.fn(async (url: string) => {
      if (new URL(url, 'http://x').searchParams.get('limit') !== '5000') {
        return new Response(
          JSON.stringify({ result: null, errors: [{ code: 'validation_failed', message: 'limit', target: 'limit' }] }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return new Response(JSON.stringify({ results: items, errors: [], pagination }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', refusing);
    const page = await read(reader);
    expect(page.form).toBe('json');
    await read(reader);
    expect(limitsAsked(refusing)).toEqual(['20000', '5000', '5000']);
  });

  it('tells the next page’s cursor once, before the records are packed, whichever field comes first', async () => {
    serve(true);
    const told: unknown[] = [];
    await createOfferedPageReader().read('c1', new AbortController().signal, (known) => told.push(known.nextCursor));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ columns: asColumns(items), errors: [], pagination }), {
            status: 200,
            headers: { 'Content-Type': WORKER_COLUMNS_MEDIA_TYPE },
          }),
      ),
    );
    await createOfferedPageReader().read('c1', new AbortController().signal, (known) => told.push(known.nextCursor));
    expect(told).toEqual(['c2', 'c2']);
  });
});
