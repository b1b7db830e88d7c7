import type { Segment } from '../../../../contract';
import type { StoredDraft } from '../../../lib/drafts';
import type { Conflict } from './conflicts';
import type { SegmentDraft, SetAsideEdits } from './draft';
import { normalizeAfterSave, toFormValues, type SegmentFormValues } from './form-values';
import type { SegmentMerge } from './merge';
import { translate } from '../../../lib/i18n';
import { sharedMessages } from './shared-messages';
import type { SaveOutcome } from './save-outcome';

/**
 * The segment editor's page as a state machine: which version the edits are based on, what the
 * form starts from, the conflict dialog, a colleague's newer version, drafts, and leaving. Pure:
 * the page (use-segment-editor.ts) reads and writes the service and storage, and tells this
 * reducer what happened.
 */

/** A version of the segment as read, with the ETag that names it. */
export interface SegmentVersion {
  segment: Segment;
  etag: string | null;
}

/** What the page says above the form about where its values come from. */
export type EditorNotice =
  /** Unsaved edits kept in this tab were put back; `outdated` when the segment changed since. */
  | { type: 'restored'; savedAt: string; outdated: boolean }
  /** A colleague's newer version replaced the one on screen (nothing was unsaved). */
  | { type: 'updated'; by: string }
  /** The edits were re-applied onto the latest version, with this many collisions to decide. */
  | { type: 'reapplied'; conflicts: number }
  /** The latest version was loaded; the edits, if any, are set aside. */
  | { type: 'loaded-latest' };

/** The conflict dialog: the latest version being read, read and merged, or not readable. */
export type ConflictState =
  | { status: 'loading' }
  | { status: 'ready'; latest: SegmentVersion; merge: SegmentMerge }
  | { status: 'failed'; error: unknown };

export interface EditorState {
  /** The ETag of the version the edits are based on: sent as If-Match. */
  etag: string | null;
  /** That version as form values: the form has unsaved changes while it differs. */
  base: SegmentFormValues;
  /** What the form starts from; it is mounted afresh whenever `revision` changes. */
  initialValues: SegmentFormValues;
  initialConflicts: Conflict[];
  setAside: SetAsideEdits | null;
  revision: number;
  notice: EditorNotice | null;
  /** Versions this page has seen or written; any other version of the segment is someone else's. */
  knownEtags: readonly (string | null)[];
  /** Whether the form differs from `base`. */
  dirty: boolean;
  /** The values being saved, while a save is under way. */
  saving: SegmentFormValues | null;
  /** The conflict dialog, with the edits it compares (`mine`); null when closed. */
  conflict: (ConflictState & { mine: SegmentFormValues }) | null;
  /** Someone deleted the segment while it was being edited. */
  gone: boolean;
  /** Saved as a new segment or deleted: the page goes to `to`, saying `flash` there. */
  leaving: { to: string; flash: string } | null;
}

export type EditorEvent =
  | { type: 'edited'; dirty: boolean }
  | { type: 'save-started'; values: SegmentFormValues }
  | { type: 'save-succeeded'; etag: string | null }
  | { type: 'save-failed'; outcome: SaveOutcome }
  /** "Compare now", "Review the changes", or "Try again" in the dialog: read the latest version. */
  | { type: 'compare-requested'; mine: SegmentFormValues }
  | { type: 'latest-read'; latest: SegmentVersion; merge: SegmentMerge }
  | { type: 'latest-unreadable'; error: unknown }
  | { type: 'segment-gone' }
  | { type: 'dialog-closed' }
  /** "Re-apply my edits" in the dialog. */
  | { type: 'edits-reapplied' }
  /** "Load their version, keep my edits aside" (or "Load the latest version") in the dialog. */
  | { type: 'latest-loaded' }
  | { type: 'set-aside-reapplied'; merge: SegmentMerge }
  | { type: 'set-aside-discarded' }
  | { type: 'draft-discarded'; current: SegmentVersion }
  /** The segment as the service has it now (each time it is read). */
  | { type: 'version-seen'; current: SegmentVersion }
  | { type: 'left'; to: string; flash: string };

/** The editor as it opens: the draft kept in this tab for this person, else the version read. */
export function initialEditorState(
  loaded: SegmentVersion,
  stored: StoredDraft<SegmentDraft> | null,
  userId: string,
): EditorState {
  const fresh = { revision: 0, dirty: false, saving: null, conflict: null, gone: false, leaving: null };
  if (stored && stored.value.userId === userId && stored.value.etag) {
    const draft = stored.value;
    return {
      ...fresh,
      etag: draft.etag,
      base: draft.base,
      initialValues: draft.values,
      initialConflicts: draft.conflicts,
      setAside: draft.setAside,
      notice: { type: 'restored', savedAt: stored.savedAt, outdated: draft.etag !== loaded.etag },
      knownEtags: [loaded.etag, draft.etag],
    };
  }
  const base = toFormValues(loaded.segment);
  const opened = { etag: loaded.etag, base, initialValues: base, initialConflicts: [], setAside: null };
  return { ...fresh, ...opened, notice: null, knownEtags: [loaded.etag] };
}

