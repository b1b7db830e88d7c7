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
//   days apart) and over 52 (a week apart, the last year of starts: the calibration check) are
//   printed too. Each row says pass or FAIL for each goal, and gives the MAPE of
//   the best flat line through the held-out days in hindsight (a naive baseline near it was lucky);
//   each table ends with how many rows meet each goal and both, and with the coverage pooled over
//   every held-out day of every series, per held-out length (ours and the naive baseline's).
// - time: the forecast to the year's end and change detection over ten years of daily points
//   (the bench workspace), median of 15 runs; target < 50 ms together.
import { tsImport } from 'tsx/esm/api';

/** Runs without the build, the reference API or the browser. */
export const standalone = true;

const pad = (text, width) => String(text).padEnd(width);
const percent = (value) => (Number.isFinite(value) ? `${value.toFixed(2)} %` : '—');
const share = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} %` : '—');

/** The goal for the MAPE: under the naive baseline's, on a series with a trend (null: no goal). */
const beatsNaive = (row) => (row.trend ? row.mape < row.naiveMape : null);
/** The goal for the 80 % band: between 70 and 90 % of the held-out days inside it. */
const inGoalBand = (coverage) => coverage >= 70 && coverage <= 90;
const covered = (row) => inGoalBand(row.coverage);
/** Both goals, met by the oracle's forecast (a seeded row). */
const oracleMeetsBoth = (row) => row.oracleMape < row.naiveMape && inGoalBand(row.oracleCoverage);
const verdict = (ok) => (ok === null ? '—' : ok ? 'pass' : 'FAIL');

/**
 * Coverage pooled over every held-out day of every series, per held-out length and for all: a
 * single span's days move together, so this is the steadier figure beside the per-row one.
 */
function pooledCoverage(rows) {
  const pool = (subset) => {
    const days = subset.reduce((sum, row) => sum + row.days, 0);
    const naiveDays = subset.reduce((sum, row) => sum + row.naiveDays, 0);
    return {
      coverage: (100 * subset.reduce((sum, row) => sum + row.inside, 0)) / days,
      naiveCoverage: (100 * subset.reduce((sum, row) => sum + row.naiveInside, 0)) / naiveDays,
      days,
    };
  };
  const holdouts = [...new Set(rows.map((row) => row.holdout))];
  return [
    ...holdouts.map((holdout) => ({ label: `${holdout} d`, ...pool(rows.filter((row) => row.holdout === holdout)) })),
    { label: 'all', ...pool(rows) },
  ];
}

function printTable(title, rows) {
  console.log(`\n  ${title}`);
  console.log(
    `  ${pad('series', 20)}${pad('held out', 10)}${pad('MAPE', 9)}${pad('naive', 9)}${pad('hindsight', 11)}${pad('oracle', 9)}${pad('< naive', 9)}${pad('in band', 9)}${pad('naive', 7)}${pad('oracle', 8)}${pad('70–90 %', 9)}method`,
  );
  for (const row of rows) {
    console.log(
      `  ${pad(row.series, 20)}${pad(`${row.holdout} d`, 10)}${pad(percent(row.mape), 9)}${pad(percent(row.naiveMape), 9)}${pad(percent(row.hindsightMape), 11)}${pad(percent(row.oracleMape), 9)}${pad(verdict(beatsNaive(row)), 9)}${pad(share(row.coverage), 9)}${pad(share(row.naiveCoverage), 7)}${pad(share(row.oracleCoverage), 8)}${pad(verdict(covered(row)), 9)}${row.method}`,
    );
  }
  console.log(
    `  Pooled over all held-out days of all series, in band (naive): ${pooledCoverage(rows)
      .map(
        (pool) =>
          `${pool.label} ${pool.coverage.toFixed(1)} % (${pool.naiveCoverage.toFixed(1)} %) of ${pool.days} days`,
      )
      .join('; ')}.`,
  );
  const misses = rows.filter((row) => beatsNaive(row) === false || !covered(row));
  const trendRows = rows.filter((row) => beatsNaive(row) !== null);
  console.log(
    `  MAPE under naive: ${trendRows.filter(beatsNaive).length} of ${trendRows.length} rows with a trend; ` +
      `70–90 % in band: ${rows.filter(covered).length} of ${rows.length} rows ` +
      `(mean ${(rows.reduce((sum, row) => sum + row.coverage, 0) / rows.length).toFixed(1)} %).`,
  );
  console.log(
    `  ${rows.length - misses.length} of ${rows.length} rows meet both goals` +
      (misses.length === 0
        ? '.'
        : `; missing: ${misses
            .map(
              (row) =>
                `${row.series} ${row.holdout} d (${[beatsNaive(row) === false ? 'MAPE' : null, covered(row) ? null : 'coverage'].filter(Boolean).join(', ')})`,
            )
            .join('; ')}.`),
  );
  const seeded = rows.filter((row) => Number.isFinite(row.oracleMape));
  if (seeded.length > 0) {
    console.log(
      `  Oracle, the seed's own generator run on from the last known day (the best any forecast can do): ` +
        `MAPE under naive on ${seeded.filter((row) => row.oracleMape < row.naiveMape).length} of ${seeded.length} seeded rows, ` +
        `70–90 % in band on ${seeded.filter((row) => inGoalBand(row.oracleCoverage)).length}, ` +
        `both on ${seeded.filter(oracleMeetsBoth).length} (ours: ${seeded.filter((row) => beatsNaive(row) && covered(row)).length}).`,
    );
  }
}

