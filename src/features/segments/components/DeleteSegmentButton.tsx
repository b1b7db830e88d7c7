import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/http';
import { defineMessages, describeApiError, useErrorMessages, useT, type Translate } from '../../../lib/i18n';
import { useDeleteSegment } from '../api/delete-segment';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  referenced: {
    id: 'segments.delete.referenced',
    defaultMessage: '“{name}” is used by a policy, so it cannot be deleted.',
  },
  referencedWithService: {
    id: 'segments.delete.referencedWithService',
    defaultMessage: '“{name}” is used by a policy, so it cannot be deleted. {serviceWords}',
    description: '{serviceWords}: the service’s own sentence naming the policies, in English',
  },
  changed: {
    id: 'segments.delete.changed',
    defaultMessage:
      'Someone changed this segment since you opened it. Nothing was deleted: close this, review the latest version, then decide.',
  },
  forbidden: {
    id: 'segments.delete.forbidden',
    defaultMessage: 'Your role cannot delete segments. Nothing was deleted.',
  },
  failed: {
    id: 'segments.delete.failed',
    defaultMessage: '{title}. {detail} Nothing was deleted.',
    description: '{title} and {detail}: what went wrong, as the console words the error',
  },
  button: { id: 'segments.delete.button', defaultMessage: 'Delete segment' },
  title: { id: 'segments.delete.title', defaultMessage: 'Delete “{name}”?' },
  description: {
    id: 'segments.delete.description',
    defaultMessage: 'The segment and its rule are removed for everyone in this workspace. This cannot be undone.',
  },
  deleting: { id: 'segments.delete.deleting', defaultMessage: 'Deleting…' },
  close: { id: 'segments.delete.close', defaultMessage: 'Close' },
  keep: { id: 'segments.delete.keep', defaultMessage: 'Keep the segment' },
});

function deleteFailure(t: Translate, error: unknown, name: string): string {
  if (isApiError(error)) {
    if (error.errorCode === 'segment_referenced') {
      return error.message
        ? t(messages.referencedWithService, { name, serviceWords: error.message })
        : t(messages.referenced, { name });
    }
    if (error.status === 412) return t(messages.changed);
    if (error.status === 403) return t(messages.forbidden);
  }
  const { title, detail } = describeApiError(error);
  return t(messages.failed, { title, detail });
}

interface DeleteSegmentProps {
  segmentId: string;
  name: string;
  /** The version on screen (If-Match); null deletes whatever the latest version is. */
  etag: string | null;
  onDeleted: (outcome: 'deleted' | 'already_gone') => void;
}

/** Deletes the segment after a confirmation; the version deleted is the one on screen (If-Match). */
export function DeleteSegmentButton(props: DeleteSegmentProps) {
  const t = useT('segments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn ${styles.deleteButton}`} onClick={() => setOpen(true)}>
        {t(messages.button)}
      </button>
      <DeleteSegmentDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The confirmation, and what went wrong if the delete failed. */
export function DeleteSegmentDialog({
  segmentId,
  name,
  etag,
  onDeleted,
  open,
  onClose,
}: DeleteSegmentProps & { open: boolean; onClose: () => void }) {
  const t = useT('segments');
  const remove = useDeleteSegment(segmentId);
  useErrorMessages(remove.isError);
  const close = () => {
    onClose();
    remove.reset();
  };
  const confirm = () => {
    remove.mutate(
      { etag },
      {
        onSuccess: () => onDeleted('deleted'),
        onError: (error) => {
          if (isApiError(error) && error.errorCode === 'segment_not_found') onDeleted('already_gone');
        },
      },
    );
  };
  const failure =
    remove.isError && !(isApiError(remove.error) && remove.error.errorCode === 'segment_not_found')
      ? deleteFailure(t, remove.error, name)
      : null;
  return (
    <ConfirmDialog
      open={open}
      title={t(messages.title, { name })}
      description={t(messages.description)}
      confirmLabel={t(remove.isPending ? messages.deleting : messages.button)}
      cancelLabel={t(failure ? messages.close : messages.keep)}
      tone="danger"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {failure ? (
        <div className="alert alert-danger" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
