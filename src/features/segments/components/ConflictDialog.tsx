import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { formatRelative, formatUtc } from '../../../lib/format';
import {
  defineMessages,
  describeApiError,
  T,
  useErrorMessages,
  useT,
  type MessageDescriptor,
  type Translate,
} from '../../../lib/i18n';
import type { ConflictState } from '../model/editor-machine';
import type { ClauseComparison, ClauseOutcome, FieldComparison, WorkerListChanges } from '../model/merge';
import { describeClause } from '../model/sentence';
import { sharedMessages } from '../model/shared-messages';
import { matchLabels, scopeLabels } from '../model/vocabulary';
import styles from './ConflictDialog.module.css';

const messages = defineMessages({
  unchanged: { id: 'segments.merge.unchanged', defaultMessage: 'Unchanged' },
  changedByThem: { id: 'segments.merge.changedByThem', defaultMessage: 'Their change kept' },
  changedByYou: { id: 'segments.merge.changedByYou', defaultMessage: 'Your change re-applied' },
  changedByBoth: { id: 'segments.merge.changedByBoth', defaultMessage: 'Same change on both sides' },
  addedByThem: { id: 'segments.merge.addedByThem', defaultMessage: 'Added by them' },
  addedByYou: { id: 'segments.merge.addedByYou', defaultMessage: 'Your addition re-applied' },
  addedByBoth: { id: 'segments.merge.addedByBoth', defaultMessage: 'Added on both sides' },
  removedByThem: { id: 'segments.merge.removedByThem', defaultMessage: 'Removed by them' },
  removedByYou: { id: 'segments.merge.removedByYou', defaultMessage: 'Your removal re-applied' },
  removedByBoth: { id: 'segments.merge.removedByBoth', defaultMessage: 'Removed on both sides' },
  conflict: { id: 'segments.merge.conflict', defaultMessage: 'Collision: you decide' },
  name: { id: 'segments.merge.name', defaultMessage: 'Name' },
  scope: { id: 'segments.merge.scope', defaultMessage: 'Scope' },
  match: { id: 'segments.merge.match', defaultMessage: 'Workers must match' },
  notThere: { id: 'segments.merge.notThere', defaultMessage: 'Not there' },
  added: { id: 'segments.merge.added', defaultMessage: 'added {ids}' },
  removed: { id: 'segments.merge.removed', defaultMessage: 'removed {ids}' },
  addedAndRemoved: { id: 'segments.merge.addedAndRemoved', defaultMessage: '{added}; {removed}' },
  noChange: { id: 'segments.merge.noChange', defaultMessage: 'No change' },
  title: { id: 'segments.merge.title', defaultMessage: 'This segment changed since you opened it' },
  loadingLatest: { id: 'segments.merge.loadingLatest', defaultMessage: 'Loading the latest version…' },
  keepEditing: { id: 'segments.merge.keepEditing', defaultMessage: 'Keep editing' },
  tryAgain: { id: 'segments.merge.tryAgain', defaultMessage: 'Try again' },
  loadFailed: {
    id: 'segments.merge.loadFailed',
    defaultMessage: 'The latest version could not be loaded: {detail} Your edits are kept.',
  },
  comparing: { id: 'segments.merge.comparing', defaultMessage: 'Comparing your edits with the latest version…' },
  includedWorkers: { id: 'segments.merge.includedWorkers', defaultMessage: 'Included workers' },
  excludedWorkers: { id: 'segments.merge.excludedWorkers', defaultMessage: 'Excluded workers' },
  newer: {
    id: 'segments.merge.newer',
    defaultMessage:
      '{edits, select, yes {{name} saved a newer version ({when}). Your edits are not lost: compare, then choose how to continue.} other {{name} saved a newer version ({when}). You had not changed anything yet.}}',
    description: '{when}: how long ago, as “5 minutes ago”',
  },
  loadTheirs: { id: 'segments.merge.loadTheirs', defaultMessage: 'Load their version, keep my edits aside' },
  reapplyDecide: { id: 'segments.merge.reapplyDecide', defaultMessage: 'Re-apply my edits and decide collisions' },
  reapply: { id: 'segments.merge.reapply', defaultMessage: 'Re-apply my edits' },
  loadLatest: { id: 'segments.merge.loadLatest', defaultMessage: 'Load the latest version' },
  noCollision: {
    id: 'segments.merge.noCollision',
    defaultMessage: 'None of your edits collide with theirs: re-applying them keeps both.',
  },
  collisions: {
    id: 'segments.merge.collisions',
    defaultMessage:
      '{count, plural, one {One of your edits collides with theirs. Re-applying marks it in the form for you to decide.} other {# of your edits collide with theirs. Re-applying marks each in the form for you to decide.}}',
  },
  what: { id: 'segments.merge.what', defaultMessage: 'What' },
  theirsLatest: { id: 'segments.merge.theirsLatest', defaultMessage: 'Their version (latest)' },
  mine: { id: 'segments.merge.mine', defaultMessage: 'Your edits' },
  theirs: { id: 'segments.merge.theirs', defaultMessage: 'Their version' },
  differences: { id: 'segments.merge.differences', defaultMessage: 'Differences' },
  clause: { id: 'segments.merge.clause', defaultMessage: 'Clause {number}' },
  clauseRemoved: { id: 'segments.merge.clauseRemoved', defaultMessage: 'Clause (removed)' },
  noneSame: { id: 'segments.merge.noneSame', defaultMessage: 'No clause is the same on both sides.' },
  same: {
    id: 'segments.merge.same',
    defaultMessage:
      '{count, plural, one {# clause is the same on both sides.} other {# clauses are the same on both sides.}}',
  },
});

