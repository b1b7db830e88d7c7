// The activity log (`GET /audit-events`) on the `audit` workspace: 1,000,000 events over two years
// (server/seed/audit-log.ts; this bench asks bench.mjs for that seed through `seeds`).
// - at the API, from Node over one keep-alive connection to 127.0.0.1 with the workspace's Host
//   header, asking for `br, gzip` as a browser does: the first page (50 events, the default page
//   size and the console's) with no filter, and filtered by a member, by an action, by one object
//   (targetType + targetId) and by a one-week from/to range; and, with no target, two pairs of
//   filters that match nothing together (the index walked to its end). Each request is timed
//   from sending it to its last byte, so the total the page carries (counted for each request) is
//   in it. The queries take turns, RUNS times after WARMUP rounds; median and p95 of each;
// - in Chromium, on the production build: navigation to /activity to the first paint with event
//   rows on screen, from the navigation's start; the first load apart (the page's code not yet in
//   the browser's cache), then the median of LOADS more.
import http from 'node:http';
import zlib from 'node:zlib';

/** The workspaces this bench needs (bench.mjs seeds them). */
export const seeds = ['audit'];

const WORKSPACE = 'audit';
const OWNER = 'Audit Owner';
const WARMUP = 3;
const RUNS = 40;
const LOADS = 5;
const API_TARGET_MS = 50;
const PAGE_TARGET_MS = 1000;

/** The first pages measured; `actor`, `targetId` and the dates are of the seed (server/seed/audit-log.ts). */
const queries = [
  { name: 'no filter', query: {} },
  { name: 'by a member (actor)', query: { actor: 'usr_audit_07' } },
  { name: 'by an action (segment.replace)', query: { action: 'segment.replace' } },
  {
    name: 'by one object (targetType + targetId)',
    query: { targetType: 'segment', targetId: '00000000-0000-4000-8000-000000000123' },
  },
  {
    name: 'by a one-week range (from, to)',
    query: { from: '2025-06-01T00:00:00.000Z', to: '2025-06-08T00:00:00.000Z' },
  },
  // No target: the worst cases of an index walk, filters that match nothing together, so every
  // entry of the index the query goes by is read to find out (failed authentication is by nobody
  // known; a segment's save is never on a secret).
  {
    name: 'by a member and an action nobody known does (no match)',
    query: { actor: 'usr_audit_07', action: 'auth.failed' },
    empty: true,
  },
  {
    name: 'by an action and a target type it never has (no match)',
    query: { action: 'segment.replace', targetType: 'secret' },
    empty: true,
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
};

/** GETs over one keep-alive connection to 127.0.0.1, with the workspace's Host (Node does not resolve *.localhost). */
function getter(baseURL, cookie) {
  const { hostname, port, host } = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(
          {
            host: hostname.endsWith('.localhost') ? '127.0.0.1' : hostname,
            port,
            path,
            agent,
            headers: { host, cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' },
          },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ response, body: Buffer.concat(chunks), ms: performance.now() - started }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

function decoded({ response, body }) {
  const encoding = response.headers['content-encoding'];
  const text = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
  return JSON.parse(text.toString());
}

/** Times each query's first page; checks each answer is a full page of the events asked for. */
async function apiFigures(get) {
  const times = queries.map(() => []);
  for (let round = 0; round < WARMUP + RUNS; round += 1) {
    for (const [index, { name, query, empty }] of queries.entries()) {
      const answer = await get(`/api/audit-events?${new URLSearchParams(query)}`);
      if (answer.response.statusCode !== 200) {
        throw new Error(`${name}: HTTP ${answer.response.statusCode} ${answer.body.toString().slice(0, 200)}`);
      }
      if (round === 0) {
        const { results, pagination } = decoded(answer);
        const expected = empty ? 0 : 50;
        if (results.length !== expected) {
          throw new Error(`${name}: ${results.length} events on the first page, not ${expected}`);
        }
        if (query.action && results.some((event) => event.action !== query.action)) {
          throw new Error(`${name}: an event of another action`);
        }
        console.log(`  (${name}: ${pagination.total.toLocaleString('en')} events match)`);
      }
      if (round >= WARMUP) times[index].push(answer.ms);
    }
  }
  return queries.flatMap(({ name, empty }, index) => {
    const target = empty ? undefined : API_TARGET_MS;
    return [
      { name: `activity log, first page, ${name}, API, median`, value: median(times[index]), unit: 'ms', target },
      { name: `activity log, first page, ${name}, API, p95`, value: p95(times[index]), unit: 'ms', target },
    ];
  });
}

/** Marks the first paint that shows an event row, in every page of the context. */
function markFirstRowPainted() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('ol[aria-label="Events, newest first"] > li')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => performance.mark('bench:first-event-painted'), 0));
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/** Navigation to /activity to the first rows painted, in ms from the navigation's start. */
async function loadActivity(page, baseURL) {
  await page.goto(`${baseURL}/activity`);
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('bench:first-event-painted').at(-1)?.startTime,
    null,
    { timeout: 60_000, polling: 100 },
  );
  return handle.jsonValue();
}

export async function run({ browser, workspaceURL, signIn }) {
  const baseURL = workspaceURL(WORKSPACE);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL, OWNER);
  const cookie = (await context.cookies(baseURL)).map(({ name, value }) => `${name}=${value}`).join('; ');

  const { get, close } = getter(baseURL, cookie);
  let api;
  try {
    api = await apiFigures(get);
  } finally {
    close();
  }

  await context.addInitScript(markFirstRowPainted);
  const first = await loadActivity(page, baseURL);
  const loads = [];
  for (let load = 0; load < LOADS; load += 1) loads.push(await loadActivity(page, baseURL));
  await context.close();

  return [
    ...api,
    {
      name: `/activity (1,000,000 events): navigation to first rows painted, median of ${LOADS}`,
      value: median(loads),
      unit: 'ms',
      target: PAGE_TARGET_MS,
    },
    { name: `/activity: the slowest of those ${LOADS}`, value: Math.max(...loads), unit: 'ms', target: PAGE_TARGET_MS },
    { name: '/activity: the first load (its code not yet cached)', value: first, unit: 'ms' },
  ];
}
