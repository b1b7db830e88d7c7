import { useRef, type RefObject } from 'react';
import type { SecretSummary } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { defineMessages, useErrorMessages, useT } from '../../../lib/i18n';
import { describeRevealFailure } from '../model/reveal-errors';
import { REVEAL_SECONDS } from '../model/reveal-timer';
import styles from './Secrets.module.css';

const messages = defineMessages({
  title: {
    id: 'secrets.revealDialog.title',
    defaultMessage: 'Reveal “{name}”?',
    description: 'Title of the confirmation before a secret’s value is shown; name: the secret’s name',
  },
  description: {
    id: 'secrets.revealDialog.description',
    defaultMessage:
      'The plain value will be shown on this screen for {seconds, plural, one {# second} other {# seconds}}. The reveal is recorded in the workspace audit log with your name and the time.',
  },
  cancel: { id: 'secrets.revealDialog.cancel', defaultMessage: 'Cancel' },
  close: { id: 'secrets.revealDialog.close', defaultMessage: 'Close' },
  revealing: { id: 'secrets.revealDialog.revealing', defaultMessage: 'Revealing…' },
  tryAgain: { id: 'secrets.revealDialog.tryAgain', defaultMessage: 'Try again' },
  reveal: { id: 'secrets.revealDialog.reveal', defaultMessage: 'Reveal value' },
});

export interface RevealSecretDialogProps {
  secret: SecretSummary | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once the dialog closes; by default back to the Reveal button. */
  finalFocus?: RefObject<HTMLElement | null>;
}

/** Asks before a reveal, naming the secret and saying that the reveal is recorded. */
export function RevealSecretDialog({
  secret,
  pending,
  error,
  onConfirm,
  onCancel,
  finalFocus,
}: RevealSecretDialogProps) {
  const t = useT('secrets');
  useErrorMessages(Boolean(error));
  const cancelRef = useRef<HTMLButtonElement>(null);
  const failure = error ? describeRevealFailure(error, t) : null;
  const canConfirm = !failure || failure.retryable;
  return (
    <Dialog
      open={secret !== null}
      onClose={onCancel}
      role="alertdialog"
      title={t(messages.title, { name: secret?.name ?? '' })}
      description={t(messages.description, { seconds: REVEAL_SECONDS })}
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!pending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={pending}>
            {t(canConfirm ? messages.cancel : messages.close)}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending}
            >
              {t(pending ? messages.revealing : failure ? messages.tryAgain : messages.reveal)}
            </button>
          ) : null}
        </>
      }
    >
      {failure ? (
        <div className={`alert alert-danger ${styles.failure}`} role="alert">
          <div>
            <strong>{failure.title}</strong>
            <p>{failure.detail}</p>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
