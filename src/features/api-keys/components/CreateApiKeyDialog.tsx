import { useCallback, useState, type RefObject } from 'react';
import type { ApiKeyWithSecret } from '../../../../contract';
import { Dialog } from '../../../components/Dialog';
import { clearDraft } from '../../../lib/drafts';
import { defineMessages, useT } from '../../../lib/i18n';
import { useCreateApiKey } from '../api/create-api-key';
import { CREATE_KEY_DRAFT, CreateApiKeyForm } from './CreateApiKeyForm';
import { IssuedKey } from './IssuedKey';

const messages = defineMessages({
  createdTitle: { id: 'api-keys.create.createdTitle', defaultMessage: 'API key created' },
  createdDetail: {
    id: 'api-keys.create.createdDetail',
    defaultMessage: '“{name}” is ready. Send it as a Bearer token in the Authorization header.',
  },
  title: { id: 'api-keys.create.title', defaultMessage: 'Create API key' },
  detail: {
    id: 'api-keys.create.detail',
    defaultMessage: 'The key can call this workspace’s API on your behalf, within the scopes you choose.',
  },
});

export interface CreateApiKeyDialogProps {
  open: boolean;
  /** Called once the dialog closes, with the key's name when one was created. */
  onClose: (createdName: string | null) => void;
  finalFocus?: RefObject<HTMLElement | null>;
}

/** Create a key, then show its full key once. The full key lives in this dialog's state only. */
export function CreateApiKeyDialog({ open, onClose, finalFocus }: CreateApiKeyDialogProps) {
  const t = useT('api-keys');
  const [issued, setIssued] = useState<ApiKeyWithSecret | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  // The draft goes as the key is issued, here too: the form unmounts as the key is shown, and its
  // own success callback does not run once it has (then the form opened again on the next visit).
  const create = useCreateApiKey((created) => {
    clearDraft(CREATE_KEY_DRAFT);
    setIssued(created);
  });

  const close = () => {
    const createdName = issued?.apiKey.name ?? null;
    setIssued(null);
    setUnsaved(false);
    create.reset();
    onClose(createdName);
  };
  const discard = () => {
    clearDraft(CREATE_KEY_DRAFT);
    close();
  };
  const onUnsavedChange = useCallback((next: boolean) => setUnsaved(next), []);

  return (
    <Dialog
      open={open}
      onClose={issued ? close : discard}
      title={issued ? t(messages.createdTitle) : t(messages.title)}
      description={issued ? t(messages.createdDetail, { name: issued.apiKey.name }) : t(messages.detail)}
      dismissable={!issued && !create.isPending && !unsaved}
      finalFocus={finalFocus}
      wide={!issued}
    >
      {issued ? (
        <IssuedKey issued={issued} onDone={close} />
      ) : (
        <CreateApiKeyForm create={create} onCancel={discard} onUnsavedChange={onUnsavedChange} />
      )}
    </Dialog>
  );
}
