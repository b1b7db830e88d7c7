import { useEffect, useRef } from 'react';
import type { ApiKeyWithSecret } from '../../../../contract';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import styles from './ApiKeys.module.css';

/**
 * The full key, shown this once with a copy button and a warning. It lives only in the state of
 * the dialog that shows it, and goes when the dialog closes.
 */
export function IssuedKey({ issued, onDone }: { issued: ApiKeyWithSecret; onDone: () => void }) {
  const copyButton = useRef<HTMLButtonElement>(null);
  const { status: copyStatus, copy } = useCopyToClipboard();
  useEffect(() => {
    copyButton.current?.focus();
  }, []);

  return (
    <div className={styles.issued}>
      <p className="alert alert-warning">
        <span>
          <strong>Copy this key now. It will not be shown again.</strong> Store it where the service that uses it can
          read it. If it is lost, rotate the key to get a new one.
        </span>
      </p>
      <div className="field">
        <span className="field-label">Full key for “{issued.apiKey.name}”</span>
        <div className={styles.secretRow}>
          {/* One line, scrollable, selected whole on a click; focusable so the keyboard can scroll it. */}
          <code className={styles.secret} role="region" aria-label="Full key" tabIndex={0}>
            {issued.secret}
          </code>
          <button
            ref={copyButton}
            type="button"
            className="btn btn-primary"
            onClick={() => void copy(issued.secret)}
            aria-label="Copy key"
          >
            Copy
          </button>
        </div>
      </div>
      <p role="status" className={copyStatus === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {copyStatus === 'copied' ? 'Copied to clipboard.' : null}
        {copyStatus === 'failed' ? 'Could not copy. Select the key and copy it yourself.' : null}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
