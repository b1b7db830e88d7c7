import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { newSegmentHeading } from './headings';
import { clearDraft, readDraft } from '../../../lib/drafts';
import { formatDateTime } from '../../../lib/format';
import { defineMessages, prepareErrorMessages, T, translate, useT } from '../../../lib/i18n';
import { useCurrentSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateSegment } from '../api/create-segment';
import { segmentKeys } from '../api/keys';
import { draftKey, isSegmentDraft } from '../model/draft';
import { emptySegmentForm, toSegmentWrite, type SegmentFormValues } from '../model/form-values';
import { sharedMessages } from '../model/shared-messages';
import { saveOutcome, saveResultOf, type SaveResult } from '../model/save-outcome';
import { SegmentForm } from './SegmentForm';
import styles from './SegmentEditor.module.css';

const NEW_DRAFT = draftKey(null);

const messages = defineMessages({
  created: { id: 'segments.create.created', defaultMessage: 'Segment created.' },
  breadcrumb: { id: 'segments.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  segments: { id: 'segments.breadcrumb.segments', defaultMessage: 'Segments' },
  restored: {
    id: 'segments.create.restored',
    defaultMessage: '<b>Your unsaved work was restored</b> (kept in this tab since {when}).',
    description: '{when}: a date and time',
  },
  discard: { id: 'segments.create.discard', defaultMessage: 'Discard it and start over' },
});

interface CreateState {
  base: SegmentFormValues;
  initialValues: SegmentFormValues;
  restoredAt: string | null;
  revision: number;
}

function initialCreateState(userId: string): CreateState {
  const stored = readDraft(NEW_DRAFT, isSegmentDraft);
  if (stored && stored.value.userId === userId) {
    return { base: stored.value.base, initialValues: stored.value.values, restoredAt: stored.savedAt, revision: 0 };
  }
  const base = emptySegmentForm();
  return { base, initialValues: base, restoredAt: null, revision: 0 };
}

export function SegmentCreatePage() {
  const t = useT('segments');
  useDocumentTitle(t(newSegmentHeading.title));
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateSegment();
  const [state, setState] = useState(() => initialCreateState(session.user.id));
  const [createdId, setCreatedId] = useState<string | null>(null);

  useEffect(() => {
    if (createdId)
      void navigate(`/segments/${createdId}`, { replace: true, state: { flash: translate(messages.created) } });
  }, [createdId, navigate]);

  const save = async (values: SegmentFormValues): Promise<SaveResult> => {
    try {
      const created = await create.mutateAsync(toSegmentWrite(values));
      queryClient.setQueryData(segmentKeys.detail(created.segment.id), created);
      clearDraft(NEW_DRAFT);
      setCreatedId(created.segment.id);
      return { status: 'saved' };
    } catch (error) {
      // What went wrong is said in the errors' words, which load on first use.
      await prepareErrorMessages().catch(() => undefined);
      return saveResultOf(saveOutcome(error, 'create'));
    }
  };

  const discard = () => {
    clearDraft(NEW_DRAFT);
    const base = emptySegmentForm();
    setState((current) => ({ base, initialValues: base, restoredAt: null, revision: current.revision + 1 }));
  };

  return (
    <>
      <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
        <Link to="/segments">{t(messages.segments)}</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{t(newSegmentHeading.title)}</span>
      </nav>
      <PageHeader title={t(newSegmentHeading.title)} subtitle={t(newSegmentHeading.description)} />
      {state.restoredAt ? (
        <div className={styles.notices}>
          <div className="alert alert-warning" role="status">
            <p>
              <T
                message={messages.restored}
                values={{ b: (chunks) => <strong>{chunks}</strong>, when: formatDateTime(state.restoredAt) }}
              />
            </p>
            <div className={styles.noticeActions}>
              <button type="button" className="btn btn-small" onClick={discard}>
                {t(messages.discard)}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      <SegmentForm
        key={state.revision}
        mode="create"
        initialValues={state.initialValues}
        base={state.base}
        initialConflicts={[]}
        draft={{ key: NEW_DRAFT, userId: session.user.id, etag: null, setAside: null }}
        readOnly={false}
        leaving={createdId !== null}
        otherName={t(sharedMessages.someone)}
        onSave={save}
      />
    </>
  );
}
