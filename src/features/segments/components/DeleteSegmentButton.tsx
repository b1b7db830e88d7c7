import { useErrorMessages } from '../../../lib/i18n';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { describeError } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import { useDeleteSegment } from '../api/delete-segment';
import styles from './SegmentEditor.module.css';

function deleteFailure(error: unknown, name: string): string {
  if (isApiError(error)) {
    if (error.errorCode === 'segment_referenced') {
      return `“${name}” is used by a policy, so it cannot be deleted. ${error.message}`;
    }
    if (error.status === 412) {
      return 'Someone changed this segment since you opened it. Nothing was deleted: close this, review the latest version, then decide.';
    }
    if (error.status === 403) return 'Your role cannot delete segments. Nothing was deleted.';
  }
  const { title, detail } = describeError(error);
  return `${title}. ${detail} Nothing was deleted.`;
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn ${styles.deleteButton}`} onClick={() => setOpen(true)}>
        Delete segment
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
      ? deleteFailure(remove.error, name)
      : null;
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${name}”?`}
      description="The segment and its rule are removed for everyone in this workspace. This cannot be undone."
      confirmLabel={remove.isPending ? 'Deleting…' : 'Delete segment'}
      cancelLabel={failure ? 'Close' : 'Keep the segment'}
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
