import { formatInteger } from '../../../lib/format';
import { defineMessages, translate } from '../../../lib/i18n';
import type { SegmentOutcome } from '../../../lib/segment-rules/evaluate-segment';
import type { Words } from './words';

const messages = defineMessages({
  count: {
    id: 'segments.preview.count',
    defaultMessage:
      '{bound, select, at_most {At most {count} of {total} {totalCount, plural, one {worker} other {workers}} match} at_least {At least {count} of {total} {totalCount, plural, one {worker} other {workers}} match} other {{count} of {total} {totalCount, plural, one {worker} other {workers}} match}}',
    description: '{count} and {total} are formatted numbers; {totalCount} is {total} as a number, for the plural',
  },
  same: { id: 'segments.preview.same', defaultMessage: 'Same members' },
  sameRest: { id: 'segments.preview.sameRest', defaultMessage: 'as the saved version' },
  change: {
    id: 'segments.preview.change',
    defaultMessage: '+{joined} / −{left}',
    description: 'Workers who join / leave the segment',
  },
  changeRest: { id: 'segments.preview.changeRest', defaultMessage: 'since the saved version' },
  workers: {
    id: 'segments.preview.workers',
    defaultMessage: '{count, plural, one {# worker} other {# workers}}',
  },
});

/** "312 of 5,000 workers match", with "At most" / "At least" when clauses were not counted. */
export function describeCount(
  count: number,
  total: number,
  bound: SegmentOutcome['bound'],
  say: Words = translate,
): string {
  return say(messages.count, {
    bound,
    count: formatInteger(count),
    total: formatInteger(total),
    totalCount: total,
  });
}

/**
 * "+12 / −3 since the saved version", in two parts joined by a space: the lead is what a phone's
 * save bar has room for; the rest is still read out (and shown wherever there is room).
 */
export function describeChange(joined: number, left: number, say: Words = translate): { lead: string; rest: string } {
  if (joined === 0 && left === 0) return { lead: say(messages.same), rest: say(messages.sameRest) };
  return {
    lead: say(messages.change, { joined: formatInteger(joined), left: formatInteger(left) }),
    rest: say(messages.changeRest),
  };
}

/** "48 workers", "1 worker". */
export const workersCount = (count: number, say: Words = translate) => say(messages.workers, { count });
