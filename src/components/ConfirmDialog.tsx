import { useRef, type ReactNode } from 'react';
import { defineMessages, useT } from '../lib/i18n';
import { Dialog } from './Dialog';

const messages = defineMessages({
  cancel: { id: 'shell.confirm.cancel', defaultMessage: 'Cancel' },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; the safe choice (cancel) has the first focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={cancelRef}
      dismissable={!pending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? t(messages.cancel)}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
