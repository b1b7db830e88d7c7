import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useHasPermission } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSegment } from '../api/get-segment';
import type { SegmentVersion } from '../model/editor-machine';
import { editorNotices } from '../model/editor-notices';
import { sharedMessages } from '../model/shared-messages';
import { toSegmentWrite } from '../model/form-values';
import { ConflictDialog } from './ConflictDialog';
import { ConflictMembers } from './ConflictMembers';
import { DeleteSegmentButton } from './DeleteSegmentButton';
import { EditorNotices } from './EditorNotices';
import { SegmentForm } from './SegmentForm';
import { SegmentSaveHistory } from './SegmentSaveHistory';
import { useSegmentEditor } from './use-segment-editor';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  title: {
    id: 'segments.edit.title',
    defaultMessage: 'Segment',
    description: 'The tab’s title while the segment loads',
  },
  missingTitle: { id: 'segments.edit.missingTitle', defaultMessage: 'This segment does not exist' },
  missingAction: { id: 'segments.edit.missingAction', defaultMessage: 'Go to the segments' },
  missingDetail: {
    id: 'segments.edit.missingDetail',
    defaultMessage: 'It may have been deleted, or the link may be wrong.',
  },
  loading: { id: 'segments.edit.loading', defaultMessage: 'Loading the segment…' },
  breadcrumb: { id: 'segments.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  segments: { id: 'segments.breadcrumb.segments', defaultMessage: 'Segments' },
  lastChanged: {
    id: 'segments.edit.lastChanged',
    defaultMessage: '{by, select, none {Last changed {when}} other {Last changed {when} by {by}}}',
    description: '{when}: how long ago, as “5 minutes ago”; {by}: a person’s name, or “none”',
  },
});

export function SegmentEditPage() {
  const { segmentId = '' } = useParams();
  return <SegmentEditLoader key={segmentId} segmentId={segmentId} />;
}

function SegmentEditLoader({ segmentId }: { segmentId: string }) {
  const t = useT('segments');
  const query = useSegment(segmentId);
  useDocumentTitle(query.data?.segment.name ?? t(messages.title));
  if (query.data) return <SegmentEditor segmentId={segmentId} loaded={query.data} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.errorCode === 'segment_not_found') {
      return (
        <EmptyState
          title={t(messages.missingTitle)}
          action={
            <Link className="btn" to="/segments">
              {t(messages.missingAction)}
            </Link>
          }
        >
          <p>{t(messages.missingDetail)}</p>
        </EmptyState>
      );
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label={t(messages.loading)} />;
}

/** The editor of a segment read with its version: the header, the notices, the form, the dialog. */
function SegmentEditor({ segmentId, loaded }: { segmentId: string; loaded: SegmentVersion }) {
  const t = useT('segments');
  const canWrite = useHasPermission('segments:write');
  const editor = useSegmentEditor(segmentId, loaded);
  const { state, current } = editor;
  const header = current.segment;
  const { conflict } = state;
  return (
    <>
      <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
        <Link to="/segments">{t(messages.segments)}</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{state.base.name}</span>
      </nav>
      <PageHeader
        title={state.base.name || header.name}
        subtitle={
          <T
            message={messages.lastChanged}
            values={{
              by: header.updatedByName ?? 'none',
              when: (
                <time dateTime={header.updatedAt} title={formatUtc(header.updatedAt)}>
                  {formatRelative(header.updatedAt)}
                </time>
              ),
            }}
          />
        }
        actions={
          canWrite && !state.gone ? (
            <DeleteSegmentButton
              segmentId={segmentId}
              name={state.base.name}
              etag={state.etag}
              onDeleted={editor.onDeleted}
            />
          ) : null
        }
      />
      <EditorNotices notices={editorNotices(state, { flash: editor.flash, canWrite, current })} {...editor.notices} />
      <SegmentForm
        key={state.revision}
        mode="edit"
        initialValues={state.initialValues}
        base={state.base}
        initialConflicts={state.initialConflicts}
        draft={editor.draft}
        readOnly={!canWrite}
        leaving={state.leaving !== null}
        otherName={header.updatedByName ?? t(sharedMessages.someone)}
        onSave={editor.save}
        onDirtyChange={editor.onDirtyChange}
        apiRef={editor.formApi}
      />
      <SegmentSaveHistory segmentId={segmentId} currentEtag={state.etag} />
      {conflict ? (
        <ConflictDialog
          state={conflict}
          {...editor.dialog}
          members={
            conflict.status === 'ready' ? (
              <ConflictMembers theirs={conflict.latest.segment} mine={toSegmentWrite(conflict.mine)} />
            ) : null
          }
        />
      ) : null}
    </>
  );
}
