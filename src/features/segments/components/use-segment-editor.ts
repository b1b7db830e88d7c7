import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearDraft, readDraft } from '../../../lib/drafts';
import { isApiError } from '../../../lib/http';
import { defineMessages, prepareErrorMessages, translate } from '../../../lib/i18n';
import { useCurrentSession } from '../../../lib/session';
import { useLatest } from '../../../lib/use-latest';
import { useCreateSegment } from '../api/create-segment';
import { segmentQuery, useSegment } from '../api/get-segment';
import { segmentKeys } from '../api/keys';
import { useReplaceSegment } from '../api/replace-segment';
import type { Conflict } from '../model/conflicts';
import { draftKey, isSegmentDraft } from '../model/draft';
import {
  canAdoptQuietly,
  editorReducer,
  initialEditorState,
  isNewerVersion,
  type SegmentVersion,
} from '../model/editor-machine';
import { toSegmentWrite, type SegmentFormValues } from '../model/form-values';
import { saveOutcome, saveResultOf, unversionedSave, type SaveResult } from '../model/save-outcome';
import { conflictMarkerId } from './ConflictMarker';
import { REAPPLIED_NOTICE_ID } from './EditorNotices';

const messages = defineMessages({
  savedAsNew: { id: 'segments.edit.savedAsNew', defaultMessage: 'Saved as a new segment.' },
  deleted: { id: 'segments.edit.deleted', defaultMessage: 'Deleted “{name}”.' },
  alreadyDeleted: { id: 'segments.edit.alreadyDeleted', defaultMessage: '“{name}” had already been deleted.' },
});
import type { SegmentFormApi } from './SegmentForm';

/** After re-applying edits, focus goes to the first collision to decide, else to the notice. */
function focusAfterReapply(conflicts: readonly Conflict[]) {
  // Once the remounted form is on screen.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const first = conflicts[0];
      const target = document.getElementById(first ? conflictMarkerId(first) : REAPPLIED_NOTICE_ID);
      target?.focus();
      target?.scrollIntoView({ block: 'center' });
    }),
  );
}

