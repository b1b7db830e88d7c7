// The reference API serving all 1,000,000 workers of the `giga` workspace page by page to 20
// readers at once (issue 40): the server's memory stays flat and each page comes quickly.
//
// Needs neither the build nor the browser, and starts a reference API of its own (bench.mjs starts
// none for it: `standalone`), over a database file rather than memory: a million workers take a
// minute or more to seed on a busy machine, so the file is seeded once (`npm run seed:bench` with
// `SEED=giga`, the same as by hand) and reused by later runs. `SERVER_PAGES_DATABASE` names it
// (default: `giga.sqlite` in a `workspace-console-bench` folder of the system's temporary
// directory, which also holds the secrets key file); `SERVER_PAGES_PORT` (BENCH_PORT + 1, 4301)
// the port. The server runs as its own Node process, as `npm start` runs it (`scripts/reference-api.mjs`), so the
// resident memory read from /proc is the server's alone.
//
// Each reader signs in as the owner (the development provider, as a person would), then walks
// every page of `GET /api/workers/org-chart` as the console asks for them: 5,000 a page in the
// spec's JSON (200 pages); in worker columns (`SERVER_PAGES_FORM=columns`) 5,000 first (the console
// does not know yet that the service offers them), then what reaches the next multiple of 20,000,
// then 20,000 a page (51 pages). It follows the cursors it is given, over its own keep-alive
// connection, asking for `br, gzip` as a browser does, and decompresses each page whole (on the
// thread pool) to read the next cursor. The readers start together; the first counts the workers
// it was sent (1,000,000 every time, or the bench fails), the others are sent as many pages.
//
// Where the machine has two cores or more (and `taskset`), the server runs on the first and the
// readers on the second (`SERVER_PAGES_PIN=off` leaves them to the scheduler): 20 readers
// decompressing a page each at once would otherwise take the server's core, which no deployment
// shares with its clients. A page's time is taken twice: at the server, from its log line for the
// request (the request's arrival to its response, `durationMs`); and at the reader, from its request
// to the page's last byte, which adds the readers' own work on their one core (20 pages arriving
// together wait for one thread to take them in).
//
// The readers walk three times: right after the server starts, no page made and its code not yet
// compiled hot (printed, no goal); then after the workers change (a worker added and removed from
// another connection, as a sync would), none of the new version's pages made, each made by the first
// reader to ask, the others waiting for it, the server making the next ones ahead: the case of 20
// people opening the chart after a sync; then again with every page kept. Figures, for each walk:
// p50 and p99 of every page (goal: p99 ≤ 50 ms at the server) and pages per second; the server's
// resident memory (RSS) before the readers, the highest during each walk (sampled every 50 ms) and
// after. Goal: flat, that is no more than 16 MB more while the whole answer is read again (serving it
// does not accumulate). The growth over the first walks is printed without a goal: the compressed
// pages kept (about 12 MB a version here, never more than 32), and the pages made and dropped, which
// V8 collects once enough of them have piled up outside its heap (the allocator keeps what it had).
// Neither grows with the number of workers.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { referenceApiArguments } from '../reference-api.mjs';

/** Runs without the build and the browser; starts its own reference API over a database file. */
export const standalone = true;

const READERS = 20;
/**
 * `SERVER_PAGES_FORM=columns`: the readers ask for the worker-columns form (an assumed extension,
 * contract/assumed.ts), as the console does where the service offers it; otherwise the spec's JSON.
 */
const COLUMNS = process.env.SERVER_PAGES_FORM === 'columns';
const COLUMNS_TYPE = 'application/vnd.workspace-console.worker-columns+json';
/** The spec's bulk page size, which the console asks for first in either form. */
const BULK_PAGE_SIZE = 5000;
/** The largest page the worker columns allow (`WORKER_COLUMNS_PAGE_LIMIT` in contract/assumed.ts). */
const COLUMNS_PAGE_SIZE = 20_000;
/**
 * The page size the console asks for after `workersBefore` workers: the spec's 5,000 in JSON, and for
 * the first page in columns (it does not know yet that the service offers them); then what reaches
 * the next multiple of 20,000 (`columnsPageLimitAt` in contract/assumed.ts).
 */
