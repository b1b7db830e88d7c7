import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useStickyBottomBar } from '../../../lib/use-sticky-bottom-bar';
import { MembershipChange } from './MembershipChange';
import styles from './SegmentEditor.module.css';

/** Where the save stands, in words. */
function saveStatus(state: { saving: boolean; dirty: boolean; savedAt: Date | null; mode: 'create' | 'edit' }) {
  if (state.saving) return 'Saving…';
  if (state.dirty) return 'Unsaved changes';
  if (state.savedAt)
    return `Saved at ${state.savedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
  return state.mode === 'edit' ? 'No unsaved changes' : '';
}

/** The way back as an icon, for a phone's save bar: an arrow back to the list, or a cross to cancel. */
function BackIcon({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <svg
      className={styles.backIcon}
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {mode === 'create' ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M16 10H4m5-5l-5 5 5 5" />}
    </svg>
  );
}

/**
 * The bar under the form, kept in view: why the last save failed, where the save stands, how the
 * members would change, the way back, and the save button (focusable while saving, so that a
 * second press waits rather than vanishing). On a phone it is one row: the status and the count
 * on two short lines, the way back as an icon, and "Save"; every name is still read out whole.
 */
export function SaveBar({
  mode,
  saving,
  dirty,
  savedAt,
  message,
}: {
  mode: 'create' | 'edit';
  saving: boolean;
  dirty: boolean;
  savedAt: Date | null;
  /** Why the last save did not happen, for the whole form. */
  message: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBottomBar(bar);
  return (
    <div ref={bar} className={styles.saveBar} data-sticky-bottom>
      {message ? (
        <div className={`alert alert-danger ${styles.formMessage}`} role="alert">
          {message}
        </div>
      ) : null}
      <div className={styles.saveInfo}>
        <p className={`muted ${styles.saveStatus}`} role="status">
          {saveStatus({ saving, dirty, savedAt, mode })}
        </p>
        <span className={styles.saveMembers}>
          <MembershipChange />
        </span>
      </div>
      <div className={styles.saveActions}>
        <Link to="/segments" className={`btn btn-ghost ${styles.backLink}`}>
          <BackIcon mode={mode} />
          <span className={styles.backText}>{mode === 'create' ? 'Cancel' : 'Back to segments'}</span>
        </Link>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={saving || undefined}
          aria-busy={saving}
          aria-keyshortcuts="Control+S Meta+S"
        >
          <span>
            {mode === 'create' ? 'Create ' : 'Save '}
            <span className={styles.phoneHidden}>{mode === 'create' ? 'segment' : 'changes'}</span>
          </span>
        </button>
      </div>
    </div>
  );
}
