import { formatInteger } from '../../../lib/format';
import type { MemberCount } from '../model/member-counts';

/** A segment's member count on the segments list (see `useMemberCounts`): a number, a bound, or why not. */
export function SegmentMemberCount({ count }: { count: MemberCount | undefined }) {
  if (count?.status === 'counted') {
    const text = formatInteger(count.count);
    if (count.bound === 'exact') return <>{text}</>;
    const words = count.bound === 'at_most' ? 'at most' : 'at least';
    return (
      <span title={`Partial: ${words} ${text}; some clauses can only be evaluated when a policy runs.`}>
        <span aria-hidden="true">{count.bound === 'at_most' ? '≤' : '≥'} </span>
        <span className="visually-hidden">{words} </span>
        {text}
      </span>
    );
  }
  if (count?.status === 'failed') {
    return (
      <span className="muted" title="Not counted: the workers or the segment could not be read.">
        —
      </span>
    );
  }
  return (
    <span className="muted">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">Counting</span>
    </span>
  );
}
