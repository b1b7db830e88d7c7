import { useErrorMessages } from '../../../lib/i18n';
import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { describeError } from '../../../components/states';
import { formatQuantity, formatRelative, formatUtc } from '../../../lib/format';
import type { ConflictState } from '../model/editor-machine';
import type { ClauseComparison, ClauseOutcome, FieldComparison, WorkerListChanges } from '../model/merge';
import { describeClause } from '../model/sentence';
import { matchLabels, scopeLabels } from '../model/vocabulary';
import styles from './ConflictDialog.module.css';

const outcomeLabels: Record<ClauseOutcome, { text: string; tone: string }> = {
  unchanged: { text: 'Unchanged', tone: '' },
  changed_by_them: { text: 'Their change kept', tone: 'badge-accent' },
  changed_by_you: { text: 'Your change re-applied', tone: 'badge-success' },
  changed_by_both: { text: 'Same change on both sides', tone: '' },
  added_by_them: { text: 'Added by them', tone: 'badge-accent' },
  added_by_you: { text: 'Your addition re-applied', tone: 'badge-success' },
  added_by_both: { text: 'Added on both sides', tone: '' },
  removed_by_them: { text: 'Removed by them', tone: 'badge-accent' },
  removed_by_you: { text: 'Your removal re-applied', tone: 'badge-success' },
  removed_by_both: { text: 'Removed on both sides', tone: '' },
  conflict: { text: 'Collision: you decide', tone: 'badge-warning' },
};

const fieldNames = { name: 'Name', scope: 'Scope', match: 'Workers must match' } as const;

function fieldValue(comparison: FieldComparison, side: 'mine' | 'theirs'): string {
  const value = comparison[side];
  if (comparison.field === 'scope') return scopeLabels[value as keyof typeof scopeLabels];
  if (comparison.field === 'match') return matchLabels[value as keyof typeof matchLabels];
  return value;
}

function clauseText(clause: ClauseComparison['mine']): string {
  return clause ? describeClause(clause) : 'Not there';
}

function workerSummary(changes: WorkerListChanges): { theirs: string; mine: string } | null {
  const part = (added: string[], removed: string[]) =>
    [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : '']
      .filter(Boolean)
      .join('; ') || 'No change';
  if (
    !changes.addedByThem.length &&
    !changes.removedByThem.length &&
    !changes.addedByYou.length &&
    !changes.removedByYou.length
  )
    return null;
  return {
    theirs: part(changes.addedByThem, changes.removedByThem),
    mine: part(changes.addedByYou, changes.removedByYou),
  };
}

/**
 * Shown when a save is refused with 412: the segment changed since the form was loaded. Shows
 * what changed, clause by clause, their version beside the user's edits, and offers to re-apply
 * the edits onto the latest version (collisions marked in the form) or to load it and keep the
 * edits aside. Nothing typed is lost either way.
 */
