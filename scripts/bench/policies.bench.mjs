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
  ];
}
