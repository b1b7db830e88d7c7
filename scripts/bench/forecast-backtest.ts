// The forecast's backtest and timing, for scripts/bench/forecast.bench.mjs (run through tsx): the
// seeded workspaces' cost series, three synthetic ones, and the figures for each held-out span.
import type { LicenseCostPoint } from '../../contract';
import { openDatabase } from '../../server/db/open';
import { applySeeds } from '../../server/seed';
import type { SeedName } from '../../server/config';
import type { CostSeries } from '../../server/seed/costs';
import { oracleForecast, redraws } from './forecast-oracle';
import { detectChanges } from '../../src/features/licenses/model/changes';
import { addDays, toDayNumber } from '../../src/features/licenses/model/days';
import { forecastAnnualCost, type ForecastPoint } from '../../src/features/licenses/model/forecast';
import { buildCostHistory } from '../../src/features/licenses/model/history';

export const HOLDOUTS = [30, 90, 180] as const;

/** Every seeded workspace's daily cost points and its workers, seeded into a database in memory. */
export function seededSeries(
  seeds: readonly SeedName[],
): Record<string, { points: LicenseCostPoint[]; workers: number }> {
  const db = openDatabase(':memory:');
  applySeeds(db, seeds, Buffer.alloc(32, 7));
  const rows = db
    .prepare(
      `SELECT w.subdomain AS workspace, c.day, c.annual_cost AS annualCost,
              c.unassigned_annual_cost AS unassignedAnnualCost, c.licenses, c.unpriced
       FROM license_costs c JOIN workspaces w ON w.id = c.workspace_id ORDER BY w.subdomain, c.day`,
    )
    .all() as (LicenseCostPoint & { workspace: string })[];
  const workers = db
    .prepare(
      'SELECT w.subdomain AS workspace, count(*) AS count FROM workers r JOIN workspaces w ON w.id = r.workspace_id GROUP BY w.id',
    )
    .all() as { workspace: string; count: number }[];
  db.close();
  const series: Record<string, { points: LicenseCostPoint[]; workers: number }> = {};
  for (const { workspace, ...point } of rows) (series[workspace] ??= { points: [], workers: 0 }).points.push(point);
  for (const { workspace, count } of workers) if (series[workspace]) series[workspace].workers = count;
  return series;
}

/** mulberry32, so the synthetic series are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Three years of daily points at 1,200 a license, the license count following `shape` (a day's
 * index to a count) plus slowly wandering noise (AR(1), φ = 0.95, about ±5 licenses).
 */
function synthetic(seed: number, shape: (index: number) => number): LicenseCostPoint[] {
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  let noise = 0;
  return Array.from({ length: 1095 }, (_, index) => {
    noise = 0.95 * noise + gauss() * 1.5;
    const licenses = Math.max(0, Math.round(shape(index) + noise));
    const annualCost = licenses * 1200;
    return {
      day: addDays('2023-11-22', index),
      annualCost,
      unassignedAnnualCost: Math.round(annualCost * 0.1 * 100) / 100,
      licenses,
      unpriced: 0,
    };
  });
}

/** A trend (300 licenses growing by 0.25 a day), a step (350, then 400 from day 700), a seasonal pattern (±30 a year on a trend). */
export function syntheticSeries(): Record<string, { points: LicenseCostPoint[]; trend: boolean }> {
  return {
    'synthetic trend': { points: synthetic(11, (i) => 300 + 0.25 * i), trend: true },
    'synthetic step': { points: synthetic(12, (i) => 350 + (i >= 700 ? 50 : 0)), trend: false },
    'synthetic seasonal': {
      points: synthetic(13, (i) => 300 + 0.15 * i + 30 * Math.sin((2 * Math.PI * i) / 365)),
      trend: true,
    },
  };
}

export interface HoldoutFigures {
  holdout: number;
  /** Mean absolute percentage error over the held-out priced days, in %. */
  mape: number;
  /** Share of held-out priced days inside the 80 % band, in %. */
  coverage: number;
  naiveMape: number;
  naiveCoverage: number;
  /**
   * The same for the seed's own generator run on from the last known day (forecast-oracle.ts): the
   * best any forecast could do. NaN for a series the seed did not make.
   */
  oracleMape: number;
  oracleCoverage: number;
  /**
   * The MAPE of the best flat line drawn through the held-out days in hindsight (knowing them): no
   * forecast that is flat over the span can do better, so a naive baseline near it was lucky.
   */
  hindsightMape: number;
  method: string;
  /** Held-out priced days scored, and of them inside the band (ours, then the baseline's), for pooled figures. */
  days: number;
  inside: number;
  naiveDays: number;
  naiveInside: number;
}

