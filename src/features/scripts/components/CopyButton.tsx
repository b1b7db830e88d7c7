import { defineMessages, useT } from '../../../lib/i18n';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

const messages = defineMessages({
  copied: { id: 'scripts.copy.copied', defaultMessage: 'Copied', description: 'The button, just after it copied' },
  copiedStatus: { id: 'scripts.copy.copiedStatus', defaultMessage: 'Copied to the clipboard.' },
  failed: {
    id: 'scripts.copy.failed',
    defaultMessage: 'Could not copy. Select the code and copy it with the keyboard instead.',
  },
});

/** Copies a text to the clipboard and says, politely, whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT('scripts');
  const { status: state, copy } = useCopyToClipboard(2500);

  return (
    <>
      <button type="button" className="btn" onClick={() => void copy(text)}>
        {state === 'copied' ? t(messages.copied) : label}
      </button>
      <span role="status" className={state === 'failed' ? 'field-error' : 'visually-hidden'}>
        {state === 'copied' ? t(messages.copiedStatus) : null}
        {state === 'failed' ? t(messages.failed) : null}
      </span>
    </>
  );
}
