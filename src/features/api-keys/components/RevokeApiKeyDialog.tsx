import { useQueryClient } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import type { ApiKey } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { isApiError } from '../../../lib/http';
import { apiKeyKeys } from '../api/keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { describeKeyActionFailure, listIsStale } from '../model/errors';
import { KeyActionFailure } from './KeyActionFailure';

export interface RevokeApiKeyDialogProps {
  apiKey: ApiKey | null;
  /** Called once the dialog closes, with the key's name when it was revoked. */
  onClose: (revokedName: string | null) => void;
  /** Where focus goes on close: the Revoke button, or somewhere else once it is gone with the revoke. */
  finalFocus: RefObject<HTMLElement | null>;
}

export function RevokeApiKeyDialog({ apiKey, onClose, finalFocus }: RevokeApiKeyDialogProps) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeApiKey();
  const failure =
    revoke.error && !(isApiError(revoke.error) && revoke.error.status === 401)
      ? describeKeyActionFailure(revoke.error, 'revoke')
      : null;
  const canConfirm = !failure || failure.retryable;

  const close = (revokedName: string | null) => {
    revoke.reset();
    onClose(revokedName);
  };
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: (revoked) => close(revoked.name),
      onError: (error) => {
        if (listIsStale(error)) void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() });
      },
    });
  };

  return (
    <Dialog
      open={apiKey !== null}
      onClose={() => close(null)}
      role="alertdialog"
      title={<>Revoke “{apiKey?.name}”?</>}
      description="Anything that uses this key is refused from now on. A revoked key cannot be brought back; create a new one if it is needed again."
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!revoke.isPending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={() => close(null)} disabled={revoke.isPending}>
            {canConfirm ? 'Cancel' : 'Close'}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={confirm}
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
            >
              {revoke.isPending ? 'Revoking…' : failure ? 'Try again' : 'Revoke key'}
            </button>
          ) : null}
        </>
      }
    >
      {failure ? <KeyActionFailure failure={failure} /> : null}
    </Dialog>
  );
}