const knowing = (state: EditorState, etag: string | null) =>
  state.knownEtags.includes(etag) ? state.knownEtags : [...state.knownEtags, etag];

/** The form mounted afresh on these values. */
function remount(state: EditorState, next: Partial<EditorState>): EditorState {
  return { ...state, ...next, revision: state.revision + 1 };
}

/** Whether `current` is a version nobody on this page has seen or written: a colleague's. */
export function isNewerVersion(state: EditorState, current: SegmentVersion): boolean {
  return !state.knownEtags.includes(current.etag) && !state.gone;
}

/** Whether a newer version can simply replace the one on screen: nothing unsaved would be lost. */
export function canAdoptQuietly(state: EditorState): boolean {
  return (
    !state.dirty &&
    state.initialConflicts.length === 0 &&
    !state.setAside &&
    !state.conflict &&
    state.notice?.type !== 'restored'
  );
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'edited':
      return event.dirty === state.dirty ? state : { ...state, dirty: event.dirty };
    case 'save-started':
      return { ...state, saving: event.values };
    case 'save-succeeded':
      if (!state.saving) return state;
      return {
        ...state,
        etag: event.etag,
        base: normalizeAfterSave(state.saving),
        notice: null,
        knownEtags: knowing(state, event.etag),
        saving: null,
      };
    case 'save-failed': {
      if (!state.saving) return state;
      const saved = { ...state, saving: null };
      if (event.outcome.kind === 'conflict') return { ...saved, conflict: { status: 'loading', mine: state.saving } };
      if (event.outcome.kind === 'gone') return { ...saved, gone: true };
      return saved;
    }
    case 'compare-requested':
      return { ...state, conflict: { status: 'loading', mine: event.mine } };
    case 'latest-read':
      // Read for a dialog closed meanwhile: nothing to show, and the version stays unseen.
      if (state.conflict?.status !== 'loading') return state;
      return {
        ...state,
        knownEtags: knowing(state, event.latest.etag),
        conflict: { status: 'ready', latest: event.latest, merge: event.merge, mine: state.conflict.mine },
      };
    case 'latest-unreadable':
      if (state.conflict?.status !== 'loading') return state;
      return { ...state, conflict: { status: 'failed', error: event.error, mine: state.conflict.mine } };
    case 'segment-gone':
      return { ...state, conflict: null, gone: true };
    case 'dialog-closed':
      return state.conflict ? { ...state, conflict: null } : state;
    case 'edits-reapplied': {
      if (state.conflict?.status !== 'ready') return state;
      const { latest, merge } = state.conflict;
      return remount(state, {
        etag: latest.etag,
        base: merge.latest,
        initialValues: merge.values,
        initialConflicts: merge.conflicts,
        notice: { type: 'reapplied', conflicts: merge.conflicts.length },
        conflict: null,
      });
    }
    case 'latest-loaded': {
      if (state.conflict?.status !== 'ready') return state;
      const { latest, merge, mine } = state.conflict;
      return remount(state, {
        etag: latest.etag,
        base: merge.latest,
        initialValues: merge.latest,
        initialConflicts: [],
        setAside: merge.hasEdits ? { base: state.base, values: mine } : state.setAside,
        notice: { type: 'loaded-latest' },
        conflict: null,
      });
    }
    case 'set-aside-reapplied':
      if (!state.setAside) return state;
      return remount(state, {
        initialValues: event.merge.values,
        initialConflicts: event.merge.conflicts,
        setAside: null,
        notice: { type: 'reapplied', conflicts: event.merge.conflicts.length },
      });
    case 'set-aside-discarded':
      return { ...state, setAside: null, notice: null };
    case 'draft-discarded': {
      const base = toFormValues(event.current.segment);
      return remount(state, {
        etag: event.current.etag,
        base,
        initialValues: base,
        initialConflicts: [],
        setAside: null,
        notice: null,
        knownEtags: knowing(state, event.current.etag),
      });
    }
    case 'version-seen': {
      const { current } = event;
      if (!isNewerVersion(state, current) || !canAdoptQuietly(state)) return state;
      const base = toFormValues(current.segment);
      return remount(state, {
        etag: current.etag,
        base,
        initialValues: base,
        initialConflicts: [],
        notice: { type: 'updated', by: current.segment.updatedByName ?? translate(sharedMessages.someone) },
        knownEtags: knowing(state, current.etag),
      });
    }
    case 'left':
      return { ...state, leaving: { to: event.to, flash: event.flash } };
  }
}
