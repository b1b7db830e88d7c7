// Small helpers shared by the benchmarks of scripts/bench/ (not a benchmark itself: bench.mjs runs
// only `*.bench.mjs`).

/** The value at percentile `p` (0–100) of `values`, nearest rank below. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Whether `workspace` is seeded in this run: every workspace the benchmarks ask for unless
 * BENCH_SEED names the seeds (`BENCH_SEED=bench` leaves out the 1,000,000-worker `giga` figures).
 */
export const seeded = (workspace) =>
  !process.env.BENCH_SEED ||
  process.env.BENCH_SEED.split(',')
    .map((name) => name.trim())
    .includes(workspace);

/** Creates a segment through the API, signed in on `page`; returns its id. */
export function createSegment(page, body) {
  return page.evaluate(async (segment) => {
    const response = await fetch('/api/segments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(segment),
    });
    if (response.status !== 201)
      throw new Error(`Creating the segment failed: ${response.status} ${await response.text()}`);
    return (await response.json()).result.id;
  }, body);
}

/** Everything a bench needs to know about a large seeded workspace. */
export const largeWorkspace = {
  bench: { subdomain: 'bench', owner: 'Bench Owner', label: '100,000' },
  huge: { subdomain: 'huge', owner: 'Huge Owner', label: '250,000' },
  giga: { subdomain: 'giga', owner: 'Giga Owner', label: '1,000,000' },
};

/**
 * Drags the graph by `reach` and back and wheel-zooms it, for `duration` ms, while the page records
 * every frame: the intervals between frames in ms (the first two dropped).
 */
export async function dragAndZoomFrames(page, center, duration, reach) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  let direction = 1;
  while (Date.now() - started < duration) {
    await page.mouse.move(center.x, center.y);
    await page.mouse.down();
    await page.mouse.move(center.x + reach.x * direction, center.y + reach.y * direction, { steps: 30 });
    await page.mouse.up();
    for (let k = 0; k < 6; k++) await page.mouse.wheel(0, 40 * direction);
    direction = -direction;
  }
  return page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(2);
  });
}