function describeMethod(result: ReturnType<typeof forecastAnnualCost>): string {
  if (result.status === 'none') return `none (${result.reason})`;
  const { method } = result;
  if (method.kind === 'last-value') return method.levelShift ? 'last value (level shift)' : 'last value';
  const fade = method.persistence
    ? `learned, half ${method.persistence.halfDays === null ? '>180' : method.persistence.halfDays}d`
    : method.fadeDays === null
      ? 'drift'
      : `fade ${method.fadeDays}d`;
  return `trend${method.yearly ? '+yearly' : ''}, ${fade}`;
}

function score(points: readonly ForecastPoint[], heldOut: readonly LicenseCostPoint[]) {
  if (points.length === 0) return { mape: NaN, coverage: NaN, days: 0, inside: 0 };
  const first = points[0]!.dayNumber;
  let errors = 0;
  let inside = 0;
  let counted = 0;
  for (const point of heldOut) {
    if (point.unpriced > 0 || point.annualCost <= 0) continue;
    const forecast = points[toDayNumber(point.day) - first];
    if (!forecast) continue;
    errors += Math.abs(forecast.value - point.annualCost) / point.annualCost;
    if (point.annualCost >= forecast.low && point.annualCost <= forecast.high) inside += 1;
    counted += 1;
  }
  return { mape: (100 * errors) / counted, coverage: (100 * inside) / counted, days: counted, inside };
}

/** The MAPE of the flat line through `heldOut` that misses least (the median weighted by 1 / value). */
function hindsightFlat(heldOut: readonly LicenseCostPoint[]): number {
  const values = heldOut
    .filter((point) => point.unpriced === 0 && point.annualCost > 0)
    .map((point) => point.annualCost)
    .sort((a, b) => a - b);
  if (values.length === 0) return NaN;
  const total = values.reduce((sum, value) => sum + 1 / value, 0);
  let weight = 0;
  let flat = values[values.length - 1]!;
  for (const value of values) {
    weight += 1 / value;
    if (weight >= total / 2) {
      flat = value;
      break;
    }
  }
  return (100 * values.reduce((sum, value) => sum + Math.abs(flat - value) / value, 0)) / values.length;
}

const pointsOf = (result: ReturnType<typeof forecastAnnualCost>) => (result.status === 'none' ? [] : result.points);

/**
 * Forecasts the last `holdout` days of `points` from the days before them, with the naive baseline
 * beside, and the generator's own forecast when `plan` (the seed's plan the points were drawn from) is given.
 */
export function backtest(points: readonly LicenseCostPoint[], holdout: number, plan?: CostSeries): HoldoutFigures {
  const lastDay = points[points.length - 1]!.day;
  const cut = addDays(lastDay, -holdout);
  const history = points.filter((point) => point.day <= cut);
  const heldOut = points.filter((point) => point.day > cut);
  const forecast = forecastAnnualCost(history, { through: lastDay });
  const naive = forecastAnnualCost(history, { through: lastDay, lastValueOnly: true });
  const ours = score(pointsOf(forecast), heldOut);
  const baseline = score(pointsOf(naive), heldOut);
  const oracle = plan ? score(oracleForecast(plan, history, lastDay), heldOut) : { mape: NaN, coverage: NaN };
  return {
    holdout,
    mape: ours.mape,
    coverage: ours.coverage,
    naiveMape: baseline.mape,
    naiveCoverage: baseline.coverage,
    oracleMape: oracle.mape,
    oracleCoverage: oracle.coverage,
    hindsightMape: hindsightFlat(heldOut),
    method: describeMethod(forecast),
    days: ours.days,
    inside: ours.inside,
    naiveDays: baseline.days,
    naiveInside: baseline.inside,
  };
}

/**
 * The same figures averaged over `origins` forecasts (twelve), starting `stepDays` (15) days apart,
 * each held out for `holdout` days: one held-out span is one draw, this shows whether a difference
 * is luck.
 */
