import { formatInteger, formatQuantity } from '../../../lib/format';
import type { SegmentOutcome } from '../../../lib/segment-rules/evaluate-segment';

/** "312 of 5,000 workers match", with "At most" / "At least" when clauses were not counted. */
export function describeCount(count: number, total: number, bound: SegmentOutcome['bound']): string {
  const prefix = bound === 'at_most' ? 'At most ' : bound === 'at_least' ? 'At least ' : '';
  const noun = total === 1 ? 'worker' : 'workers';
  return `${prefix}${formatInteger(count)} of ${formatInteger(total)} ${noun} match`;
}

/**
 * "+12 / −3 since the saved version", in two parts joined by a space: the lead is what a phone's
 * save bar has room for; the rest is still read out (and shown wherever there is room).
 */
export function describeChange(joined: number, left: number): { lead: string; rest: string } {
  if (joined === 0 && left === 0) return { lead: 'Same members', rest: 'as the saved version' };
  return { lead: `+${formatInteger(joined)} / −${formatInteger(left)}`, rest: 'since the saved version' };
}

/** "48 workers", "1 worker". */
export const workersCount = (count: number) => formatQuantity(count, 'worker');
