import { formatInteger, formatQuantity } from '../../../lib/format';
import type { SegmentOutcome } from '../../../lib/segment-rules/evaluate-segment';

/** "312 of 5,000 workers match", with "At most" / "At least" when clauses were not counted. */
export function describeCount(count: number, total: number, bound: SegmentOutcome['bound']): string {
  const prefix = bound === 'at_most' ? 'At most ' : bound === 'at_least' ? 'At least ' : '';
  const noun = total === 1 ? 'worker' : 'workers';
  return `${prefix}${formatInteger(count)} of ${formatInteger(total)} ${noun} match`;
}

/** "+12 / −3 since the saved version". */
export function describeChange(joined: number, left: number): string {
  if (joined === 0 && left === 0) return 'Same members as the saved version';
  return `+${formatInteger(joined)} / −${formatInteger(left)} since the saved version`;
}

/** "48 workers", "1 worker". */
export const workersCount = (count: number) => formatQuantity(count, 'worker');
