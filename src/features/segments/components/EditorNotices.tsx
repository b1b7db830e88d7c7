import { useErrorMessages } from '../../../lib/i18n';
import { describeError } from '../../../components/states';
import { formatDateTime, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import type { EditorNoticeView } from '../model/editor-notices';
import styles from './SegmentEditor.module.css';

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
          <p>Your role can view segments but not change them.</p>
        </div>
      );
    case 'gone':
      return <GoneNotice actions={actions} />;
    case 'restored':
      return (
        <div className="alert alert-warning" role="status">
          <div className="stack">
            <p>
              <strong>Your unsaved edits were restored</strong> (kept in this tab since {formatDateTime(notice.savedAt)}
              ).
              {notice.outdated
                ? ' The segment has changed since: saving will show what changed and let you combine both.'
                : ''}
            </p>
          </div>
          <div className={styles.noticeActions}>
            {notice.outdated ? (
              <button type="button" className="btn btn-small" onClick={actions.onCompare}>
                Compare now
              </button>
            ) : null}
            <button type="button" className="btn btn-small" onClick={actions.onDiscardDraft}>
              Discard my edits
            </button>
          </div>
        </div>
      );
    case 'newer':
      return (
        <div className="alert alert-warning" role="status">
          <p>
            <strong>{notice.version.updatedByName ?? 'Someone'} saved a newer version</strong> (
            <time dateTime={notice.version.updatedAt} title={formatUtc(notice.version.updatedAt)}>
              {formatRelative(notice.version.updatedAt)}
            </time>
            ). Your edits are based on an older one.
          </p>
          <button type="button" className="btn btn-small" onClick={actions.onCompare}>
            Review the changes
          </button>
        </div>
      );
    case 'reapplied':
      return (
        <div id={REAPPLIED_NOTICE_ID} tabIndex={-1} className="alert alert-success" role="status">
          <p>Your edits were re-applied to the latest version. Review them, then save.</p>
        </div>
      );
    case 'updated':
      return (
        <div className="alert" role="status">
          <p>{notice.by} saved a newer version; it is shown here.</p>
        </div>
      );
    case 'set-aside':
      return (
        <div className="alert" role="status">
          <p>
            <strong>Your earlier edits are set aside</strong>; the form shows the latest version.
          </p>
          <div className={styles.noticeActions}>
            <button type="button" className="btn btn-small" onClick={actions.onReapplySetAside}>
              Re-apply my edits
            </button>
            <button type="button" className="btn btn-small" onClick={actions.onDiscardSetAside}>
              Discard them
            </button>
          </div>
        </div>
      );
  }
}

function GoneNotice({ actions }: { actions: EditorNoticeActions }) {
  const { pending, error } = actions.saveAsNew;
  useErrorMessages(Boolean(error));
  return (
    <div className="alert alert-danger" role="alert">
      <div className="stack">
        <p>
          <strong>This segment no longer exists</strong>: someone deleted it while you were editing. Your edits are
          still here.
        </p>
        {error ? (
          <p>
            {isApiError(error) && error.errorCode === 'segment_name_conflict'
              ? 'Another segment already has this name: change the name, then try again.'
              : `Not saved: ${describeError(error).detail}`}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn btn-small" onClick={actions.onSaveAsNew} disabled={pending}>
        Save as a new segment
      </button>
    </div>
  );
}