const outcomeLabels: Record<ClauseOutcome, { text: MessageDescriptor; tone: string }> = {
  unchanged: { text: messages.unchanged, tone: '' },
  changed_by_them: { text: messages.changedByThem, tone: 'badge-accent' },
  changed_by_you: { text: messages.changedByYou, tone: 'badge-success' },
  changed_by_both: { text: messages.changedByBoth, tone: '' },
  added_by_them: { text: messages.addedByThem, tone: 'badge-accent' },
  added_by_you: { text: messages.addedByYou, tone: 'badge-success' },
  added_by_both: { text: messages.addedByBoth, tone: '' },
  removed_by_them: { text: messages.removedByThem, tone: 'badge-accent' },
  removed_by_you: { text: messages.removedByYou, tone: 'badge-success' },
  removed_by_both: { text: messages.removedByBoth, tone: '' },
  conflict: { text: messages.conflict, tone: 'badge-warning' },
};

const fieldNames = { name: messages.name, scope: messages.scope, match: messages.match } as const;

function fieldValue(t: Translate, comparison: FieldComparison, side: 'mine' | 'theirs'): string {
  const value = comparison[side];
  if (comparison.field === 'scope') return t(scopeLabels[value as keyof typeof scopeLabels]);
  if (comparison.field === 'match') return t(matchLabels[value as keyof typeof matchLabels]);
  return value;
}

function clauseText(t: Translate, clause: ClauseComparison['mine']): string {
  return clause ? describeClause(clause, t) : t(messages.notThere);
}

