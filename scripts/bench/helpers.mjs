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
