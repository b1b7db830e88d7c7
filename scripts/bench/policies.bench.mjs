// Policies: the 10,000-line "Generated routing table" of the demo workspace, in the revision viewer.
// Figures: time to show the source, scroll smoothness through all of it, time to show its diff.
const ROUTING = '/policies/pol_generated_routing_table';

/** Main-thread CPU (script, style, layout) in ms, from the DevTools protocol. */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return (get('ScriptDuration') + get('RecalcStyleDuration') + get('LayoutDuration')) * 1000;
}

/** Scrolls a scroller top to bottom in steps, one per frame; returns frame times and main-thread work per step (ms). */
async function scrollThrough(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await mainThreadMs(cdp);
  const frames = await page.evaluate(async (sel) => {
    const scroller = document.querySelector(sel);
    const frames = [];
    let last = performance.now();
    const step = scroller.clientHeight * 0.9;
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += step;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return frames;
  }, selector);
  const work = (await mainThreadMs(cdp)) - before;
  return { frames, workPerStep: work / frames.length };
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

// Blame and the search through history: a 5,000-line policy with 200 revisions. No seeded workspace
// has one, so the page is served it by request interception (the same envelopes as the API); what
// is measured is the browser's work: the diff thread's blame of revision 200 and its search of all
// 200 (performance measures the thread client records, from asking to answer), and the longest task
// the main thread ran meanwhile.
const BLAME_POLICY = 'pol_bench_blame';
const BLAME_LINES = 5_000;
const BLAME_REVISIONS = 200;

/** 200 revisions, each changing, adding or removing up to 20 lines here and there; every 25th moves a block. */
function blameHistory() {
  let seed = 42;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  let lines = Array.from(
    { length: BLAME_LINES },
    (_, i) => `  route "r${i}" to = queue("q${i % 37}") when worker.department == "D${i % 91}"`,
  );
  const sources = [lines.join('\n') + '\n'];
  for (let number = 2; number <= BLAME_REVISIONS; number += 1) {
    lines = lines.slice();
    const edits = 1 + Math.floor(random() * 20);
    for (let edit = 0; edit < edits; edit += 1) {
      const at = Math.floor(random() * lines.length);
      const kind = random();
      if (kind < 0.5) lines[at] = `  route "r${at}" to = queue("changed in ${number}") when true`;
      else if (kind < 0.75) lines.splice(at, 0, `  # added in ${number}`);
      else lines.splice(at, 1);
    }
    if (number % 25 === 0) lines.splice(3000, 0, ...lines.splice(100, 30));
    sources.push(lines.join('\n') + '\n');
  }
  const day = 86_400_000;
  return sources.map((source, index) => ({
    number: index + 1,
    source,
    createdByUserId: index % 3 === 0 ? 'usr_ada' : 'usr_grace',
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * day).toISOString(),
  }));
}

/** Serves the policy, its revision list and each revision as the API would. */
async function serveBlamePolicy(page, revisions) {
  const json = (body) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  const latest = revisions[revisions.length - 1];
  await page.route(new RegExp(`/api/policies/${BLAME_POLICY}(/revisions(/(\\d+))?)?(\\?.*)?$`), (route) => {
    const match = new RegExp(`/api/policies/${BLAME_POLICY}(/revisions(/(\\d+))?)?`).exec(route.request().url());
    if (!match[1]) {
      return route.fulfill(
        json({
          result: {
            id: BLAME_POLICY,
            name: 'Blame benchmark',
            latestRevision: latest.number,
            updatedAt: latest.createdAt,
            updatedByUserId: latest.createdByUserId,
            updatedByName: null,
          },
          errors: [],
        }),
      );
    }
    if (!match[3]) {
      const results = [...revisions].reverse().map(({ source: _source, ...summary }) => summary);
      return route.fulfill(
        json({
          results,
          errors: [],
          pagination: { nextCursor: null, limit: 200, hasMore: false, total: results.length },
        }),
      );
    }
    return route.fulfill(json({ result: revisions[Number(match[3]) - 1], errors: [] }));
  });
}

/**
 * The measure's duration once it is recorded, the thread's own time on the job, and the longest
 * main-thread task that overlapped the job (sending the revisions to the thread is on the main thread).
 */
async function measured(page, name) {
  await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, name, {
    timeout: 120_000,
  });
  return page.evaluate((measure) => {
    const [entry] = performance.getEntriesByName(measure);
    const [inThread] = performance.getEntriesByName(`${measure}:in-thread`);
    const end = entry.startTime + entry.duration;
    const overlapping = (window.__longTasks ?? []).filter(
      (task) => task.startTime < end && task.startTime + task.duration > entry.startTime,
    );
    return {
      ms: entry.duration,
      inThread: inThread?.duration ?? NaN,
      longestTask: Math.max(0, ...overlapping.map((task) => task.duration)),
    };
  }, name);
}