export function rollingBacktest(
  points: readonly LicenseCostPoint[],
  holdout: number,
  origins = 12,
  stepDays = 15,
  plan?: CostSeries,
): HoldoutFigures {
  const runs: HoldoutFigures[] = [];
  for (let index = 0; index < origins; index += 1) {
    const end = points.length - index * stepDays;
    if (end - holdout < 120) break;
    runs.push(backtest(points.slice(0, end), holdout, plan));
  }
  const total = (pick: (run: HoldoutFigures) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  const mean = (pick: (run: HoldoutFigures) => number) => total(pick) / runs.length;
  return {
    holdout,
    mape: mean((run) => run.mape),
    coverage: mean((run) => run.coverage),
    naiveMape: mean((run) => run.naiveMape),
    naiveCoverage: mean((run) => run.naiveCoverage),
    oracleMape: mean((run) => run.oracleMape),
    oracleCoverage: mean((run) => run.oracleCoverage),
    hindsightMape: mean((run) => run.hindsightMape),
    method: `${runs.length} starts`,
    days: total((run) => run.days),
    inside: total((run) => run.inside),
    naiveDays: total((run) => run.naiveDays),
    naiveInside: total((run) => run.naiveInside),
  };
}

/** Milliseconds for the forecast to the year's end and change detection over all of `points` (median of `runs`). */
export function timeForecastAndChanges(
  points: readonly LicenseCostPoint[],
  runs = 15,
): { forecast: number; changes: number } {
  const lastDay = points[points.length - 1]!.day;
  const through = `${lastDay.slice(0, 4)}-12-31`;
  const history = buildCostHistory(points)!;
  const forecastTimes: number[] = [];
  const changeTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    forecastAnnualCost(points, { through });
    forecastTimes.push(performance.now() - started);
    started = performance.now();
    detectChanges(history);
    changeTimes.push(performance.now() - started);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { forecast: median(forecastTimes), changes: median(changeTimes) };
}

const inGoalBand = (coverage: number) => coverage >= 70 && coverage <= 90;

export interface RedrawFigures {
  holdout: number;
  draws: number;
  /** Shares of the draws (in %) where the MAPE is under the naive baseline's: ours, the generator's own. */
  beatsNaive: number;
  oracleBeatsNaive: number;
  /** Shares of the draws (in %) with 70–90 % of the held-out days in the 80 % band. */
  covered: number;
  oracleCovered: number;
  /** Shares of the draws (in %) meeting both goals. */
  both: number;
  oracleBoth: number;
  /** Means over the draws, in %. */
  mape: number;
  oracleMape: number;
  naiveMape: number;
  coverage: number;
  oracleCoverage: number;
}

/**
 * The last-span backtest on `count` more draws of a seeded workspace's plan: how often each goal is
 * met by the forecast and by the generator's own, and (holdout 0) how often a draw meets both goals
 * at every held-out length. One draw is what the seeded data is; many tell luck from skill.
 */
export function redrawBacktest(plan: CostSeries, count: number): RedrawFigures[] {
  const runs = redraws(plan, count).map((points) => HOLDOUTS.map((holdout) => backtest(points, holdout, plan)));
  const share = (test: (run: HoldoutFigures[]) => boolean) => (100 * runs.filter(test).length) / runs.length;
  const mean = (pick: (run: HoldoutFigures) => number, at: number) =>
    runs.reduce((sum, run) => sum + pick(run[at]!), 0) / runs.length;
  const ours = (row: HoldoutFigures) => row.mape < row.naiveMape && inGoalBand(row.coverage);
  const oracle = (row: HoldoutFigures) => row.oracleMape < row.naiveMape && inGoalBand(row.oracleCoverage);
  const figures = HOLDOUTS.map((holdout, at) => ({
    holdout,
    draws: runs.length,
    beatsNaive: share((run) => run[at]!.mape < run[at]!.naiveMape),
    oracleBeatsNaive: share((run) => run[at]!.oracleMape < run[at]!.naiveMape),
    covered: share((run) => inGoalBand(run[at]!.coverage)),
    oracleCovered: share((run) => inGoalBand(run[at]!.oracleCoverage)),
    both: share((run) => ours(run[at]!)),
    oracleBoth: share((run) => oracle(run[at]!)),
    mape: mean((run) => run.mape, at),
    oracleMape: mean((run) => run.oracleMape, at),
    naiveMape: mean((run) => run.naiveMape, at),
    coverage: mean((run) => run.coverage, at),
    oracleCoverage: mean((run) => run.oracleCoverage, at),
  }));
  const all = (test: (row: HoldoutFigures) => boolean) => share((run) => run.every(test));
  return [
    ...figures,
    {
      holdout: 0,
      draws: runs.length,
      beatsNaive: all((row) => row.mape < row.naiveMape),
      oracleBeatsNaive: all((row) => row.oracleMape < row.naiveMape),
      covered: all((row) => inGoalBand(row.coverage)),
      oracleCovered: all((row) => inGoalBand(row.oracleCoverage)),
      both: all(ours),
      oracleBoth: all(oracle),
      mape: NaN,
      oracleMape: NaN,
      naiveMape: NaN,
      coverage: NaN,
      oracleCoverage: NaN,
    },
  ];
}
