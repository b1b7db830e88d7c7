import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/** Copies a text to the clipboard and says, politely, whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { status: state, copy } = useCopyToClipboard(2500);

  return (
    <>
      <button type="button" className="btn" onClick={() => void copy(text)}>
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span role="status" className={state === 'failed' ? 'field-error' : 'visually-hidden'}>
        {state === 'copied' ? 'Copied to the clipboard.' : null}
        {state === 'failed' ? 'Could not copy. Select the code and copy it with the keyboard instead.' : null}
      </span>
    </>
  );
}