function workerSummary(t: Translate, changes: WorkerListChanges): { theirs: string; mine: string } | null {
  const part = (added: string[], removed: string[]) => {
    const addedText = added.length ? t(messages.added, { ids: added.join(', ') }) : '';
    const removedText = removed.length ? t(messages.removed, { ids: removed.join(', ') }) : '';
    if (addedText && removedText) return t(messages.addedAndRemoved, { added: addedText, removed: removedText });
    return addedText || removedText || t(messages.noChange);
  };
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
  const t = useT('segments', 'segmentList');
  const primary = useRef<HTMLButtonElement>(null);
  useErrorMessages(state.status === 'failed');
  if (state.status !== 'ready') {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t(messages.title)}
        description={state.status === 'loading' ? t(messages.loadingLatest) : null}
        actions={
          state.status === 'failed' ? (
            <>
              <button type="button" className="btn" onClick={onClose}>
                {t(messages.keepEditing)}
              </button>
              <button type="button" className="btn btn-primary" onClick={onRetry}>
                {t(messages.tryAgain)}
              </button>
            </>
          ) : null
        }
      >
        {state.status === 'failed' ? (
          <div className="alert alert-danger" role="alert">
            <p>{t(messages.loadFailed, { detail: describeApiError(state.error).detail })}</p>
          </div>
        ) : (
          <p role="status" className="muted">
            {t(messages.comparing)}
          </p>
        )}
      </Dialog>
    );
  }

  const { latest, merge } = state;
  const who = latest.segment.updatedByName ?? t(sharedMessages.someone);
  const changedFields = merge.fields.filter((field) => field.outcome !== 'unchanged');
  const changedClauses = merge.clauses.filter((clause) => clause.outcome !== 'unchanged');
  const unchangedCount = merge.clauses.length - changedClauses.length;
  const workers = [
    [t(messages.includedWorkers), workerSummary(t, merge.workers.includedWorkerIds)],
    [t(messages.excludedWorkers), workerSummary(t, merge.workers.excludedWorkerIds)],
  ] as const;
  const collisions = merge.conflicts.length;

  return (
    <Dialog
      open
      wide
      scrollBody
      onClose={onClose}
      initialFocus={primary}
      title={t(messages.title)}
      description={
        <T
          message={messages.newer}
          values={{
            edits: merge.hasEdits ? 'yes' : 'no',
            name: who,
            when: (
              <time dateTime={latest.segment.updatedAt} title={formatUtc(latest.segment.updatedAt)}>
                {formatRelative(latest.segment.updatedAt)}
              </time>
            ),
          }}
        />
      }
      actions={
        <>
          <button type="button" className={`btn btn-ghost ${styles.action}`} onClick={onClose}>
            {t(messages.keepEditing)}
          </button>
          {merge.hasEdits ? (
            <>
              <button type="button" className={`btn ${styles.action}`} onClick={onLoadLatest}>
                {t(messages.loadTheirs)}
              </button>
              <button ref={primary} type="button" className={`btn btn-primary ${styles.action}`} onClick={onReapply}>
                {t(collisions > 0 ? messages.reapplyDecide : messages.reapply)}
              </button>
            </>
          ) : (
            <button ref={primary} type="button" className={`btn btn-primary ${styles.action}`} onClick={onLoadLatest}>
              {t(messages.loadLatest)}
            </button>
          )}
        </>
      }
    >
      {merge.hasEdits ? (
        <p className={collisions > 0 ? 'alert alert-warning' : 'alert'}>
          {collisions === 0 ? t(messages.noCollision) : t(messages.collisions, { count: collisions })}
        </p>
      ) : null}
      <div className={styles.comparison}>
        <div className={styles.header} aria-hidden="true">
          <span>{t(messages.what)}</span>
          <span>{t(messages.theirsLatest)}</span>
          <span>{t(messages.mine)}</span>
        </div>
        <ul className={styles.rows} aria-label={t(messages.differences)}>
          {changedFields.map((field) => (
            <li key={field.field} className={styles.row}>
              <div className={styles.what}>
                <span className={styles.whatName}>{t(fieldNames[field.field])}</span>
                <OutcomeBadge outcome={field.outcome} />
              </div>
              <Side label={t(messages.theirs)}>{fieldValue(t, field, 'theirs')}</Side>
              <Side label={t(messages.mine)}>{fieldValue(t, field, 'mine')}</Side>
            </li>
          ))}
          {changedClauses.map((clause) => (
            <li key={clause.key} className={styles.row}>
              <div className={styles.what}>
                <span className={styles.whatName}>
                  {clause.position ? t(messages.clause, { number: clause.position }) : t(messages.clauseRemoved)}
                </span>
                <OutcomeBadge outcome={clause.outcome} />
              </div>
              <Side label={t(messages.theirs)} muted={!clause.theirs}>
                {clauseText(t, clause.theirs)}
              </Side>
              <Side label={t(messages.mine)} muted={!clause.mine}>
                {clauseText(t, clause.mine)}
              </Side>
            </li>
          ))}
          {workers.map(([title, summary]) =>
            summary ? (
              <li key={title} className={styles.row}>
                <div className={styles.what}>
                  <span className={styles.whatName}>{title}</span>
                </div>
                <Side label={t(messages.theirs)}>{summary.theirs}</Side>
                <Side label={t(messages.mine)}>{summary.mine}</Side>
              </li>
            ) : null,
          )}
        </ul>
        <p className="muted">
          {unchangedCount === 0 ? t(messages.noneSame) : t(messages.same, { count: unchangedCount })}
        </p>
      </div>
      {members}
    </Dialog>
  );
}

function OutcomeBadge({ outcome }: { outcome: ClauseOutcome | FieldComparison['outcome'] }) {
  const t = useT('segments');
  const { text, tone } = outcomeLabels[outcome];
  return <span className={`badge ${tone}`}>{t(text)}</span>;
}

function Side({ label, muted, children }: { label: string; muted?: boolean; children: string }) {
  return (
    <div className={styles.side}>
      <span className={styles.sideLabel}>{label}</span>
      <span className={muted ? `muted ${styles.sideText}` : styles.sideText}>{children}</span>
    </div>
  );
}
