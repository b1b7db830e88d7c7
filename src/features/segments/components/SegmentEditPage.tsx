import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, describeError } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { clearDraft, readDraft } from '../../../lib/drafts';
import { formatDateTime, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useCurrentSession, useHasPermission } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateSegment } from '../api/create-segment';
import { segmentQuery, useSegment, type LoadedSegment } from '../api/get-segment';
import { segmentKeys } from '../api/keys';
import { useReplaceSegment } from '../api/replace-segment';
import type { Conflict } from '../model/conflicts';
import { draftKey, isSegmentDraft, type SetAsideEdits } from '../model/draft';
import { normalizeAfterSave, toFormValues, toSegmentWrite, type SegmentFormValues } from '../model/form-values';
import { failedSaveMessage } from '../model/server-errors';
import { ConflictMembers } from './ConflictMembers';
import { ConflictDialog, type ConflictState } from './ConflictDialog';
import { conflictMarkerId } from './ConflictMarker';
import { DeleteSegmentButton } from './DeleteSegmentButton';
import { SegmentForm, type SaveResult, type SegmentFormApi } from './SegmentForm';
import styles from './SegmentEditor.module.css';
import { useLatest } from '../../../lib/use-latest';

const REAPPLIED_NOTICE_ID = 'segment-reapplied-notice';

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

export function SegmentEditPage() {
  const { segmentId = '' } = useParams();
  return <SegmentEditLoader key={segmentId} segmentId={segmentId} />;
}

function SegmentEditLoader({ segmentId }: { segmentId: string }) {
  const query = useSegment(segmentId);
  useDocumentTitle(query.data?.segment.name ?? 'Segment');
  if (query.data) return <SegmentEditor segmentId={segmentId} loaded={query.data} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.errorCode === 'segment_not_found') {
      return (
        <EmptyState
          title="This segment does not exist"
          action={
            <Link className="btn" to="/segments">
              Go to the segments
            </Link>
          }
        >
          <p>It may have been deleted, or the link may be wrong.</p>
        </EmptyState>
      );
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label="Loading the segment…" />;
}

interface EditorState {
  /** The ETag of the version the edits are based on: sent as If-Match. */
  etag: string | null;
  base: SegmentFormValues;
  initialValues: SegmentFormValues;
  initialConflicts: Conflict[];
  setAside: SetAsideEdits | null;
  /** Bumped to mount the form afresh with new initial values. */
  revision: number;
  notice: Notice | null;
}

type Notice =
  | { type: 'restored'; savedAt: string; outdated: boolean }
  | { type: 'updated'; by: string }
  | { type: 'reapplied'; conflicts: number }
  | { type: 'loaded-latest' };

function initialEditorState(segmentId: string, loaded: LoadedSegment, userId: string): EditorState {
  const stored = readDraft(draftKey(segmentId), isSegmentDraft);
  if (stored && stored.value.userId === userId && stored.value.etag) {
    const draft = stored.value;
    return {
      etag: draft.etag,
      base: draft.base,
      initialValues: draft.values,
      initialConflicts: draft.conflicts,
      setAside: draft.setAside,
      revision: 0,
      notice: { type: 'restored', savedAt: stored.savedAt, outdated: draft.etag !== loaded.etag },
    };
  }
  const base = toFormValues(loaded.segment);
  return {
    etag: loaded.etag,
    base,
    initialValues: base,
    initialConflicts: [],
    setAside: null,
    revision: 0,
    notice: null,
  };
}

const IF_MATCH_BUG =
  'The console sent this save without a valid version check (If-Match). That is a bug in the console, not something you did. Your edits are kept in this tab: reload the page and save again, and report it if it happens again.';