async function blameFigures(browser, base, signIn) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await signIn(page, base, 'Ada Lovelace');
  await serveBlamePolicy(page, blameHistory());

  const start = Date.now();
  await page.goto(`${base}/policies/${BLAME_POLICY}/revisions/${BLAME_REVISIONS}?blame=1`);
  await page.getByRole('region', { name: new RegExp(`^Blame of revision ${BLAME_REVISIONS}`) }).waitFor({
    timeout: 120_000,
  });
  const shown = Date.now() - start;
  const blame = await measured(page, 'policies:blame');

  await page.getByRole('searchbox', { name: 'Text to find in every revision' }).fill('changed in 150');
  await page.getByRole('button', { name: 'Find first and last' }).click();
  await page.getByText('First revision containing it').waitFor();
  const search = await measured(page, 'policies:search-history');
  await context.close();
  return [
    {
      name: `blame of a ${BLAME_LINES.toLocaleString('en')}-line policy with ${BLAME_REVISIONS} revisions (diff thread, asked to answered)`,
      value: blame.ms,
      unit: 'ms',
      target: 500,
    },
    { name: 'of which the thread’s own time', value: blame.inThread, unit: 'ms' },
    { name: 'longest main-thread task while blaming', value: blame.longestTask, unit: 'ms', target: 50 },
    {
      name: 'blame shown, from navigation (200 revisions read, then blamed)',
      value: shown,
      unit: 'ms',
    },
    {
      name: `search of all ${BLAME_REVISIONS} revisions (diff thread, asked to answered)`,
      value: search.ms,
      unit: 'ms',
      target: 300,
    },
    { name: 'of which the thread’s own time', value: search.inThread, unit: 'ms' },
    { name: 'longest main-thread task while searching', value: search.longestTask, unit: 'ms', target: 50 },
  ];
}

export async function run({ browser, workspaceURL, signIn }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const base = workspaceURL('acme');
  await signIn(page, base, 'Ada Lovelace');

  let start = Date.now();
  await page.goto(`${base}${ROUTING}/revisions/2`);
  await page.getByRole('link', { name: 'Line 1', exact: true }).waitFor();
  const openSource = Date.now() - start;

  const rendered = await page
    .getByRole('region', { name: /^Source of revision 2/ })
    .getByRole('link')
    .count();
  const sourceFrames = await scrollThrough(page, '[role="region"][aria-label^="Source of revision"]');

  start = Date.now();
  await page.getByRole('link', { name: /^Changes/ }).click();
  await page
    .getByRole('region', { name: 'Changes from revision 1 to revision 2' })
    .getByRole('insertion')
    .first()
    .waitFor();
  const openDiff = Date.now() - start;
  await page.getByRole('button', { name: 'Show all lines' }).click();
  const diffFrames = await scrollThrough(page, '[role="region"][aria-label^="Changes from"]');

  start = Date.now();
  await page.getByRole('link', { name: 'Side by side' }).click();
  await page
    .getByRole('region', { name: 'Changes from revision 1 to revision 2' })
    .getByRole('deletion')
    .first()
    .waitFor();
  const switchLayout = Date.now() - start;
  await context.close();
  const blame = await blameFigures(browser, base, signIn);

  return [
    {
      name: 'open a 10,000-line revision (navigation to first line shown)',
      value: openSource,
      unit: 'ms',
      target: 1500,
    },
    { name: 'lines in the DOM for 10,000 (virtualised)', value: rendered, unit: 'lines', target: 200 },
    { name: 'scroll the whole source, p95 frame', value: p95(sourceFrames.frames), unit: 'ms', target: 50 },
    {
      name: 'scroll the whole source, main-thread work per screen',
      value: sourceFrames.workPerStep,
      unit: 'ms',
      target: 16,
    },
    { name: 'diff of two 10,000-line revisions shown (worker)', value: openDiff, unit: 'ms', target: 1500 },
    { name: 'scroll the whole diff unfolded, p95 frame', value: p95(diffFrames.frames), unit: 'ms', target: 50 },
    {
      name: 'scroll the whole diff unfolded, main-thread work per screen',
      value: diffFrames.workPerStep,
      unit: 'ms',
      target: 16,
    },
    { name: 'switch to side by side', value: switchLayout, unit: 'ms', target: 1000 },
    ...blame,
  ];
}
