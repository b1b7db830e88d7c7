import type { ReactNode } from 'react';
import { formatDateTime, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { defineMessages, describeApiError, T, useErrorMessages, useT } from '../../../lib/i18n';
import type { EditorNoticeView } from '../model/editor-notices';
import { sharedMessages } from '../model/shared-messages';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  readOnly: { id: 'segments.notice.readOnly', defaultMessage: 'Your role can view segments but not change them.' },
  restored: {
    id: 'segments.notice.restored',
    defaultMessage:
      '{outdated, select, yes {<b>Your unsaved edits were restored</b> (kept in this tab since {when}). The segment has changed since: saving will show what changed and let you combine both.} other {<b>Your unsaved edits were restored</b> (kept in this tab since {when}).}}',
    description: '{when}: a date and time',
  },
  compareNow: { id: 'segments.notice.compareNow', defaultMessage: 'Compare now' },
  discardMine: { id: 'segments.notice.discardMine', defaultMessage: 'Discard my edits' },
  newer: {
    id: 'segments.notice.newer',
    defaultMessage: '<b>{name} saved a newer version</b> ({when}). Your edits are based on an older one.',
    description: '{when}: how long ago, as “5 minutes ago”',
  },
  review: { id: 'segments.notice.review', defaultMessage: 'Review the changes' },
  reapplied: {
    id: 'segments.notice.reapplied',
    defaultMessage: 'Your edits were re-applied to the latest version. Review them, then save.',
  },
  updated: { id: 'segments.notice.updated', defaultMessage: '{name} saved a newer version; it is shown here.' },
  setAside: {
    id: 'segments.notice.setAside',
    defaultMessage: '<b>Your earlier edits are set aside</b>; the form shows the latest version.',
  },
  reapplyMine: { id: 'segments.notice.reapplyMine', defaultMessage: 'Re-apply my edits' },
  discardThem: { id: 'segments.notice.discardThem', defaultMessage: 'Discard them' },
  gone: {
    id: 'segments.notice.gone',
    defaultMessage:
      '<b>This segment no longer exists</b>: someone deleted it while you were editing. Your edits are still here.',
  },
  nameTaken: {
    id: 'segments.notice.nameTaken',
    defaultMessage: 'Another segment already has this name: change the name, then try again.',
  },
  notSaved: {
    id: 'segments.notice.notSaved',
    defaultMessage: 'Not saved: {detail}',
    description: '{detail}: what went wrong',
  },
  saveAsNew: { id: 'segments.notice.saveAsNew', defaultMessage: 'Save as a new segment' },
});

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** The notice that edits were re-applied: focus goes there when nothing collides. */
export const REAPPLIED_NOTICE_ID = 'segment-reapplied-notice';

export interface EditorNoticeActions {
  /** Compares the form's values with the latest version (the conflict dialog). */
  onCompare: () => void;
  onDiscardDraft: () => void;
  onReapplySetAside: () => void;
  onDiscardSetAside: () => void;
  /** Saves the edits of a segment deleted meanwhile as a new one. */
  onSaveAsNew: () => void;
  /** That save: under way, or how it failed. */
  saveAsNew: { pending: boolean; error: unknown };
}

/** The notices above the segment editor's form (which ones: `editorNotices` in the model). */
export function EditorNotices({ notices, ...actions }: { notices: EditorNoticeView[] } & EditorNoticeActions) {
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((notice) => (
        <Notice key={notice.type} notice={notice} actions={actions} />
      ))}
    </div>
  );
}

function Notice({ notice, actions }: { notice: EditorNoticeView; actions: EditorNoticeActions }) {
  const t = useT('segments');
  switch (notice.type) {
    case 'flash':
      return (
        <div className="alert alert-success" role="status">
          <p>{notice.message}</p>
        </div>
      );
    case 'read-only':
      return (
        <div className="alert">
          <p>{t(messages.readOnly)}</p>
        </div>
      );
    case 'gone':
      return <GoneNotice actions={actions} />;
    case 'restored':
      return (
        <div className="alert alert-warning" role="status">
          <div className="stack">
            <p>
              <T
                message={messages.restored}
                values={{
                  outdated: notice.outdated ? 'yes' : 'no',
                  when: formatDateTime(notice.savedAt),
                  b: bold,
                }}
              />
            </p>
          </div>
          <div className={styles.noticeActions}>
            {notice.outdated ? (
              <button type="button" className="btn btn-small" onClick={actions.onCompare}>
                {t(messages.compareNow)}
              </button>
            ) : null}
            <button type="button" className="btn btn-small" onClick={actions.onDiscardDraft}>
              {t(messages.discardMine)}
            </button>
          </div>
        </div>
      );
    case 'newer':
      return (
        <div className="alert alert-warning" role="status">
          <p>
            <T
              message={messages.newer}
              values={{
                name: notice.version.updatedByName ?? t(sharedMessages.someone),
                when: (
                  <time dateTime={notice.version.updatedAt} title={formatUtc(notice.version.updatedAt)}>
                    {formatRelative(notice.version.updatedAt)}
                  </time>
                ),
                b: bold,
              }}
            />
          </p>
          <button type="button" className="btn btn-small" onClick={actions.onCompare}>
            {t(messages.review)}
          </button>
        </div>
      );
    case 'reapplied':
      return (
        <div id={REAPPLIED_NOTICE_ID} tabIndex={-1} className="alert alert-success" role="status">
          <p>{t(messages.reapplied)}</p>
        </div>
      );
    case 'updated':
      return (
        <div className="alert" role="status">
          <p>{t(messages.updated, { name: notice.by })}</p>
        </div>
      );
    case 'set-aside':
      return (
        <div className="alert" role="status">
          <p>
            <T message={messages.setAside} values={{ b: bold }} />
          </p>
          <div className={styles.noticeActions}>
            <button type="button" className="btn btn-small" onClick={actions.onReapplySetAside}>
              {t(messages.reapplyMine)}
            </button>
            <button type="button" className="btn btn-small" onClick={actions.onDiscardSetAside}>
              {t(messages.discardThem)}
            </button>
          </div>
        </div>
      );
  }
}

function GoneNotice({ actions }: { actions: EditorNoticeActions }) {
  const { pending, error } = actions.saveAsNew;
  const t = useT('segments');
  useErrorMessages(Boolean(error));
  return (
    <div className="alert alert-danger" role="alert">
      <div className="stack">
        <p>
          <T message={messages.gone} values={{ b: bold }} />
        </p>
        {error ? (
          <p>
            {isApiError(error) && error.errorCode === 'segment_name_conflict'
              ? t(messages.nameTaken)
              : t(messages.notSaved, { detail: describeApiError(error).detail })}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn btn-small" onClick={actions.onSaveAsNew} disabled={pending}>
        {t(messages.saveAsNew)}
      </button>
    </div>
  );
}