export function ConflictDialog({
  state,
  onReapply,
  onLoadLatest,
  onRetry,
  onClose,
  members,
}: {
  state: ConflictState;
  /** Who each version selects, shown under the differences. */
  members?: ReactNode;
  onReapply: () => void;
  onLoadLatest: () => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const primary = useRef<HTMLButtonElement>(null);
  useErrorMessages(state.status === 'failed');
  if (state.status !== 'ready') {
    return (
      <Dialog
        open
        onClose={onClose}
        title="This segment changed since you opened it"
        description={state.status === 'loading' ? 'Loading the latest version…' : null}
        actions={
          state.status === 'failed' ? (
            <>
              <button type="button" className="btn" onClick={onClose}>
                Keep editing
              </button>
              <button type="button" className="btn btn-primary" onClick={onRetry}>
                Try again
              </button>
            </>
          ) : null
        }
      >
        {state.status === 'failed' ? (
          <div className="alert alert-danger" role="alert">
            <p>The latest version could not be loaded: {describeError(state.error).detail} Your edits are kept.</p>
          </div>
        ) : (
          <p role="status" className="muted">
            Comparing your edits with the latest version…
          </p>
        )}
      </Dialog>
    );
  }

  const { latest, merge } = state;
  const who = latest.segment.updatedByName ?? 'Someone';
  const changedFields = merge.fields.filter((field) => field.outcome !== 'unchanged');
  const changedClauses = merge.clauses.filter((clause) => clause.outcome !== 'unchanged');
  const unchangedCount = merge.clauses.length - changedClauses.length;
  const workers = [
    ['Included workers', workerSummary(merge.workers.includedWorkerIds)],
    ['Excluded workers', workerSummary(merge.workers.excludedWorkerIds)],
  ] as const;
  const collisions = merge.conflicts.length;

  return (
    <Dialog
      open
      wide
      scrollBody
      onClose={onClose}
      initialFocus={primary}
      title="This segment changed since you opened it"
      description={
        <>
          {who} saved a newer version (
          <time dateTime={latest.segment.updatedAt} title={formatUtc(latest.segment.updatedAt)}>
            {formatRelative(latest.segment.updatedAt)}
          </time>
          ).{' '}
          {merge.hasEdits
            ? 'Your edits are not lost: compare, then choose how to continue.'
            : 'You had not changed anything yet.'}
        </>
      }
      actions={
        <>
          <button type="button" className={`btn btn-ghost ${styles.action}`} onClick={onClose}>
            Keep editing
          </button>
          {merge.hasEdits ? (
            <>
              <button type="button" className={`btn ${styles.action}`} onClick={onLoadLatest}>
                Load their version, keep my edits aside
              </button>
              <button ref={primary} type="button" className={`btn btn-primary ${styles.action}`} onClick={onReapply}>
                {collisions > 0 ? 'Re-apply my edits and decide collisions' : 'Re-apply my edits'}
              </button>
            </>
          ) : (
            <button ref={primary} type="button" className={`btn btn-primary ${styles.action}`} onClick={onLoadLatest}>
              Load the latest version
            </button>
          )}
        </>
      }
    >
      {merge.hasEdits ? (
        <p className={collisions > 0 ? 'alert alert-warning' : 'alert'}>
          {collisions === 0
            ? 'None of your edits collide with theirs: re-applying them keeps both.'
            : `${collisions === 1 ? 'One of your edits collides' : `${collisions} of your edits collide`} with theirs. Re-applying marks ${collisions === 1 ? 'it' : 'each'} in the form for you to decide.`}
        </p>
      ) : null}
      <div className={styles.comparison}>
        <div className={styles.header} aria-hidden="true">
          <span>What</span>
          <span>Their version (latest)</span>
          <span>Your edits</span>
        </div>
        <ul className={styles.rows} aria-label="Differences">
          {changedFields.map((field) => (
            <li key={field.field} className={styles.row}>
              <div className={styles.what}>
                <span className={styles.whatName}>{fieldNames[field.field]}</span>
                <OutcomeBadge outcome={field.outcome} />
              </div>
              <Side label="Their version">{fieldValue(field, 'theirs')}</Side>
              <Side label="Your edits">{fieldValue(field, 'mine')}</Side>
            </li>
          ))}
          {changedClauses.map((clause) => (
            <li key={clause.key} className={styles.row}>
              <div className={styles.what}>
                <span className={styles.whatName}>
                  {clause.position ? `Clause ${clause.position}` : 'Clause (removed)'}
                </span>
                <OutcomeBadge outcome={clause.outcome} />
              </div>
              <Side label="Their version" muted={!clause.theirs}>
                {clauseText(clause.theirs)}
              </Side>
              <Side label="Your edits" muted={!clause.mine}>
                {clauseText(clause.mine)}
              </Side>
            </li>
          ))}
          {workers.map(([title, summary]) =>
            summary ? (
              <li key={title} className={styles.row}>
                <div className={styles.what}>
                  <span className={styles.whatName}>{title}</span>
                </div>
                <Side label="Their version">{summary.theirs}</Side>
                <Side label="Your edits">{summary.mine}</Side>
              </li>
            ) : null,
          )}
        </ul>
        <p className="muted">
          {unchangedCount === 0
            ? 'No clause is the same on both sides.'
            : `${formatQuantity(unchangedCount, 'clause is', 'clauses are')} the same on both sides.`}
        </p>
      </div>
      {members}
    </Dialog>
  );
}

function OutcomeBadge({ outcome }: { outcome: ClauseOutcome | FieldComparison['outcome'] }) {
  const { text, tone } = outcomeLabels[outcome];
  return <span className={`badge ${tone}`}>{text}</span>;
}

function Side({ label, muted, children }: { label: string; muted?: boolean; children: string }) {
  return (
    <div className={styles.side}>
      <span className={styles.sideLabel}>{label}</span>
      <span className={muted ? `muted ${styles.sideText}` : styles.sideText}>{children}</span>
    </div>
  );
}
