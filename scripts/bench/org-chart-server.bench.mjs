// The org chart's pages as the server sends them, on the `huge` workspace (250,000 workers, 50 pages
// of 5,000), measured from Node over one keep-alive connection, asking for `br, gzip` as a browser
// does. Each page is timed from the request to its last byte; decompressing and parsing it (to read
// the next cursor) is left out, as the console overlaps that with the next request.
// - page: the median page, read again (the server keeps pages until the workers change);
// - 50 pages: the sum of the 50 page times of such a walk;
// - page after a change: the median page when none is kept yet, the first walk after a write (a
//   page size not asked for before, picked at random, stands in for the write); no target.
// Each figure is the median of several walks.
import http from 'node:http';
import zlib from 'node:zlib';

const WALKS = 5;
const PAGE_SIZE = 5000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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
            headers: { host, cookie, 'accept-encoding': 'br, gzip' },
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

/** One walk through every page; returns each page's time. */
async function walk(get, limit) {
  const times = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const { response, body, ms } = await get(`/api/workers/org-chart?${query}`);
    if (response.statusCode !== 200) throw new Error(`org chart page: HTTP ${response.statusCode}`);
    times.push(ms);
    const encoding = response.headers['content-encoding'];
    const text =
      encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
    cursor = JSON.parse(text.toString()).pagination.nextCursor;
  } while (cursor);
  return times;
}

export async function run({ browser, workspaceURL, signIn }) {
  const baseURL = workspaceURL('huge');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseURL, 'Huge Owner');
  const cookie = (await context.cookies(baseURL)).map(({ name, value }) => `${name}=${value}`).join('; ');
  await context.close();

  const { get, close } = getter(baseURL, cookie);
  try {
    const fresh = [];
    // Page sizes this server has not been asked for (it keeps pages per size and cursor).
    const unasked = new Set();
    while (unasked.size < WALKS) unasked.add(PAGE_SIZE - 1 - Math.floor(Math.random() * 1000));
    for (const limit of unasked) fresh.push(median(await walk(get, limit)));
    await walk(get, PAGE_SIZE);
    const pages = [];
    const walks = [];
    for (let attempt = 0; attempt < WALKS; attempt += 1) {
      const times = await walk(get, PAGE_SIZE);
      pages.push(median(times));
      walks.push(times.reduce((sum, ms) => sum + ms, 0));
    }
    return [
      { name: 'org chart page (5,000 workers), server', value: median(pages), unit: 'ms', target: 10 },
      { name: 'org chart, 50 pages, server', value: median(walks), unit: 'ms', target: 500 },
      { name: 'org chart page after a change, server', value: median(fresh), unit: 'ms' },
    ];
  } finally {
    close();
  }
}