/** The last-span backtest on more draws of each seeded workspace's plan: skill against luck. */
function printRedraws(tables) {
  console.log(
    `\n  The last spans again, on ${tables[0]?.[1][0]?.draws ?? 0} more draws of each seeded workspace's plan (the seed's generator with other random numbers): the share of draws meeting each goal, ours and the oracle's, and mean figures`,
  );
  console.log(
    `  ${pad('plan', 10)}${pad('held out', 10)}${pad('< naive', 9)}${pad('oracle', 8)}${pad('70–90 %', 9)}${pad('oracle', 8)}${pad('both', 7)}${pad('oracle', 8)}${pad('MAPE', 9)}${pad('oracle', 9)}${pad('naive', 9)}${pad('in band', 9)}oracle`,
  );
  for (const [plan, rows] of tables) {
    for (const row of rows) {
      console.log(
        `  ${pad(plan, 10)}${pad(row.holdout === 0 ? 'all three' : `${row.holdout} d`, 10)}${pad(share(row.beatsNaive), 9)}${pad(share(row.oracleBeatsNaive), 8)}${pad(share(row.covered), 9)}${pad(share(row.oracleCovered), 8)}${pad(share(row.both), 7)}${pad(share(row.oracleBoth), 8)}${pad(percent(row.mape), 9)}${pad(percent(row.oracleMape), 9)}${pad(percent(row.naiveMape), 9)}${pad(share(row.coverage), 9)}${share(row.oracleCoverage)}`,
      );
    }
  }
}