function SegmentEditor({ segmentId, loaded }: { segmentId: string; loaded: LoadedSegment }) {
  const session = useCurrentSession();
  const canWrite = useHasPermission('segments:write');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useSegment(segmentId).data ?? loaded;
  const [editor, setEditor] = useState(() => initialEditorState(segmentId, loaded, session.user.id));
  const editorRef = useLatest(editor);
  // Versions this page has seen or written; any other version of the segment is someone else's.
  const [knownEtags, setKnownEtags] = useState<ReadonlySet<string | null>>(() => new Set([loaded.etag, editor.etag]));
  const addKnownEtag = useCallback((etag: string | null) => setKnownEtags((known) => new Set(known).add(etag)), []);
  const formApi = useRef<SegmentFormApi>(null);
  const [conflict, setConflict] = useState<{ state: ConflictState; mine: SegmentFormValues } | null>(null);
  const [gone, setGone] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<{ to: string; flash?: string } | null>(null);
  const [flash] = useState<string | null>(() => (location.state as { flash?: string } | null)?.flash ?? null);
  const replace = useReplaceSegment(segmentId);
  const create = useCreateSegment();

  useEffect(() => {
    if (flash) void navigate(location.pathname, { replace: true, state: null });
    // Only once: the message was read into state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (leaving) void navigate(leaving.to, { state: leaving.flash ? { flash: leaving.flash } : null });
  }, [leaving, navigate]);

  const openConflict = useCallback(
    async (mine: SegmentFormValues) => {
      setConflict({ state: { status: 'loading' }, mine });
      try {
        const latest = await queryClient.fetchQuery({ ...segmentQuery(segmentId), staleTime: 0 });
        addKnownEtag(latest.etag);
        const { mergeSegment } = await import('../model/merge');
        const merge = mergeSegment(editorRef.current.base, mine, latest.segment);
        setConflict({ state: { status: 'ready', latest, merge }, mine });
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'segment_not_found') {
          setConflict(null);
          setGone(true);
        } else {
          setConflict({ state: { status: 'failed', error }, mine });
        }
      }
    },
    [queryClient, segmentId, addKnownEtag, editorRef],
  );

  const save = async (values: SegmentFormValues): Promise<SaveResult> => {
    const { etag } = editorRef.current;
    if (!etag) {
      return {
        status: 'failed',
        message:
          'The service sent this segment without a version tag (ETag), so it cannot be saved safely. Reload the page; your edits are kept in this tab.',
      };
    }
    try {
      const saved = await replace.mutateAsync({ body: toSegmentWrite(values), etag });
      addKnownEtag(saved.etag);
      setEditor((state) => ({ ...state, etag: saved.etag, base: normalizeAfterSave(values), notice: null }));
      return { status: 'saved' };
    } catch (error) {
      if (!isApiError(error))
        return {
          status: 'failed',
          message: 'The segment was not saved: something unexpected went wrong. Your edits are kept; try again.',
        };
      if (error.status === 412) {
        void openConflict(values);
        return { status: 'handled' };
      }
      if (error.status === 401) return { status: 'handled' };
      if (error.status === 428 || error.errorCode === 'invalid_if_match')
        return { status: 'failed', message: IF_MATCH_BUG };
      if (error.status === 403)
        return {
          status: 'failed',
          message:
            'Your role cannot change segments, so nothing was saved. Your edits are kept in this tab; ask a workspace owner or admin for access.',
        };
      if (error.errorCode === 'segment_not_found') {
        setGone(true);
        return { status: 'handled' };
      }
      if (error.status === 400)
        return {
          status: 'rejected',
          errors: error.errors.length
            ? error.errors
            : [{ errorCode: error.errorCode as 'validation_error', errorMessage: error.message, target: error.target }],
        };
      return {
        status: 'failed',
        message: failedSaveMessage('Not saved.', describeError(error), 'Your edits are kept'),
      };
    }
  };

  const remount = (next: Partial<EditorState>) =>
    setEditor((state) => ({ ...state, ...next, revision: state.revision + 1 }));

  const reapply = () => {
    if (conflict?.state.status !== 'ready') return;
    const { latest, merge } = conflict.state;
    remount({
      etag: latest.etag,
      base: merge.latest,
      initialValues: merge.values,
      initialConflicts: merge.conflicts,
      notice: { type: 'reapplied', conflicts: merge.conflicts.length },
    });
    setConflict(null);
    focusAfterReapply(merge.conflicts);
  };

  const loadLatest = () => {
    if (conflict?.state.status !== 'ready') return;
    const { latest, merge } = conflict.state;
    const mine = conflict.mine;
    remount({
      etag: latest.etag,
      base: merge.latest,
      initialValues: merge.latest,
      initialConflicts: [],
      setAside: merge.hasEdits ? { base: editorRef.current.base, values: mine } : editorRef.current.setAside,
      notice: { type: 'loaded-latest' },
    });
    setConflict(null);
  };

  const reapplySetAside = async () => {
    const setAside = editorRef.current.setAside;
    const form = formApi.current;
    if (!setAside || !form) return;
    const { mergeSegment } = await import('../model/merge');
    const merge = mergeSegment(setAside.base, setAside.values, form.getValues());
    remount({
      initialValues: merge.values,
      initialConflicts: merge.conflicts,
      setAside: null,
      notice: { type: 'reapplied', conflicts: merge.conflicts.length },
    });
    focusAfterReapply(merge.conflicts);
  };

  const discardDraft = () => {
    clearDraft(draftKey(segmentId));
    const base = toFormValues(current.segment);
    addKnownEtag(current.etag);
    remount({ etag: current.etag, base, initialValues: base, initialConflicts: [], setAside: null, notice: null });
  };

  const saveAsNew = async () => {
    const values = formApi.current?.getValues();
    if (!values) return;
    try {
      const created = await create.mutateAsync(toSegmentWrite(values));
      queryClient.setQueryData(segmentKeys.detail(created.segment.id), created);
      clearDraft(draftKey(segmentId));
      setLeaving({ to: `/segments/${created.segment.id}`, flash: 'Saved as a new segment.' });
    } catch {
      // The error shows below the button; the edits stay in the form.
    }
  };

  const onDeleted = (outcome: 'deleted' | 'already_gone') => {
    clearDraft(draftKey(segmentId));
    setLeaving({
      to: '/segments',
      flash:
        outcome === 'deleted' ? `Deleted “${editor.base.name}”.` : `“${editor.base.name}” had already been deleted.`,
    });
  };

  const newerVersion = !knownEtags.has(current.etag) && !gone;
  // Nothing unsaved: a newer version simply replaces the one on screen.
  const adoptLatest =
    newerVersion &&
    !dirty &&
    editor.initialConflicts.length === 0 &&
    !editor.setAside &&
    !conflict &&
    editor.notice?.type !== 'restored';
  if (adoptLatest) {
    // Adjusting state while rendering (not in an effect): the next render sees the version as known.
    addKnownEtag(current.etag);
    const base = toFormValues(current.segment);
    setEditor((state) => ({
      ...state,
      etag: current.etag,
      base,
      initialValues: base,
      initialConflicts: [],
      revision: state.revision + 1,
      notice: { type: 'updated', by: current.segment.updatedByName ?? 'Someone' },
    }));
  }
  const notices: ReactNode[] = [];
  if (flash)
    notices.push(
      <div key="flash" className="alert alert-success" role="status">
        <p>{flash}</p>
      </div>,
    );
  if (!canWrite) {
    notices.push(
      <div key="read-only" className="alert">
        <p>Your role can view segments but not change them.</p>
      </div>,
    );
  }
  if (gone) {
    notices.push(
      <div key="gone" className="alert alert-danger" role="alert">
        <div className="stack">
          <p>
            <strong>This segment no longer exists</strong>: someone deleted it while you were editing. Your edits are
            still here.
          </p>
          {create.isError ? (
            <p>
              {isApiError(create.error) && create.error.errorCode === 'segment_name_conflict'
                ? 'Another segment already has this name: change the name, then try again.'
                : `Not saved: ${describeError(create.error).detail}`}
            </p>
          ) : null}
        </div>
        <button type="button" className="btn btn-small" onClick={() => void saveAsNew()} disabled={create.isPending}>
          Save as a new segment
        </button>
      </div>,
    );
  }
  const notice = editor.notice;
  if (notice?.type === 'restored') {
    notices.push(
      <div key="restored" className="alert alert-warning" role="status">
        <div className="stack">
          <p>
            <strong>Your unsaved edits were restored</strong> (kept in this tab since {formatDateTime(notice.savedAt)}).
            {notice.outdated
              ? ' The segment has changed since: saving will show what changed and let you combine both.'
              : ''}
          </p>
        </div>
        <div className={styles.noticeActions}>
          {notice.outdated ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => formApi.current && void openConflict(formApi.current.getValues())}
            >
              Compare now
            </button>
          ) : null}
          <button type="button" className="btn btn-small" onClick={discardDraft}>
            Discard my edits
          </button>
        </div>
      </div>,
    );
  } else if (newerVersion && !adoptLatest) {
    notices.push(
      <div key="newer" className="alert alert-warning" role="status">
        <p>
          <strong>{current.segment.updatedByName ?? 'Someone'} saved a newer version</strong> (
          <time dateTime={current.segment.updatedAt} title={formatUtc(current.segment.updatedAt)}>
            {formatRelative(current.segment.updatedAt)}
          </time>
          ). Your edits are based on an older one.
        </p>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => formApi.current && void openConflict(formApi.current.getValues())}
        >
          Review the changes
        </button>
      </div>,
    );
  }
  // With collisions, the form's own banner says what to do: one banner, not two.
  if (notice?.type === 'reapplied' && notice.conflicts === 0) {
    notices.push(
      <div key="reapplied" id={REAPPLIED_NOTICE_ID} tabIndex={-1} className="alert alert-success" role="status">
        <p>Your edits were re-applied to the latest version. Review them, then save.</p>
      </div>,
    );
  }
  if (notice?.type === 'updated') {
    notices.push(
      <div key="updated" className="alert" role="status">
        <p>{notice.by} saved a newer version; it is shown here.</p>
      </div>,
    );
  }
  if (editor.setAside) {
    notices.push(
      <div key="set-aside" className="alert" role="status">
        <p>
          <strong>Your earlier edits are set aside</strong>; the form shows the latest version.
        </p>
        <div className={styles.noticeActions}>
          <button type="button" className="btn btn-small" onClick={() => void reapplySetAside()}>
            Re-apply my edits
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setEditor((state) => ({ ...state, setAside: null, notice: null }))}
          >
            Discard them
          </button>
        </div>
      </div>,
    );
  }

  const header = current.segment;
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/segments">Segments</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{editor.base.name}</span>
      </nav>
      <PageHeader
        title={editor.base.name || header.name}
        subtitle={
          <>
            Last changed{' '}
            <time dateTime={header.updatedAt} title={formatUtc(header.updatedAt)}>
              {formatRelative(header.updatedAt)}
            </time>
            {header.updatedByName ? ` by ${header.updatedByName}` : ''}
          </>
        }
        actions={
          canWrite && !gone ? (
            <DeleteSegmentButton
              segmentId={segmentId}
              name={editor.base.name}
              etag={editor.etag}
              onDeleted={onDeleted}
            />
          ) : null
        }
      />
      {notices.length > 0 ? <div className={styles.notices}>{notices}</div> : null}
      <SegmentForm
        key={editor.revision}
        mode="edit"
        initialValues={editor.initialValues}
        base={editor.base}
        initialConflicts={editor.initialConflicts}
        draft={{ key: draftKey(segmentId), userId: session.user.id, etag: editor.etag, setAside: editor.setAside }}
        readOnly={!canWrite}
        leaving={leaving !== null}
        otherName={current.segment.updatedByName ?? 'Someone'}
        onSave={save}
        onDirtyChange={setDirty}
        apiRef={formApi}
      />
      {conflict ? (
        <ConflictDialog
          state={conflict.state}
          onReapply={reapply}
          onLoadLatest={loadLatest}
          onRetry={() => void openConflict(conflict.mine)}
          onClose={() => setConflict(null)}
          members={
            conflict.state.status === 'ready' ? (
              <ConflictMembers theirs={conflict.state.latest.segment} mine={toSegmentWrite(conflict.mine)} />
            ) : null
          }
        />
      ) : null}
    </>
  );
}
