import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import type { ApiKey, ApiKeyWithSecret } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { isApiError } from '../../../lib/http';
import { defineMessages, useT } from '../../../lib/i18n';
import { apiKeyKeys } from '../api/keys';
import { useRotateApiKey } from '../api/rotate-api-key';
import { describeKeyActionFailure, listIsStale } from '../model/errors';
import { IssuedKey } from './IssuedKey';
import { KeyActionFailure } from './KeyActionFailure';

const messages = defineMessages({
  rotatedTitle: { id: 'api-keys.rotate.rotatedTitle', defaultMessage: 'Key rotated' },
  rotatedDetail: {
    id: 'api-keys.rotate.rotatedDetail',
    defaultMessage: '“{name}” has a new secret. The previous one has stopped working; update what uses it.',
  },
  title: { id: 'api-keys.rotate.title', defaultMessage: 'Rotate “{name}”?' },
  detail: {
    id: 'api-keys.rotate.detail',
    defaultMessage:
      'A new secret is issued and shown once. The current secret stops working immediately: anything that uses it fails until it is given the new one.',
  },
  cancel: { id: 'api-keys.rotate.cancel', defaultMessage: 'Cancel' },
  close: { id: 'api-keys.rotate.close', defaultMessage: 'Close' },
  rotating: { id: 'api-keys.rotate.rotating', defaultMessage: 'Rotating…' },
  tryAgain: { id: 'api-keys.rotate.tryAgain', defaultMessage: 'Try again' },
  confirm: { id: 'api-keys.rotate.confirm', defaultMessage: 'Rotate key' },
});

export interface RotateApiKeyDialogProps {
  apiKey: ApiKey | null;
  /** Called once the dialog closes, with the key's name when it was rotated. */
  onClose: (rotatedName: string | null) => void;
  finalFocus?: RefObject<HTMLElement | null>;
}

/** Asks before rotating, then shows the new full key once; it lives in this dialog's state only. */
export function RotateApiKeyDialog({ apiKey, onClose, finalFocus }: RotateApiKeyDialogProps) {
  const t = useT('api-keys');
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [issued, setIssued] = useState<ApiKeyWithSecret | null>(null);
  const rotate = useRotateApiKey(setIssued);
  const failed = rotate.error !== null && !(isApiError(rotate.error) && rotate.error.status === 401);
  // The mutation reports its error once the errors' words are loaded (query-client.ts).
  const failure = failed ? describeKeyActionFailure(rotate.error, 'rotate', t) : null;

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
        title={t(messages.rotatedTitle)}
        description={t(messages.rotatedDetail, { name: issued.apiKey.name })}
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
      title={t(messages.title, { name: apiKey?.name ?? '' })}
      description={t(messages.detail)}
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      dismissable={!rotate.isPending}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn" onClick={close} disabled={rotate.isPending}>
            {t(canConfirm ? messages.cancel : messages.close)}
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={confirm}
              disabled={rotate.isPending}
              aria-busy={rotate.isPending}
            >
              {t(rotate.isPending ? messages.rotating : failure ? messages.tryAgain : messages.confirm)}
            </button>
          ) : null}
        </>
      }
    >
      {failure ? <KeyActionFailure failure={failure} /> : null}
    </Dialog>
  );
}
