import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';
import type { LicenseCostPoint } from '../../../../contract';

/**
 * What a license and a worker cost, read from the first and last days of a range with data:
 *
 * - per license: annual cost ÷ priced licenses (unpriced ones have no cost to share);
 * - unassigned share: unassigned annual cost ÷ annual cost;
 * - per worker: annual cost ÷ the org chart's head count. The head count is today's alone, so this
 *   one has no change over the range.
 */
export interface UnitFigure {
  /** On the range's last day with data; null when it cannot be worked out (see `missing`). */
  value: number | null;
  /** Value on the last day minus on the first; null for a single day or when either is unknown. */
  change: number | null;
  /** Why the value or its change is missing, in a sentence; null when both are there. */
  missing: string | null;
}

export interface UnitCosts {
  perLicense: UnitFigure;
  /** A share, 0..1; its change is in shares too (0.01 = one percentage point). */
  unassignedShare: UnitFigure;
  /** Null when the caller has no head count to offer (no permission to read workers). */
  perWorker: UnitFigure | null;
}

/**
 * The org chart's head count as the page has it: a number, `'counting'` while it is asked for,
 * null when it could not be read, undefined when the user may not read workers.
 */
export type HeadCount = number | 'counting' | null | undefined;

function perLicense(point: LicenseCostPoint): number | null {
  const priced = point.licenses - point.unpriced;
  return priced > 0 ? point.annualCost / priced : null;
}

function shareOf(point: LicenseCostPoint): number | null {
  return point.annualCost > 0 ? point.unassignedAnnualCost / point.annualCost : null;
}

const messages = defineMessages({
  noPricedLicense: { id: 'licenses.units.noPricedLicense', defaultMessage: 'There was no priced license.' },
  noPricedLicenseFirst: {
    id: 'licenses.units.noPricedLicenseFirst',
    defaultMessage: 'No change: on the first day, there was no priced license.',
  },
  zeroCost: { id: 'licenses.units.zeroCost', defaultMessage: 'The annual cost was 0.' },
  zeroCostFirst: {
    id: 'licenses.units.zeroCostFirst',
    defaultMessage: 'No change: on the first day, the annual cost was 0.',
  },
  headCountUnread: { id: 'licenses.units.headCountUnread', defaultMessage: 'The head count could not be read.' },
  counting: {
    id: 'licenses.units.counting',
    defaultMessage: 'Counting the workers in the org chart today (only today’s head count is known)',
  },
  noWorkers: {
    id: 'licenses.units.noWorkers',
    defaultMessage: 'The org chart has no workers to share the cost between.',
  },
  todayOnly: {
    id: 'licenses.units.todayOnly',
    defaultMessage: 'No change: the org chart gives today’s head count only.',
  },
});

function figure(
  start: LicenseCostPoint,
  end: LicenseCostPoint,
  read: (point: LicenseCostPoint) => number | null,
  whyMissing: string,
  whyNoChange: string,
): UnitFigure {
  const last = read(end);
  const first = read(start);
  const single = start === end || start.day === end.day;
  if (last === null) return { value: null, change: null, missing: whyMissing };
  if (single) return { value: last, change: null, missing: null };
  if (first === null)
    return {
      value: last,
      change: null,
      missing: whyNoChange,
    };
  return { value: last, change: last - first, missing: null };
}

export function computeUnitCosts(
  start: LicenseCostPoint,
  end: LicenseCostPoint,
  headCount: HeadCount,
  t: Write = translate,
): UnitCosts {
  let perWorker: UnitFigure | null = null;
  if (headCount !== undefined) {
    perWorker =
      headCount === null
        ? { value: null, change: null, missing: t(messages.headCountUnread) }
        : headCount === 'counting'
          ? { value: null, change: null, missing: t(messages.counting) }
          : headCount <= 0
            ? { value: null, change: null, missing: t(messages.noWorkers) }
            : {
                value: end.annualCost / headCount,
                change: null,
                missing: t(messages.todayOnly),
              };
  }
  return {
    perLicense: figure(start, end, perLicense, t(messages.noPricedLicense), t(messages.noPricedLicenseFirst)),
    unassignedShare: figure(start, end, shareOf, t(messages.zeroCost), t(messages.zeroCostFirst)),
    perWorker,
  };
}
