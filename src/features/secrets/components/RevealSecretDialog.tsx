import { useRef, type RefObject } from 'react';
import type { SecretSummary } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { describeRevealFailure } from '../model/reveal-errors';
import { REVEAL_SECONDS } from '../model/reveal-timer';
import styles from './Secrets.module.css';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const failure = error ? describeRevealFailure(error) : null;
  const canConfirm = !failure || failure.retryable;
  return (
    <Dialog
      open={secret !== null}
      onClose={onCancel}
      role="alertdialog"
      title={<>Reveal “{secret?.name}”?</>}
      description={
        <>
          The plain value will be shown on this screen for {REVEAL_SECONDS} seconds. The reveal is recorded in the
          workspace audit log with your name and the time.
        </>
      }
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!pending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={pending}>
            {canConfirm ? 'Cancel' : 'Close'}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? 'Revealing…' : failure ? 'Try again' : 'Reveal value'}
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
