import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import type { ApiKey, ApiKeyWithSecret } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { isApiError } from '../../../lib/http';
import { apiKeyKeys } from '../api/keys';
import { useRotateApiKey } from '../api/rotate-api-key';
import { describeKeyActionFailure, listIsStale } from '../model/errors';
import { IssuedKey } from './IssuedKey';
import { KeyActionFailure } from './KeyActionFailure';

export interface RotateApiKeyDialogProps {
  apiKey: ApiKey | null;
  /** Called once the dialog closes, with the key's name when it was rotated. */
  onClose: (rotatedName: string | null) => void;
  finalFocus?: RefObject<HTMLElement | null>;
}

/** Asks before rotating, then shows the new full key once; it lives in this dialog's state only. */
export function RotateApiKeyDialog({ apiKey, onClose, finalFocus }: RotateApiKeyDialogProps) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [issued, setIssued] = useState<ApiKeyWithSecret | null>(null);
  const rotate = useRotateApiKey(setIssued);
  const failure =
    rotate.error && !(isApiError(rotate.error) && rotate.error.status === 401)
      ? describeKeyActionFailure(rotate.error, 'rotate')
      : null;

  const close = () => {
    const rotatedName = issued?.apiKey.name ?? null;
    setIssued(null);
    rotate.reset();
    onClose(rotatedName);
  };
  const confirm = () => {
    if (!apiKey) return;
    rotate.mutate(apiKey.id, {
      onError: (error) => {
        if (listIsStale(error)) void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() });
      },
    });
  };

  if (issued) {
    return (
      <Dialog
        open={apiKey !== null}
        onClose={close}
        title="Key rotated"
        description={`“${issued.apiKey.name}” has a new secret. The previous one has stopped working; update what uses it.`}
        dismissable={false}
        finalFocus={finalFocus}
      >
        <IssuedKey issued={issued} onDone={close} />
      </Dialog>
    );
  }
  const canConfirm = !failure || failure.retryable;
  return (
    <Dialog
      open={apiKey !== null}
      onClose={close}
      role="alertdialog"
      title={<>Rotate “{apiKey?.name}”?</>}
      description="A new secret is issued and shown once. The current secret stops working immediately: anything that uses it fails until it is given the new one."
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!rotate.isPending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={close} disabled={rotate.isPending}>
            {canConfirm ? 'Cancel' : 'Close'}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={confirm}
              disabled={rotate.isPending}
              aria-busy={rotate.isPending}
            >
              {rotate.isPending ? 'Rotating…' : failure ? 'Try again' : 'Rotate key'}
            </button>
          ) : null}
        </>
      }
    >
      {failure ? <KeyActionFailure failure={failure} /> : null}
    </Dialog>
  );
}
