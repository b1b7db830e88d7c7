import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format';
import { defineMessages, T, useT, type Translate } from '../../../lib/i18n';
import { useStickyBottomBar } from '../../../lib/use-sticky-bottom-bar';
import { MembershipChange } from './MembershipChange';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  saving: { id: 'segments.saveBar.saving', defaultMessage: 'Saving…' },
  unsaved: { id: 'segments.saveBar.unsaved', defaultMessage: 'Unsaved changes' },
  savedAt: { id: 'segments.saveBar.savedAt', defaultMessage: 'Saved at {time}', description: '{time}: as 14:05' },
  noChanges: { id: 'segments.saveBar.noChanges', defaultMessage: 'No unsaved changes' },
  cancel: { id: 'segments.saveBar.cancel', defaultMessage: 'Cancel' },
  back: { id: 'segments.saveBar.back', defaultMessage: 'Back to segments' },
  save: {
    id: 'segments.saveBar.save',
    defaultMessage: '{mode, select, create {Create <phone>segment</phone>} other {Save <phone>changes</phone>}}',
    description: 'The save button; on a phone the words in <phone> are hidden',
  },
});

/** Where the save stands, in words. */
function saveStatus(
  t: Translate,
  state: { saving: boolean; dirty: boolean; savedAt: Date | null; mode: 'create' | 'edit' },
) {
  if (state.saving) return t(messages.saving);
  if (state.dirty) return t(messages.unsaved);
  if (state.savedAt)
    return t(messages.savedAt, { time: dateTimeFormat({ hour: '2-digit', minute: '2-digit' }).format(state.savedAt) });
  return state.mode === 'edit' ? t(messages.noChanges) : '';
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
  const t = useT('segments');
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
          {saveStatus(t, { saving, dirty, savedAt, mode })}
        </p>
        <span className={styles.saveMembers}>
          <MembershipChange />
        </span>
      </div>
      <div className={styles.saveActions}>
        <Link to="/segments" className={`btn btn-ghost ${styles.backLink}`}>
          <BackIcon mode={mode} />
          <span className={styles.backText}>{t(mode === 'create' ? messages.cancel : messages.back)}</span>
        </Link>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={saving || undefined}
          aria-busy={saving}
          aria-keyshortcuts="Control+S Meta+S"
        >
          <span>
            <T
              message={messages.save}
              values={{ mode, phone: (chunks) => <span className={styles.phoneHidden}>{chunks}</span> }}
            />
          </span>
        </button>
      </div>
    </div>
  );
}