const pageSizeAfter = (workersBefore) =>
  !COLUMNS || workersBefore === 0 ? BULK_PAGE_SIZE : COLUMNS_PAGE_SIZE - (workersBefore % COLUMNS_PAGE_SIZE);
/** The server on the first core, the readers on the second (see above), unless `SERVER_PAGES_PIN=off`. */
const PIN = process.env.SERVER_PAGES_PIN !== 'off' && os.availableParallelism() >= 2;
const ORG_CHART_PATH = '/api/workers/org-chart';
const WORKERS = 1_000_000;
const P99_GOAL_MS = 50;
const RSS_AGAIN_GOAL_MB = 16;
const OWNER = 'usr_giga';
const WORKSPACE = 'giga';

const database = process.env.SERVER_PAGES_DATABASE ?? path.join(os.tmpdir(), 'workspace-console-bench', 'giga.sqlite');
const dataDir = path.dirname(path.resolve(database));
const port = Number(process.env.SERVER_PAGES_PORT ?? Number(process.env.BENCH_PORT ?? 4300) + 1);
const host = `${WORKSPACE}.localhost:${port}`;
const origin = `http://${host}`;

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);
const pad = (text, width) => String(text).padEnd(width);
const mb = (bytes) => bytes / (1024 * 1024);

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];

