import type { SegmentWrite } from '../../../../contract';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import { formatInteger } from '../../../lib/format';
import { membershipChange } from '../../../lib/segment-rules/evaluate-segment';
import { describeCount } from '../model/preview-text';
import { engineFor } from '../model/member-counts';
import styles from './Preview.module.css';

type Version = Pick<SegmentWrite, 'scope' | 'match' | 'clauses' | 'includedWorkerIds' | 'excludedWorkerIds'>;

const NAMES_SHOWN = 8;

/** In the 412 dialog: how many workers each version selects, and who is only in one of them. */
export function ConflictMembers({ theirs, mine }: { theirs: Version; mine: Version }) {
  const workers = useOrgChartWorkers();
  if (!workers.complete) {
    return <p className="muted">{workers.error ? 'The members could not be counted.' : 'Counting the members…'}</p>;
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
    return more > 0 ? `${shown.join(', ')} and ${formatInteger(more)} more` : shown.join(', ');
  };
  return (
    <section className={styles.conflictMembers} aria-labelledby="conflict-members-title">
      <h3 id="conflict-members-title" className={styles.conflictTitle}>
        Members
      </h3>
      <dl className={styles.conflictCounts}>
        <dt>Their version</dt>
        <dd>{describeCount(their.count, engine.columns.size, their.bound)}</dd>
        <dt>Your edits</dt>
        <dd>{describeCount(my.count, engine.columns.size, my.bound)}</dd>
      </dl>
      {joined.length === 0 && left.length === 0 ? (
        <p className="muted">Both versions select the same workers.</p>
      ) : (
        <ul className={styles.partial}>
          {joined.length > 0 ? (
            <li>
              Only in yours ({formatInteger(joined.length)}): {names(joined)}
            </li>
          ) : null}
          {left.length > 0 ? (
            <li>
              Only in theirs ({formatInteger(left.length)}): {names(left)}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
