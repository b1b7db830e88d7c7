import type { LicenseCostPoint } from '../../contract';
import { addDays, type Random } from './random';

export interface CostSeries {
  firstDay: string;
  lastDay: string;
  startHeadcount: number;
  endHeadcount: number;
  /** Price per license per year, before the yearly renewal increases. */
  pricePerLicense: number;
  /** Days with no data (an ingestion outage). */
  missingDays?: readonly string[];
  /** Stretches where some licenses had no price: [first day, last day, unpriced licenses]. */
  unpricedStretches?: readonly (readonly [string, string, number])[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a day's licenses and price follow from: the day before's, or the series' start. */
export interface CostState {
  headcount: number;
  spare: number;
  price: number;
}

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The headcount the company plans for `day`: a straight line from the first day's to the last's. */
function plannedHeadcount(series: CostSeries, day: string): number {
  const offset = dayCount(series.firstDay, day);
  return (
    series.startHeadcount +
    ((series.endHeadcount - series.startHeadcount) * offset) / dayCount(series.firstDay, series.lastDay)
  );
}

/**
 * One day on from `state`: a hiring step on the 1st (and on some 15ths) catches up with the plan
 * with some overshoot or lag and redraws the spare licenses; other days the headcount may move by
 * one; on the 1st of January the price goes up 3–7 %.
 */
export function nextCostState(random: Random, series: CostSeries, day: string, state: CostState): CostState {
  let { headcount, spare, price } = state;
  if (day.endsWith('-01') || (day.endsWith('-15') && random.chance(0.4))) {
    headcount = Math.max(1, Math.round(plannedHeadcount(series, day) * (0.985 + random.next() * 0.03)));
    spare = Math.max(0, Math.round(headcount * (0.05 + random.next() * 0.06)));
  } else if (random.chance(0.05)) {
    headcount = Math.max(1, headcount + random.int(-1, 1));
  }
  if (day.endsWith('-01-01') && day !== series.firstDay) price = round2(price * (1.03 + random.next() * 0.04));
  return { headcount, spare, price };
}

/**
 * Daily license cost points that move like a real company's: headcount grows in hiring steps
 * (mostly at the start of a month), licenses track headcount, the price goes up at each January
 * renewal, and the unassigned share drifts between 5% and 20%.
 */
export function* costSeries(random: Random, series: CostSeries): Generator<LicenseCostPoint> {
  const missing = new Set(series.missingDays ?? []);
  const totalDays = dayCount(series.firstDay, series.lastDay);
  let state: CostState = {
    headcount: series.startHeadcount,
    spare: Math.round(series.startHeadcount * 0.08),
    price: series.pricePerLicense,
  };
  const phase = random.next() * Math.PI * 2;
  for (let offset = 0; offset <= totalDays; offset += 1) {
    const day = addDays(series.firstDay, offset);
    state = nextCostState(random, series, day, state);
    if (missing.has(day)) continue;
    const licenses = state.headcount + state.spare;
    const stretch = series.unpricedStretches?.find(([from, to]) => day >= from && day <= to);
    const unpriced = stretch ? stretch[2] : 0;
    const annualCost = round2((licenses - unpriced) * state.price);
    const share = Math.min(
      0.2,
      Math.max(0.05, 0.125 + 0.065 * Math.sin(phase + offset / 58) + (random.next() - 0.5) * 0.01),
    );
    yield {
      day,
      annualCost,
      unassignedAnnualCost: round2(annualCost * share),
      licenses,
      unpriced,
    };
  }
}
