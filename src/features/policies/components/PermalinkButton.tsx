import { useRef, type RefObject } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import styles from './PolicyViewerPage.module.css';

const COPIED_MESSAGE_MS = 3_000;

/** Copies a permanent link to what is on screen; when the browser refuses, shows the link to copy by hand. */
export function PermalinkButton({ url, buttonRef }: { url: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { status, copy, reset } = useCopyToClipboard(COPIED_MESSAGE_MS);
  const fieldRef = useRef<HTMLInputElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-small"
        onClick={() => void copy(url)}
        aria-keyshortcuts="y"
      >
        Copy link{' '}
        <kbd className={styles.kbd} aria-hidden="true">
          y
        </kbd>
      </button>
      <span role="status" className={styles.copied}>
        {status === 'copied' ? 'Link copied' : ''}
      </span>
      <Dialog
        open={status === 'failed'}
        onClose={reset}
        title="Copy this link"
        description="The browser did not let the console copy it. Select the link below and copy it."
        initialFocus={fieldRef}
        actions={
          <button type="button" className="btn" onClick={reset}>
            Done
          </button>
        }
      >
        <input
          ref={fieldRef}
          className="input mono"
          readOnly
          value={url}
          aria-label="Permanent link"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Dialog>
    </>
  );
}