/** Seeds `giga` into the file unless it is there (`npm run seed:bench` says so and leaves it). */
function seedIfNeeded() {
  const env = { ...process.env, SEED: WORKSPACE, DATABASE: database, DATA_DIR: dataDir };
  console.log(`  Seeding ${WORKSPACE} into ${database} unless it is there…`);
  const started = performance.now();
  const seeded = spawnSync('node_modules/.bin/tsx', ['server/seed/cli.ts'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed:bench failed: ${seeded.stderr || seeded.stdout}`);
  const line = seeded.stdout
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text.startsWith(`${WORKSPACE}:`));
  console.log(`  ${line ?? seeded.stdout.trim()}`);
  const made = line !== undefined && !line.includes('already present');
  const ms = /\((\d+) ms\)/.exec(line ?? '')?.[1];
  return made ? { ms: Number(ms), wallMs: performance.now() - started } : null;
}

async function portAnswers() {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return true;
  } catch {
    return false;
  }
}

/** Starts the reference API over the file, as a Node process of its own; resolves once it answers. */
async function startServer() {
  if (await portAnswers()) throw new Error(`Port ${port} is in use; set SERVER_PAGES_PORT to a free port.`);
  const server = spawn(process.execPath, referenceApiArguments, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE: database,
      DATA_DIR: dataDir,
      SEED: '',
      LOG_LEVEL: 'info',
      STATIC_DIR: process.env.CONSOLE_DIST ?? 'dist',
    },
  });
  // The server's own time for each page of the org chart, from its log line for the request.
  const served = [];
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (!line.includes(ORG_CHART_PATH)) return;
    try {
      const entry = JSON.parse(line);
      if (entry.message === 'request' && entry.path === ORG_CHART_PATH) served.push(entry.durationMs);
    } catch {
      // Not a log line.
    }
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (!exited) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('The reference API stopped before it was ready');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { pid: server.pid, stop, served };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The reference API did not start');
}

/** Which cores a process (every thread of it) may run on, as `taskset` lists them; null without it. */
function coresOf(pid) {
  const shown = spawnSync('taskset', ['-p', '-c', String(pid)], { encoding: 'utf8' });
  return shown.status === 0 ? shown.stdout.trim().split(': ').at(-1) : null;
}

const pinTo = (pid, cores) => spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)]).status === 0;

/** The resident memory of a process, in bytes (Linux: /proc; elsewhere `ps`). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux.
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) * 1024;
}

/** One request over `agent` to 127.0.0.1 with the workspace's Host; the whole body and the time to its last byte. */
function request(agent, { method = 'GET', path: target, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: target, agent, headers: { host, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks), ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const cookiesOf = (response) =>
  (response.headers['set-cookie'] ?? [])
    .filter((cookie) => !/Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs in as `userId` through the development provider, as the sign-in page does; the session cookie. */
async function signIn(agent, userId) {
  const login = await request(agent, { path: '/api/auth/login/dev?returnTo=%2F' });
  const stateCookie = cookiesOf(login.response);
  const state = new URL(login.response.headers.location ?? '', origin).searchParams.get('state') ?? '';
  const approve = await request(agent, {
    method: 'POST',
    path: '/dev-auth/approve',
    headers: { origin, cookie: stateCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, userId }).toString(),
  });
  const callback = new URL(approve.response.headers.location ?? '', origin);
  const done = await request(agent, { path: callback.pathname + callback.search, headers: { cookie: stateCookie } });
  const session = cookiesOf(done.response);
  if (!session.includes('service.session=')) throw new Error(`sign-in failed (${done.response.statusCode})`);
  return session;
}

const itemStart = Buffer.from('{"id":');
/** How many items a page's JSON holds (each is an object whose first field is `id`). */
function itemsIn(text) {
  let count = 0;
  for (let at = text.indexOf(itemStart); at !== -1; at = text.indexOf(itemStart, at + itemStart.length)) count += 1;
  return count;
}

const paginationFirst = Buffer.from('{"pagination":');
/**
 * The pagination of a page, read without parsing it all: from its start in worker columns (the
 * form's first field), from its end in the spec's JSON (the envelope's last). No cursor holds a brace.
 */
function paginationOf(text) {
  if (text.subarray(0, paginationFirst.length).equals(paginationFirst)) {
    return JSON.parse(text.subarray(paginationFirst.length, text.indexOf('}') + 1).toString());
  }
  const at = text.lastIndexOf('"pagination":');
  return JSON.parse(text.subarray(at + '"pagination":'.length, text.length - 1).toString());
}

/** One reader's walk through every page; each page's time, and what it was sent. */
async function walk(cookie, countItems) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let workers = 0;
  let bytesOnWire = 0;
  let bytesOfJson = 0;
  let total;
  let cursor = null;
  try {
    do {
      const query = new URLSearchParams({ limit: String(pageSizeAfter(workers)) });
      if (cursor) query.set('cursor', cursor);
      const { response, body, ms } = await request(agent, {
        path: `${ORG_CHART_PATH}?${query}`,
        headers: {
          cookie,
          accept: COLUMNS ? `${COLUMNS_TYPE}, application/json;q=0.9` : 'application/json',
          'accept-encoding': 'br, gzip',
        },
      });
      if (response.statusCode !== 200) throw new Error(`org chart page: HTTP ${response.statusCode}`);
      times.push(ms);
      const encoding = response.headers['content-encoding'];
      const text = encoding === 'br' ? await brotliDecompress(body) : encoding === 'gzip' ? await gunzip(body) : body;
      bytesOnWire += body.byteLength;
      bytesOfJson += text.byteLength;
      const pagination = paginationOf(text);
      if (COLUMNS && !response.headers['content-type']?.startsWith(COLUMNS_TYPE)) {
        throw new Error(`org chart page: ${response.headers['content-type']}, not the worker columns asked for`);
      }
      const counted = countItems && (COLUMNS ? JSON.parse(text.toString()).columns.count : itemsIn(text));
      workers += countItems ? counted : Math.min(pagination.limit, pagination.total - workers);
      total = pagination.total;
      cursor = pagination.nextCursor;
    } while (cursor);
  } finally {
    agent.destroy();
  }
  return { times, workers, total, bytesOnWire, bytesOfJson };
}

function printTable(rows) {
  console.log(`\n  ${pad('figure', 62)}${pad('measured', 20)}${pad('goal', 22)}verdict`);
  for (const row of rows) {
    const verdict = row.pass === undefined ? '—' : row.pass ? 'pass' : 'FAIL';
    console.log(`  ${pad(row.name, 62)}${pad(row.value, 20)}${pad(row.goal ?? '—', 22)}${verdict}`);
  }
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Changes the workers as a sync would, from a connection of this process: a worker added, then
 * removed (the file ends as it was). The server sees the change (`PRAGMA data_version`): every page
 * it keeps is of an older version, none of the new one is made.
 */
function changeWorkers() {
  const db = new DatabaseSync(database);
  try {
    const workspace = db.prepare('SELECT id FROM workspaces WHERE subdomain = ?').get(WORKSPACE).id;
    const added = db
      .prepare(`INSERT INTO workers (workspace_id, id, name, name_key) VALUES (?, 'wrk_bench_write', 'Bench', 'bench')`)
      .run(workspace).lastInsertRowid;
    db.prepare('DELETE FROM workers WHERE rowid = ?').run(added);
  } finally {
    db.close();
  }
}

/** One round: every reader walks every page at once; the pages' times and the server's highest RSS. */
async function round(sessions, pid, served) {
  let rssMax = rssOf(pid);
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssOf(pid));
  }, 50);
  const started = performance.now();
  // The first reader counts the items of every page; the others take the page size at its word
  // (each still decompresses every page to find its cursor). The server's log lines for the walk's
  // requests come through its stdout a moment after the last page.
  served.length = 0;
  const walks = await Promise.all(sessions.map((cookie, reader) => walk(cookie, reader === 0)));
  const elapsedMs = performance.now() - started;
  await settle(200);
  clearInterval(sampler);
  rssMax = Math.max(rssMax, rssOf(pid));
  for (const [reader, { workers, total }] of walks.entries()) {
    if (workers !== WORKERS || total !== WORKERS) {
      throw new Error(`reader ${reader + 1} was sent ${workers} workers (total said ${total}), not ${WORKERS}`);
    }
  }
  const times = walks.flatMap((one) => one.times).sort((a, b) => a - b);
  const atServer = [...served].sort((a, b) => a - b);
  if (atServer.length !== times.length) {
    throw new Error(`the server logged ${atServer.length} org-chart requests, the readers made ${times.length}`);
  }
  const firstPages = walks.map((one) => one.times[0]).sort((a, b) => a - b);
  return {
    walks,
    rssMax,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    serverP50: percentile(atServer, 0.5),
    serverP99: percentile(atServer, 0.99),
    slowest: times.at(-1),
    firstPages: [firstPages[0], firstPages.at(-1)],
    pagesPerSecond: (times.length * 1000) / elapsedMs,
  };
}

export async function run() {
  const seeded = seedIfNeeded();
  const server = await startServer();
  const readersCores = PIN ? coresOf(process.pid) : null;
  const pinned = readersCores !== null && pinTo(server.pid, '0') && pinTo(process.pid, '1');
  try {
    const sessions = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let reader = 0; reader < READERS; reader += 1) sessions.push(await signIn(agent, OWNER));
    agent.destroy();
    await settle(1000);
    const rssBefore = rssOf(server.pid);

    console.log(
      `  ${READERS} readers walking ${WORKERS.toLocaleString('en')} workers, ` +
        `${COLUMNS ? '5,000 then 15,000 then 20,000 a page in worker columns' : '5,000 a page'}, three times; ` +
        `${pinned ? 'the server on one core, the readers on another' : 'server and readers on every core'}…`,
    );
    const loadAtStart = os.loadavg()[0];
    // First: right after the server started (its code not yet compiled hot), no page made yet.
    const started = await round(sessions, server.pid, server.served);
    await settle(1000);
    // Then as 20 people opening the chart after a sync: the workers changed, none of the pages made.
    changeWorkers();
    const cold = await round(sessions, server.pid, server.served);
    await settle(1000);
    // Again: every page kept compressed; serving the whole answer again must add nothing.
    const warm = await round(sessions, server.pid, server.served);
    await settle(2000);
    const rssAfter = rssOf(server.pid);

    const growth = mb(Math.max(started.rssMax, cold.rssMax, warm.rssMax, rssAfter) - rssBefore);
    const again = mb(warm.rssMax - cold.rssMax);
    const { bytesOnWire, bytesOfJson } = cold.walks[0];
    console.log(
      `  (each reader: ${cold.walks[0].times.length} pages, ${mb(bytesOfJson).toFixed(0)} MB of JSON, ` +
        `${mb(bytesOnWire).toFixed(1)} MB on the wire; every reader was sent all ${WORKERS.toLocaleString('en')} ` +
        `workers, every time; slowest page at the readers ${cold.slowest.toFixed(0)} / ${warm.slowest.toFixed(0)} ` +
        `ms; the first page ${cold.firstPages.map((ms) => ms.toFixed(0)).join('–')} ms; load average ` +
        `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end)`,
    );
    const ms = (value) => `${value.toFixed(1)} ms`;
    const MB = (value) => `${value.toFixed(0)} MB`;
    const p99Row = (name, value) => ({
      name,
      value: ms(value),
      goal: `≤ ${P99_GOAL_MS} ms`,
      pass: value <= P99_GOAL_MS,
    });
    const rows = [
      seeded && {
        name: 'giga seeded (1,000,000 workers, one transaction)',
        value: `${(seeded.ms / 1000).toFixed(1)} s`,
      },
      {
        name: 'first walk after the server starts, at the server: p50 / p99',
        value: `${ms(started.serverP50)} / ${ms(started.serverP99)}`,
      },
      { name: `page at the server, none made yet: p50`, value: ms(cold.serverP50) },
      p99Row(`page at the server, none made yet: p99`, cold.serverP99),
      { name: `page at the server, pages kept: p50`, value: ms(warm.serverP50) },
      p99Row(`page at the server, pages kept: p99`, warm.serverP99),
      { name: `page at the readers, none made yet: p50 / p99`, value: `${ms(cold.p50)} / ${ms(cold.p99)}` },
      { name: `page at the readers, pages kept: p50 / p99`, value: `${ms(warm.p50)} / ${ms(warm.p99)}` },
      {
        name: 'pages per second, none made yet / kept',
        value: `${cold.pagesPerSecond.toFixed(0)} / ${warm.pagesPerSecond.toFixed(0)}`,
      },
      { name: 'server RSS before the readers', value: MB(mb(rssBefore)) },
      {
        name: 'server RSS while they read, highest: first / again',
        value: `${MB(mb(cold.rssMax))} / ${MB(mb(warm.rssMax))}`,
      },
      { name: 'server RSS after', value: MB(mb(rssAfter)) },
      { name: 'server RSS growth, highest over before', value: MB(growth) },
      {
        name: 'server RSS growth, reading it all again',
        value: MB(again),
        goal: `≤ ${RSS_AGAIN_GOAL_MB} MB (flat)`,
        pass: again <= RSS_AGAIN_GOAL_MB,
      },
      {
        name: 'the whole answer: JSON / on the wire',
        value: `${MB(mb(bytesOfJson))} / ${mb(bytesOnWire).toFixed(1)} MB`,
      },
    ].filter(Boolean);
    printTable(rows);
    return [
      ...(seeded ? [{ name: 'giga seeded, 1,000,000 workers', value: seeded.ms, unit: 'ms' }] : []),
      {
        name: `org chart page at the server, ${READERS} readers, none made yet, p50`,
        value: cold.serverP50,
        unit: 'ms',
      },
      {
        name: `org chart page at the server, ${READERS} readers, none made yet, p99`,
        value: cold.serverP99,
        unit: 'ms',
        target: P99_GOAL_MS,
      },
      { name: `org chart page at the server, ${READERS} readers, pages kept, p50`, value: warm.serverP50, unit: 'ms' },
      {
        name: `org chart page at the server, ${READERS} readers, pages kept, p99`,
        value: warm.serverP99,
        unit: 'ms',
        target: P99_GOAL_MS,
      },
      { name: `org chart page at the readers, none made yet, p50`, value: cold.p50, unit: 'ms' },
      { name: `org chart page at the readers, none made yet, p99`, value: cold.p99, unit: 'ms' },
      { name: `org chart page at the readers, pages kept, p50`, value: warm.p50, unit: 'ms' },
      { name: `org chart page at the readers, pages kept, p99`, value: warm.p99, unit: 'ms' },
      { name: 'org chart pages per second, none made yet', value: cold.pagesPerSecond, unit: 'pages/s' },
      { name: 'org chart pages per second, pages kept', value: warm.pagesPerSecond, unit: 'pages/s' },
      { name: 'server RSS before the readers', value: mb(rssBefore), unit: 'MB' },
      { name: 'server RSS while they read, highest', value: mb(Math.max(cold.rssMax, warm.rssMax)), unit: 'MB' },
      { name: 'server RSS after', value: mb(rssAfter), unit: 'MB' },
      { name: 'server RSS growth', value: growth, unit: 'MB' },
      { name: 'server RSS growth, reading it all again', value: again, unit: 'MB', target: RSS_AGAIN_GOAL_MB },
    ];
  } finally {
    server.stop();
    if (pinned) pinTo(process.pid, readersCores);
  }
}
