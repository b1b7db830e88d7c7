// License cost trend, on the `bench` workspace (ten years of daily points, ~3,650 of them):
// - render: from the last page of history arriving (mark `licenses:data-complete`) to the first
//   paint of the chart after it (mark `licenses:chart-painted`), for the whole history at once;
// - hover: from a pointer move over the chart to the paint that shows the new day's tooltip;
// - render CPU: the main thread's CPU time in that same span, from a trace: the part of the render
//   figure that is this page's own work, whatever else the machine is busy with (no target);
// - load: from navigation to the last page arriving (network and parsing; no target).
// Each figure is the median of several runs.

const RENDER_RUNS = 7;
const HOVER_MOVES = 60;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU milliseconds of the renderer's main-thread tasks between the two marks of a trace. */
function mainThreadCpu(events) {
  const complete = events.filter((event) => event.name === 'licenses:data-complete').at(-1);
  const painted = events.find((event) => event.name === 'licenses:chart-painted' && event.ts >= complete.ts);
  const main = events.find(
    (event) => event.pid === complete.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return events
    .filter(
      (event) => event.pid === complete.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X',
    )
    .filter((event) => event.ts + event.dur > complete.ts && event.ts < painted.ts)
    .reduce((sum, event) => sum + (event.tdur ?? event.dur) / 1000, 0);
}

export async function run({ browser, workspaceURL, signIn }) {
  const baseURL = workspaceURL('bench');
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, baseURL, 'Bench Owner');

  const renders = [];
  const renderCpu = [];
  const loads = [];
  let pointsDrawn = 0;
  for (let attempt = 0; attempt < RENDER_RUNS; attempt += 1) {
    await page.goto(`${baseURL}/sign-in`);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(`${baseURL}/licenses?range=all`);
    await page.getByTestId('chart-cursor').waitFor();
    const timing = await page.waitForFunction(() => {
      const complete = performance.getEntriesByName('licenses:data-complete').at(-1);
      if (!complete) return null;
      const painted = performance
        .getEntriesByName('licenses:chart-painted')
        .find((entry) => entry.startTime >= complete.startTime);
      return painted ? { render: painted.startTime - complete.startTime, load: complete.startTime } : null;
    });
    const { render, load } = await timing.jsonValue();
    renders.push(render);
    loads.push(load);
    renderCpu.push(mainThreadCpu(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
    pointsDrawn = await page
      .locator('.recharts-line')
      .first()
      .evaluate((line) => (line.querySelector('path')?.getAttribute('d')?.match(/[ML]/g) ?? []).length);
  }
  const days = await page
    .getByRole('slider')
    .evaluate(
      (slider) => Number(slider.getAttribute('aria-valuemax')) - Number(slider.getAttribute('aria-valuemin')) + 1,
    );

  await page.getByRole('slider').scrollIntoViewIfNeeded();
  const hovers = await page.evaluate(async (moves) => {
    const overlay = document.querySelector('[data-testid="chart-cursor"]');
    const box = overlay.getBoundingClientRect();
    const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const at = (fraction) => ({
      clientX: box.left + box.width * fraction,
      clientY: box.top + 80,
      bubbles: true,
      pointerType: 'mouse',
      isPrimary: true,
    });
    overlay.dispatchEvent(new PointerEvent('pointerover', at(0.5)));
    overlay.dispatchEvent(new PointerEvent('pointermove', at(0.5)));
    await afterNextPaint();
    const times = [];
    let previousTitle = null;
    for (let move = 0; move < moves; move += 1) {
      const fraction = ((move * 37) % 97) / 97;
      const started = performance.now();
      overlay.dispatchEvent(new PointerEvent('pointermove', at(fraction)));
      await afterNextPaint();
      const elapsed = performance.now() - started;
      const title = document.querySelector('[data-testid="chart-tooltip"] p')?.textContent ?? null;
      if (title === null) throw new Error('The tooltip did not show');
      if (title !== previousTitle) times.push(elapsed);
      previousTitle = title;
    }
    return times;
  }, HOVER_MOVES);

  await context.close();
  console.log(`  (${days} days of history, ${pointsDrawn} points drawn per line)`);
  return [
    { name: `render ${days} days (data complete → chart painted)`, value: median(renders), unit: 'ms', target: 200 },
    { name: 'render, main-thread CPU time of it', value: median(renderCpu), unit: 'ms' },
    { name: 'hover response (pointer move → tooltip painted)', value: median(hovers), unit: 'ms', target: 50 },
    { name: 'load the whole history (navigation → last page)', value: median(loads), unit: 'ms' },
  ];
}
