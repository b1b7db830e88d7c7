import type { SegmentWrite } from '../../../../contract';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import { membershipChange } from '../../../lib/segment-rules/evaluate-segment';
import { describeCount } from '../model/preview-text';
import { engineFor } from '../model/member-counts';
import styles from './Preview.module.css';

type Version = Pick<SegmentWrite, 'scope' | 'match' | 'clauses' | 'includedWorkerIds' | 'excludedWorkerIds'>;

const NAMES_SHOWN = 8;

const messages = defineMessages({
  failed: { id: 'segments.conflictMembers.failed', defaultMessage: 'The members could not be counted.' },
  counting: { id: 'segments.conflictMembers.counting', defaultMessage: 'Counting the members…' },
  more: { id: 'segments.conflictMembers.more', defaultMessage: '{names} and {count} more' },
  title: { id: 'segments.conflictMembers.title', defaultMessage: 'Members' },
  theirs: { id: 'segments.conflictMembers.theirs', defaultMessage: 'Their version' },
  mine: { id: 'segments.conflictMembers.mine', defaultMessage: 'Your edits' },
  same: { id: 'segments.conflictMembers.same', defaultMessage: 'Both versions select the same workers.' },
  onlyMine: { id: 'segments.conflictMembers.onlyMine', defaultMessage: 'Only in yours ({count}): {names}' },
  onlyTheirs: { id: 'segments.conflictMembers.onlyTheirs', defaultMessage: 'Only in theirs ({count}): {names}' },
});

/** In the 412 dialog: how many workers each version selects, and who is only in one of them. */
export function ConflictMembers({ theirs, mine }: { theirs: Version; mine: Version }) {
  const t = useT('segments');
  const workers = useOrgChartWorkers();
  if (!workers.complete) {
    return <p className="muted">{t(workers.error ? messages.failed : messages.counting)}</p>;
  }
  const engine = engineFor(workers.items.records());
  const their = engine.outcome(theirs);
  const my = engine.outcome(mine);
  const { joined, left } = membershipChange(their.members, my.members);
  const names = (indexes: number[]) => {
    const shown = indexes
      .slice(0, NAMES_SHOWN)
      .map((index) => engine.workers[index]!.name?.trim() || engine.workers[index]!.id);
    const more = indexes.length - shown.length;
    return more > 0 ? t(messages.more, { names: shown.join(', '), count: formatInteger(more) }) : shown.join(', ');
  };
  return (
    <section className={styles.conflictMembers} aria-labelledby="conflict-members-title">
      <h3 id="conflict-members-title" className={styles.conflictTitle}>
        {t(messages.title)}
      </h3>
      <dl className={styles.conflictCounts}>
        <dt>{t(messages.theirs)}</dt>
        <dd>{describeCount(their.count, engine.columns.size, their.bound, t)}</dd>
        <dt>{t(messages.mine)}</dt>
        <dd>{describeCount(my.count, engine.columns.size, my.bound, t)}</dd>
      </dl>
      {joined.length === 0 && left.length === 0 ? (
        <p className="muted">{t(messages.same)}</p>
      ) : (
        <ul className={styles.partial}>
          {joined.length > 0 ? (
            <li>{t(messages.onlyMine, { count: formatInteger(joined.length), names: names(joined) })}</li>
          ) : null}
          {left.length > 0 ? (
            <li>{t(messages.onlyTheirs, { count: formatInteger(left.length), names: names(left) })}</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
