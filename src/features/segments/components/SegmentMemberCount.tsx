import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import type { MemberCount } from '../model/member-counts';
import { Later } from './Later';

const messages = defineMessages({
  bound: {
    id: 'segments.count.bound',
    defaultMessage: '{bound, select, at_most {at most} other {at least}}',
    description: 'Read out before a partial count: “at most 12”',
  },
  partial: {
    id: 'segments.count.partial',
    defaultMessage:
      '{bound, select, at_most {Partial: at most {count}; some clauses can only be evaluated when a policy runs.} other {Partial: at least {count}; some clauses can only be evaluated when a policy runs.}}',
  },
  failed: {
    id: 'segments.count.failed',
    defaultMessage: 'Not counted: the workers or the segment could not be read.',
  },
  counting: { id: 'segmentList.count.counting', defaultMessage: 'Counting' },
});

/** A segment's member count on the segments list (see `useMemberCounts`): a number, a bound, or why not. */
export function SegmentMemberCount({ count }: { count: MemberCount | undefined }) {
  const t = useT('segmentList');
  if (count?.status === 'counted') {
    const text = formatInteger(count.count);
    if (count.bound === 'exact') return <>{text}</>;
    const { bound } = count;
    // Partial counts are rare: their words come with the editor's catalogue, when first shown.
    const shown = (title?: string, words?: string) => (
      <span title={title}>
        <span aria-hidden="true">{bound === 'at_most' ? '≤' : '≥'} </span>
        {words ? <span className="visually-hidden">{words} </span> : null}
        {text}
      </span>
    );
    return (
      <Later fallback={shown()}>
        {(later) => shown(later(messages.partial, { bound, count: text }), later(messages.bound, { bound }))}
      </Later>
    );
  }
  if (count?.status === 'failed') {
    return (
      <Later fallback={<span className="muted">—</span>}>
        {(later) => (
          <span className="muted" title={later(messages.failed)}>
            —
          </span>
        )}
      </Later>
    );
  }
  return (
    <span className="muted">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">{t(messages.counting)}</span>
    </span>
  );
}
