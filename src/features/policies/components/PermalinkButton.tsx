import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog } from '../../../components';
import styles from './PolicyViewerPage.module.css';

const COPIED_MESSAGE_MS = 3_000;

/** Copies a permanent link to what is on screen; when the browser refuses, shows the link to copy by hand. */
export function PermalinkButton({ url, buttonRef }: { url: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('refused');
    }
  };

  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-small" onClick={() => void copy()} aria-keyshortcuts="y">
        Copy link <kbd className={styles.kbd} aria-hidden="true">y</kbd>
      </button>
      <span role="status" className={styles.copied}>{state === 'copied' ? 'Link copied' : ''}</span>
      <Dialog
        open={state === 'refused'}
        onClose={() => setState('idle')}
        title="Copy this link"
        description="The browser did not let the console copy it. Select the link below and copy it."
        initialFocus={fieldRef}
        actions={<button type="button" className="btn" onClick={() => setState('idle')}>Done</button>}
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
