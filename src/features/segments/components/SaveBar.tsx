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

/**
 * The bar under the form, kept in view: why the last save failed, where the save stands, how the
 * members would change, the way back, and the save button (focusable while saving, so that a
 * second press waits rather than vanishing).
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
        <MembershipChange />
      </div>
      <div className={styles.saveActions}>
        <Link to="/segments" className={`btn btn-ghost ${styles.backLink}`}>
          {mode === 'create' ? 'Cancel' : 'Back to segments'}
        </Link>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={saving || undefined}
          aria-busy={saving}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {mode === 'create' ? 'Create segment' : 'Save changes'}
        </button>
      </div>
    </div>
  );
}
