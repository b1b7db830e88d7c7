import type { LicenseCostPoint } from '../../../../contract';

/**
 * Why the annual cost moved between two days, in four parts that add up to the change.
 *
 * The annual cost is the priced licenses (licenses − unpriced) times the price per license (their
 * average: annual cost ÷ priced licenses). The unassigned cost pays for the licenses nobody uses;
 * at that day's price per license it is a number of seats (unassigned cost ÷ price). With the old
 * price per license `p₀` (the first day's; the second day's when the first had no priced license):
 *
 * - licenses: more or fewer licenses in use (licenses − unassigned seats), at `p₀`;
 * - unassigned: more or fewer unassigned seats, at `p₀` (the change in unassigned cost, less its
 *   price part, which is under price);
 * - price: the change in price per license, on the second day's priced licenses;
 * - unpriced: licenses that lost (or gained) a price drop out of (or come into) the cost, at `p₀`.
 *
 * They add up exactly: licenses + unassigned = Δlicenses × p₀, unpriced = −Δunpriced × p₀, and
 * Δpriced × p₀ + priced₁ × (p₁ − p₀) = cost₁ − cost₀. Data that contradicts itself (a cost on a day
 * without a priced license) leaves a remainder, shown as "not explained" with the reason.
 */
export interface ChangeBreakdown {
  /** Annual cost on the second day minus the first. */
  total: number;
  licenses: number;
  unassigned: number;
  price: number;
  unpriced: number;
  /** What the data does not explain (0 unless it contradicts itself). */
  unexplained: number;
  /** Price per license (annual cost ÷ priced licenses) on each day; null without a priced license. */
  pricePerLicense: { before: number | null; after: number | null };
  /** The price the count parts are valued at, null when neither day had a priced license. */
  referencePrice: number | null;
  /** How the counts moved: licenses, unassigned seats (estimated), unpriced licenses. */
  counts: { licenses: number; unassignedSeats: number | null; unpriced: number };
  /** What could not be worked out, in sentences. */
  problems: string[];
}

export type BreakdownPart = 'licenses' | 'unassigned' | 'price' | 'unpriced' | 'unexplained';
export const BREAKDOWN_PARTS: readonly BreakdownPart[] = ['licenses', 'unassigned', 'price', 'unpriced', 'unexplained'];

function priceOf(point: LicenseCostPoint): number | null {
  const priced = point.licenses - point.unpriced;
  return priced > 0 && Number.isFinite(point.annualCost) ? point.annualCost / priced : null;
}

/** Unassigned seats: the unassigned cost at `price`; 0 when there is no unassigned cost. */
function seatsOf(point: LicenseCostPoint, price: number | null): number | null {
  if (point.unassignedAnnualCost === 0) return 0;
  return price === null || price === 0 ? null : point.unassignedAnnualCost / price;
}

export function explainChange(before: LicenseCostPoint, after: LicenseCostPoint): ChangeBreakdown {
  const total = after.annualCost - before.annualCost;
  const priceBefore = priceOf(before);
  const priceAfter = priceOf(after);
  const reference = priceBefore ?? priceAfter;
  const licenseChange = after.licenses - before.licenses;
  const unpricedChange = after.unpriced - before.unpriced;
  const problems: string[] = [];

  if (reference === null) {
    problems.push('Neither day had a priced license, so the change cannot be split into its causes.');
    return {
      total,
      licenses: 0,
      unassigned: 0,
      price: 0,
      unpriced: 0,
      unexplained: total,
      pricePerLicense: { before: null, after: null },
      referencePrice: null,
      counts: { licenses: licenseChange, unassignedSeats: null, unpriced: unpricedChange },
      problems,
    };
  }
  if (priceBefore === null) {
    problems.push(
      'The first day had no priced license, so there is no old price: the counts are valued at the new price and no part is put down to a price change.',
    );
  }
  if (priceAfter === null && after.licenses - after.unpriced <= 0 && after.licenses > 0) {
    problems.push('The second day had no priced license, so its price per license is unknown.');
  }

  const seatsBefore = seatsOf(before, priceBefore ?? reference);
  const seatsAfter = seatsOf(after, priceAfter ?? reference);
  const seatChange = seatsBefore === null || seatsAfter === null ? 0 : seatsAfter - seatsBefore;
  if (seatsBefore === null || seatsAfter === null) {
    problems.push(
      'An unassigned cost on a day without a price per license cannot be turned into seats; it is left in licenses.',
    );
  }
  const licenses = (licenseChange - seatChange) * reference;
  const unassigned = seatChange * reference;
  const unpriced = -unpricedChange * reference;
  const price = priceAfter === null ? 0 : (after.licenses - after.unpriced) * (priceAfter - reference);
  const explained = licenses + unassigned + unpriced + price;
  let unexplained = total - explained;
  // Floating point leaves a few billionths behind; only a real contradiction is "not explained".
  const scale = Math.abs(before.annualCost) + Math.abs(after.annualCost) + 1;
  if (Math.abs(unexplained) < scale * 1e-9) unexplained = 0;
  else {
    problems.push(
      'The costs do not match the licenses (a cost on a day without a priced license, or the reverse); the difference is shown as not explained.',
    );
  }
  // `+ 0` turns a negative zero (0 × −1) into the 0 people expect to read.
  return {
    total,
    licenses: licenses + 0,
    unassigned: unassigned + 0,
    price: price + 0,
    unpriced: unpriced + 0,
    unexplained,
    pricePerLicense: { before: priceBefore, after: priceAfter },
    referencePrice: reference,
    counts: {
      licenses: licenseChange,
      unassignedSeats: seatsBefore === null || seatsAfter === null ? null : seatChange,
      unpriced: unpricedChange,
    },
    problems,
  };
}

export interface RoundedBreakdown {
  total: number;
  parts: Record<BreakdownPart, number>;
  /** What the rounded parts miss of the rounded total: shown so the column adds up. */
  rounding: number;
}

/**
 * The breakdown as shown, each amount rounded to `fractionDigits` (the currency's minor unit),
 * with the rounding difference that makes the shown parts add up to the shown total.
 */
export function roundBreakdown(breakdown: ChangeBreakdown, fractionDigits: number): RoundedBreakdown {
  const factor = 10 ** fractionDigits;
  const round = (value: number) => Math.round(value * factor);
  const parts = Object.fromEntries(BREAKDOWN_PARTS.map((part) => [part, round(breakdown[part])])) as Record<
    BreakdownPart,
    number
  >;
  const total = round(breakdown.total);
  const rounding = total - BREAKDOWN_PARTS.reduce((sum, part) => sum + parts[part], 0);
  return {
    total: total / factor,
    parts: Object.fromEntries(BREAKDOWN_PARTS.map((part) => [part, parts[part] / factor])) as Record<
      BreakdownPart,
      number
    >,
    rounding: rounding / factor,
  };
}