export async function run() {
  const model = await tsImport('./forecast-backtest.ts', import.meta.url);
  const seeds = (process.env.BENCH_SEED ?? 'demo,bench,huge').split(',').filter((name) => name !== 'dirty');
  const started = performance.now();
  const seeded = model.seededSeries(seeds);
  console.log(`  (seeded ${Object.keys(seeded).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const oracle = await tsImport('./forecast-oracle.ts', import.meta.url);
  const plans = Object.fromEntries(
    Object.entries(seeded).map(([name, { workers }]) => [name, oracle.costPlanOf(name, workers)]),
  );
  const series = {
    ...Object.fromEntries(Object.entries(seeded).map(([name, { points }]) => [name, { points, trend: true }])),
    ...model.syntheticSeries(),
  };

  const single = [];
  const rolling = [];
  const weekly = [];
  for (const [name, { points, trend }] of Object.entries(series)) {
    for (const holdout of model.HOLDOUTS) {
      single.push({ series: name, trend, ...model.backtest(points, holdout, plans[name]) });
      rolling.push({ series: name, trend, ...model.rollingBacktest(points, holdout, 12, 15, plans[name]) });
      weekly.push({ series: name, trend, ...model.rollingBacktest(points, holdout, 52, 7, plans[name]) });
    }
  }
  printTable(
    'Backtest: the last 30, 90 and 180 days held out. Goals: MAPE under naive on a series with a trend; 70–90 % of days in the 80 % band. Hindsight: the best flat line through the held-out days.',
    single,
  );
  printTable('The same, averaged over twelve held-out spans starting 15 days apart', rolling);
  printTable(
    'The same, averaged over 52 held-out spans starting a week apart (the last year of starts): the calibration check',
    weekly,
  );

  const draws = Number(process.env.BENCH_FORECAST_DRAWS ?? 60);
  const redrawn = Object.entries(plans).map(([name, plan]) => [name, model.redrawBacktest(plan, draws)]);
  printRedraws(redrawn);

  const tenYears = seeded.bench?.points ?? model.syntheticSeries()['synthetic trend'].points;
  const time = model.timeForecastAndChanges(tenYears);
  const meanOf = (rows, pick) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;

  const figures = [];
  for (const [label, rows] of [
    ['last spans', single],
    ['twelve spans', rolling],
  ]) {
    for (const row of rows) {
      if (row.trend) {
        figures.push({
          name: `${row.series}, ${row.holdout} d (${label}): MAPE, goal under naive's`,
          value: row.mape,
          unit: '%',
          target: Math.round(row.naiveMape * 100) / 100,
        });
      }
      figures.push({
        name: `${row.series}, ${row.holdout} d (${label}): days in the 80 % band`,
        value: row.coverage,
        unit: '%',
        between: [70, 90],
      });
    }
  }
  const seededSingle = single.filter((row) => Number.isFinite(row.oracleMape));
  figures.push(
    {
      name: `seeded rows meeting both goals with the oracle's forecast, last spans (of ${seededSingle.length})`,
      value: seededSingle.filter(oracleMeetsBoth).length,
      unit: 'rows',
    },
    ...redrawn.flatMap(([name, rows]) => {
      const all = rows.find((row) => row.holdout === 0);
      return [
        {
          name: `${name}'s plan redrawn: draws meeting both goals at 30, 90 and 180 d, ours`,
          value: all.both,
          unit: '%',
        },
        { name: `  the oracle's`, value: all.oracleBoth, unit: '%' },
      ];
    }),
    {
      name: `rows meeting both goals, last spans (of ${single.length})`,
      value: single.filter((row) => beatsNaive(row) !== false && covered(row)).length,
      unit: 'rows',
      atLeast: single.length,
    },
    {
      name: `rows meeting both goals, twelve spans each (of ${rolling.length})`,
      value: rolling.filter((row) => beatsNaive(row) !== false && covered(row)).length,
      unit: 'rows',
      atLeast: rolling.length,
    },
    {
      name: 'mean 80 % band coverage, last spans',
      value: meanOf(single, (row) => row.coverage),
      unit: '%',
      between: [70, 90],
    },
    {
      name: 'mean 80 % band coverage, twelve spans each',
      value: meanOf(rolling, (row) => row.coverage),
      unit: '%',
      between: [70, 90],
    },
    {
      name: `rows meeting both goals, 52 weekly spans each (of ${weekly.length})`,
      value: weekly.filter((row) => beatsNaive(row) !== false && covered(row)).length,
      unit: 'rows',
      atLeast: weekly.length,
    },
    {
      name: 'mean 80 % band coverage, 52 weekly spans each',
      value: meanOf(weekly, (row) => row.coverage),
      unit: '%',
      between: [70, 90],
    },
    ...[
      ['last spans', single],
      ['twelve spans each', rolling],
      ['52 weekly spans each', weekly],
    ].flatMap(([label, rows]) =>
      pooledCoverage(rows).map((pool) => ({
        name: `pooled 80 % band coverage, ${label}, ${pool.label === 'all' ? 'all held-out lengths' : `${pool.label} held out`}`,
        value: pool.coverage,
        unit: '%',
        between: [70, 90],
      })),
    ),
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
