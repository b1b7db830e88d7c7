// The best forecast there can be of a seeded workspace's costs, for the backtest: the seed's own
// generator (server/seed/costs.ts) run on from the last known day hundreds of times. It knows the
// plan the license count follows, when hiring steps fall, how far they over- or undershoot and how
// the price renews, which no forecast from the history alone can: what it misses is the luck of the
// draw, and a goal it cannot meet is one no forecast can.
import type { LicenseCostPoint } from '../../contract';
import { acmeCostPlan, globexCostPlan } from '../../server/seed/demo';
import { largeCostPlan, largeWorkspaces, type LargeWorkspaceName } from '../../server/seed/bench';
import { costSeries, nextCostState, type CostSeries, type CostState } from '../../server/seed/costs';
import { addDays, createRandom } from '../../server/seed/random';
import { toDayNumber } from '../../src/features/licenses/model/days';
import type { ForecastPoint } from '../../src/features/licenses/model/forecast';

const SIMULATIONS = 400;

/** The plan a seeded workspace's costs were drawn from, given its workers (undefined: not seeded). */
export function costPlanOf(workspace: string, workers: number): CostSeries | undefined {
  if (workspace === 'acme') return acmeCostPlan(workers);
  if (workspace === 'globex') return globexCostPlan(workers);
  if (workspace in largeWorkspaces) return largeCostPlan(largeWorkspaces[workspace as LargeWorkspaceName]);
  return undefined;
}

const nearestRank = (sorted: Float64Array, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/**
 * Each day after `history` through `through`: the median of the generator's simulated costs (the
 * point that misses least in absolute terms) and their 10th and 90th percentiles, an 80 % band
 * that is right on every day by construction. The simulations start from the last priced day's
 * licenses and price; how they split into headcount and spare licenses only matters to the
 * one-license moves between steps.
 */
export function oracleForecast(
  plan: CostSeries,
  history: readonly LicenseCostPoint[],
  through: string,
  simulations = SIMULATIONS,
): ForecastPoint[] {
  const last = history.findLast((point) => point.unpriced === 0 && point.licenses > 0);
  if (!last) return [];
  // Run on from the last priced day; the days up to the last of the history (unpriced) are not forecast.
  const steps: string[] = [];
  for (let day = addDays(last.day, 1); day <= through; day = addDays(day, 1)) steps.push(day);
  const known = steps.filter((day) => day <= history[history.length - 1]!.day).length;
  const costs = steps.map(() => new Float64Array(simulations));
  const random = createRandom(toDayNumber(last.day));
  // Spare licenses are 5–11 % of the headcount, 8 % on average.
  const headcount = Math.round(last.licenses / 1.08);
  for (let run = 0; run < simulations; run += 1) {
    let state: CostState = { headcount, spare: last.licenses - headcount, price: last.annualCost / last.licenses };
    for (const [index, day] of steps.entries()) {
      state = nextCostState(random, plan, day, state);
      costs[index]![run] = (state.headcount + state.spare) * state.price;
    }
  }
  return steps.slice(known).map((day, at) => {
    const sorted = costs[known + at]!.sort();
    return {
      dayNumber: toDayNumber(day),
      day,
      value: nearestRank(sorted, 0.5),
      low: nearestRank(sorted, 0.1),
      high: nearestRank(sorted, 0.9),
    };
  });
}

/** `count` more draws of a plan's costs, as the seed makes them with other random numbers (the same on every run). */
export function redraws(plan: CostSeries, count: number): LicenseCostPoint[][] {
  const first = plan.startHeadcount * 1_000;
  return Array.from({ length: count }, (_, index) => [...costSeries(createRandom(first + index), plan)]);
}
