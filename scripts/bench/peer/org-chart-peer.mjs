// Runs the peer, d3-org-chart, on the same workers in the same browser as the console: the page
// (org-chart-peer.html + org-chart-peer-page.mjs, bundled here with Vite) is served on the
// workspace's own address so it reads the API with the session, like the console does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);
/** Longest the peer may take for "expand all" before it is stopped (it is far slower than the console). */
export const PEER_EXPAND_ALL_LIMIT_MS = 90_000;

let bundled = null;
async function peerScript() {
  if (bundled) return bundled;
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(here, 'org-chart-peer-page.mjs'), formats: ['es'], fileName: 'org-chart-peer' },
    },
  });
  bundled = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)[0].code;
  return bundled;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * d3-org-chart's figures on `baseURL`'s workers (the first `limitRows` when given): first chart
 * (data in memory → drawn), focus, expand one manager, expand all, pan p95 with about 1,000 cards
 * and after expanding all, and the JS heap after GC (alone and with what it stores off the heap: array buffers, external strings).
 * `quick`: no expand all and no pan (at a million workers, each takes minutes).
 */
export async function benchPeer({
  browser,
  signIn,
  baseURL,
  owner,
  limitRows,
  ids,
  heapMegabytes,
  waitInPage,
  panAndZoom,
  quick = false,
}) {
  const script = await peerScript();
  const html = readFileSync(path.join(here, 'org-chart-peer.html'), 'utf8');
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.route(`${baseURL}/__peer/**`, (route) => {
    const isScript = route.request().url().endsWith('.js');
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript ? script : html,
    });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await signIn(page, baseURL, owner);
  await page.goto(`${baseURL}/__peer/org-chart-peer.html`);
  await waitInPage(page, () => window.peer !== undefined);
  const loaded = await page.evaluate((limit) => window.peer.load(limit), limitRows ?? 0);
  const chart = await page.evaluate(() => window.peer.draw());
  const { heap, memory } = await heapMegabytes(page);

  const focuses = [];
  const expands = [];
  for (const id of ids) {
    focuses.push(await page.evaluate((wanted) => window.peer.focus(wanted), id));
    expands.push(await page.evaluate((wanted) => window.peer.expand(wanted), id));
    expands.push(await page.evaluate((wanted) => window.peer.collapse(wanted), id));
  }

  const measured = {
    load: loaded.load,
    count: loaded.count,
    chart,
    heap,
    memory,
    focus: median(focuses),
    expand: median(expands),
  };
  if (quick) {
    await context.close();
    return measured;
  }
  const shown = await page.evaluate(() => window.peer.openLevels(1000));
  const pan = await panAndZoom(page, 3000, '#chart svg');

  // Expand all: stopped (the context closed) if it takes longer than the limit.
  const expandAll = await Promise.race([
    page.evaluate(() => window.peer.expandAll()),
    new Promise((resolve) => setTimeout(() => resolve(null), PEER_EXPAND_ALL_LIMIT_MS)),
  ]);
  let panAll = null;
  if (expandAll !== null) {
    const far = await Promise.race([
      panAndZoom(page, 3000, '#chart svg'),
      new Promise((resolve) => setTimeout(() => resolve(null), PEER_EXPAND_ALL_LIMIT_MS)),
    ]);
    panAll = far;
    // Stopped before its end: the trace it started must not stay open for the next benchmark.
    if (far === null) await browser.stopTracing().catch(() => undefined);
  }
  await context.close();
  return {
    ...measured,
    expandAll,
    shown,
    pan,
    panAll,
  };
}