/** A message the page that sent us here left in the history entry, read once and then cleared. */
function useArrivalFlash(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState<string | null>(() => (location.state as { flash?: string } | null)?.flash ?? null);
  useEffect(() => {
    if (flash) void navigate(location.pathname, { replace: true, state: null });
    // Only once: the message was read into state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return flash;
}

/**
 * The segment editor's page at work: the state machine of model/editor-machine.ts, fed with what
 * the service and this tab's storage say, and the actions of the page's buttons.
 */
export function useSegmentEditor(segmentId: string, loaded: SegmentVersion) {
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = useSegment(segmentId).data ?? loaded;
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState(loaded, readDraft(draftKey(segmentId), isSegmentDraft), session.user.id),
  );
  const stateRef = useLatest(state);
  const formApi = useRef<SegmentFormApi>(null);
  const flash = useArrivalFlash();
  const replace = useReplaceSegment(segmentId);
  const create = useCreateSegment();

  // A colleague's newer version replaces the one on screen when nothing unsaved would be lost
  // (before the browser paints the older one again).
  const adopt = isNewerVersion(state, current) && canAdoptQuietly(state);
  useLayoutEffect(() => {
    if (adopt) dispatch({ type: 'version-seen', current });
  }, [adopt, current]);

  const { leaving } = state;
  useEffect(() => {
    if (leaving) void navigate(leaving.to, { state: leaving.flash ? { flash: leaving.flash } : null });
  }, [leaving, navigate]);

  /** Reads the latest version for the conflict dialog and merges the edits `mine` onto it. */
  const readLatest = useCallback(
    async (mine: SegmentFormValues) => {
      try {
        const latest = await queryClient.fetchQuery({ ...segmentQuery(segmentId), staleTime: 0 });
        const { mergeSegment } = await import('../model/merge');
        dispatch({ type: 'latest-read', latest, merge: mergeSegment(stateRef.current.base, mine, latest.segment) });
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'segment_not_found') dispatch({ type: 'segment-gone' });
        else dispatch({ type: 'latest-unreadable', error });
      }
    },
    [queryClient, segmentId, stateRef],
  );

  const compare = (mine: SegmentFormValues) => {
    dispatch({ type: 'compare-requested', mine });
    void readLatest(mine);
  };

  const save = async (values: SegmentFormValues): Promise<SaveResult> => {
    const { etag } = stateRef.current;
    if (!etag) return saveResultOf(unversionedSave);
    dispatch({ type: 'save-started', values });
    try {
      const saved = await replace.mutateAsync({ body: toSegmentWrite(values), etag });
      dispatch({ type: 'save-succeeded', etag: saved.etag });
      return { status: 'saved' };
    } catch (error) {
      // What went wrong is said in the errors' words, which load on first use.
      await prepareErrorMessages().catch(() => undefined);
      const outcome = saveOutcome(error);
      dispatch({ type: 'save-failed', outcome });
      if (outcome.kind === 'conflict') void readLatest(values);
      return saveResultOf(outcome);
    }
  };

  const reapply = () => {
    const { conflict } = stateRef.current;
    if (conflict?.status !== 'ready') return;
    dispatch({ type: 'edits-reapplied' });
    focusAfterReapply(conflict.merge.conflicts);
  };

  const reapplySetAside = async () => {
    const { setAside } = stateRef.current;
    const form = formApi.current;
    if (!setAside || !form) return;
    const { mergeSegment } = await import('../model/merge');
    const merge = mergeSegment(setAside.base, setAside.values, form.getValues());
    dispatch({ type: 'set-aside-reapplied', merge });
    focusAfterReapply(merge.conflicts);
  };

  const discardDraft = () => {
    clearDraft(draftKey(segmentId));
    dispatch({ type: 'draft-discarded', current });
  };

  const saveAsNew = async () => {
    const values = formApi.current?.getValues();
    if (!values) return;
    try {
      const created = await create.mutateAsync(toSegmentWrite(values));
      queryClient.setQueryData(segmentKeys.detail(created.segment.id), created);
      clearDraft(draftKey(segmentId));
      dispatch({ type: 'left', to: `/segments/${created.segment.id}`, flash: translate(messages.savedAsNew) });
    } catch {
      // The error shows in the notice; the edits stay in the form.
    }
  };

  const onDeleted = (outcome: 'deleted' | 'already_gone') => {
    clearDraft(draftKey(segmentId));
    const { name } = stateRef.current.base;
    dispatch({
      type: 'left',
      to: '/segments',
      flash: translate(outcome === 'deleted' ? messages.deleted : messages.alreadyDeleted, { name }),
    });
  };

  const onDirtyChange = useCallback((dirty: boolean) => dispatch({ type: 'edited', dirty }), []);

  return {
    state,
    /** The segment as the service has it now (the header's "last changed"). */
    current,
    flash,
    formApi,
    /** The draft's context for the form: whose work, on which version, with what set aside. */
    draft: { key: draftKey(segmentId), userId: session.user.id, etag: state.etag, setAside: state.setAside },
    save,
    onDirtyChange,
    onDeleted,
    dialog: {
      onReapply: reapply,
      onLoadLatest: () => dispatch({ type: 'latest-loaded' }),
      onRetry: () => state.conflict && compare(state.conflict.mine),
      onClose: () => dispatch({ type: 'dialog-closed' }),
    },
    notices: {
      onCompare: () => {
        const values = formApi.current?.getValues();
        if (values) compare(values);
      },
      onDiscardDraft: discardDraft,
      onReapplySetAside: () => void reapplySetAside(),
      onDiscardSetAside: () => dispatch({ type: 'set-aside-discarded' }),
      onSaveAsNew: () => void saveAsNew(),
      saveAsNew: { pending: create.isPending, error: create.error },
    },
  };
}
