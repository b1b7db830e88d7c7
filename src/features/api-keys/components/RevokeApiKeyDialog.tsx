import { useQueryClient } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import type { ApiKey } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { isApiError } from '../../../lib/http';
import { defineMessages, useT } from '../../../lib/i18n';
import { apiKeyKeys } from '../api/keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { describeKeyActionFailure, listIsStale } from '../model/errors';
import { KeyActionFailure } from './KeyActionFailure';

const messages = defineMessages({
  title: { id: 'api-keys.revoke.title', defaultMessage: 'Revoke “{name}”?' },
  detail: {
    id: 'api-keys.revoke.detail',
    defaultMessage:
      'Anything that uses this key is refused from now on. A revoked key cannot be brought back; create a new one if it is needed again.',
  },
  cancel: { id: 'api-keys.revoke.cancel', defaultMessage: 'Cancel' },
  close: { id: 'api-keys.revoke.close', defaultMessage: 'Close' },
  revoking: { id: 'api-keys.revoke.revoking', defaultMessage: 'Revoking…' },
  tryAgain: { id: 'api-keys.revoke.tryAgain', defaultMessage: 'Try again' },
  confirm: { id: 'api-keys.revoke.confirm', defaultMessage: 'Revoke key' },
});

export interface RevokeApiKeyDialogProps {
  apiKey: ApiKey | null;
  /** Called once the dialog closes, with the key's name when it was revoked. */
  onClose: (revokedName: string | null) => void;
  /** Where focus goes on close: the Revoke button, or somewhere else once it is gone with the revoke. */
  finalFocus: RefObject<HTMLElement | null>;
}

export function RevokeApiKeyDialog({ apiKey, onClose, finalFocus }: RevokeApiKeyDialogProps) {
  const t = useT('api-keys');
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeApiKey();
  const failed = revoke.error !== null && !(isApiError(revoke.error) && revoke.error.status === 401);
  // The mutation reports its error once the errors' words are loaded (query-client.ts).
  const failure = failed ? describeKeyActionFailure(revoke.error, 'revoke', t) : null;
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
      title={t(messages.title, { name: apiKey?.name ?? '' })}
      description={t(messages.detail)}
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!revoke.isPending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={() => close(null)} disabled={revoke.isPending}>
            {t(canConfirm ? messages.cancel : messages.close)}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={confirm}
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
            >
              {t(revoke.isPending ? messages.revoking : failure ? messages.tryAgain : messages.confirm)}
            </button>
          ) : null}
        </>
      }
    >
      {failure ? <KeyActionFailure failure={failure} /> : null}
    </Dialog>
  );
}
