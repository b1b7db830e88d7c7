// License cost forecast: the backtest and the time it takes. Needs neither the browser nor the
// server: it seeds the workspaces of BENCH_SEED (default demo,bench,huge) into a database in
// memory, the same data the reference API serves, and runs the console's own model code (through
// tsx) on their daily costs and on three synthetic series.
//
// - backtest: for each series, hold out the last 30, 90 and 180 days, forecast them from the days
//   before, and report MAPE and the share of held-out days inside the 80 % band, beside the same
//   figures for the naive baseline (the last value carried forward, its band from its own misses).
//   Goal: MAPE under the baseline's on every series with a trend; coverage between 70 and 90 %.
//   One held-out span is one draw, so the same figures averaged over twelve spans (starting 15
//   days apart) are printed too.
// - time: the forecast to the year's end and change detection over ten years of daily points
//   (the bench workspace), median of 15 runs; target < 50 ms together.
import { tsImport } from 'tsx/esm/api';

/** Runs without the build, the reference API or the browser. */
export const standalone = true;

const pad = (text, width) => String(text).padEnd(width);
const percent = (value) => (Number.isFinite(value) ? `${value.toFixed(2)} %` : '—');
const share = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} %` : '—');

function printTable(title, rows) {
  console.log(`\n  ${title}`);
  console.log(
    `  ${pad('series', 20)}${pad('held out', 10)}${pad('MAPE', 10)}${pad('naive', 10)}${pad('in band', 10)}${pad('naive', 9)}method`,
  );
  for (const row of rows) {
    const better = row.trend ? (row.mape < row.naiveMape ? ' ✓' : ' ✗') : '  ';
    const covered = row.coverage >= 70 && row.coverage <= 90 ? ' ' : '*';
    console.log(
      `  ${pad(row.series, 20)}${pad(`${row.holdout} d`, 10)}${pad(percent(row.mape) + better, 10)}${pad(percent(row.naiveMape), 10)}${pad(share(row.coverage) + covered, 10)}${pad(share(row.naiveCoverage), 9)}${row.method}`,
    );
  }
}

export async function run() {
  const model = await tsImport('./forecast-backtest.ts', import.meta.url);
  const seeds = (process.env.BENCH_SEED ?? 'demo,bench,huge').split(',').filter((name) => name !== 'dirty');
  const started = performance.now();
  const seeded = model.seededSeries(seeds);
  console.log(`  (seeded ${Object.keys(seeded).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const series = {
    ...Object.fromEntries(Object.entries(seeded).map(([name, points]) => [name, { points, trend: true }])),
    ...model.syntheticSeries(),
  };

  const single = [];
  const rolling = [];
  for (const [name, { points, trend }] of Object.entries(series)) {
    for (const holdout of model.HOLDOUTS) {
      single.push({ series: name, trend, ...model.backtest(points, holdout) });
      rolling.push({ series: name, trend, ...model.rollingBacktest(points, holdout) });
    }
  }
  printTable(
    'Backtest: the last 30, 90 and 180 days held out (✓ MAPE under naive; * coverage outside 70–90 %)',
    single,
  );
  printTable('The same, averaged over twelve held-out spans starting 15 days apart', rolling);

  const tenYears = seeded.bench ?? model.syntheticSeries()['synthetic trend'].points;
  const time = model.timeForecastAndChanges(tenYears);
  const meanOf = (rows, pick) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
  const trendRows = single.filter((row) => row.trend);

  const figures = single
    .filter((row) => row.trend)
    .map((row) => ({
      name: `${row.series}, last ${row.holdout} d: MAPE (target: under naive's)`,
      value: row.mape,
      unit: '%',
      target: Math.round(row.naiveMape * 100) / 100,
    }));
  figures.push(
    {
      name: `series with a trend beating naive (of ${trendRows.length}, last spans)`,
      value: trendRows.filter((row) => row.mape < row.naiveMape).length,
      unit: 'series',
      atLeast: trendRows.length,
    },
    {
      name: 'mean 80 % band coverage, last spans',
      value: meanOf(single, (row) => row.coverage),
      unit: '%',
      atLeast: 70,
    },
    {
      name: 'mean 80 % band coverage, twelve spans each',
      value: meanOf(rolling, (row) => row.coverage),
      unit: '%',
      atLeast: 70,
    },
    {
      name: `forecast + change detection, ${tenYears.length} days`,
      value: time.forecast + time.changes,
      unit: 'ms',
      target: 50,
    },
    { name: '  of which the forecast', value: time.forecast, unit: 'ms' },
    { name: '  of which change detection', value: time.changes, unit: 'ms' },
  );
  return figures;
}
