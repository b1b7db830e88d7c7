import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiKeyWithSecret } from '../../../../contract';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import styles from './ApiKeys.module.css';

const messages = defineMessages({
  warning: {
    id: 'api-keys.issued.warning',
    defaultMessage:
      '<b>Copy this key now. It will not be shown again.</b> Store it where the service that uses it can read it. If it is lost, rotate the key to get a new one.',
  },
  fullKeyFor: { id: 'api-keys.issued.fullKeyFor', defaultMessage: 'Full key for “{name}”' },
  fullKey: { id: 'api-keys.issued.fullKey', defaultMessage: 'Full key' },
  copyKey: { id: 'api-keys.issued.copyKey', defaultMessage: 'Copy key' },
  copy: { id: 'api-keys.issued.copy', defaultMessage: 'Copy' },
  copied: { id: 'api-keys.issued.copied', defaultMessage: 'Copied to clipboard.' },
  copyFailed: {
    id: 'api-keys.issued.copyFailed',
    defaultMessage: 'Could not copy. Select the key and copy it yourself.',
  },
  done: { id: 'api-keys.issued.done', defaultMessage: 'Done' },
});

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * The full key, shown this once with a copy button and a warning. It lives only in the state of
 * the dialog that shows it, and goes when the dialog closes.
 */
export function IssuedKey({ issued, onDone }: { issued: ApiKeyWithSecret; onDone: () => void }) {
  const t = useT('api-keys');
  const copyButton = useRef<HTMLButtonElement>(null);
  const { status: copyStatus, copy } = useCopyToClipboard();
  useEffect(() => {
    copyButton.current?.focus();
  }, []);

  return (
    <div className={styles.issued}>
      <p className="alert alert-warning">
        <span>
          <T message={messages.warning} values={{ b: bold }} />
        </span>
      </p>
      <div className="field">
        <span className="field-label">{t(messages.fullKeyFor, { name: issued.apiKey.name })}</span>
        <div className={styles.secretRow}>
          {/* One line, scrollable, selected whole on a click; focusable so the keyboard can scroll it. */}
          <code className={styles.secret} role="region" aria-label={t(messages.fullKey)} tabIndex={0}>
            {issued.secret}
          </code>
          <button
            ref={copyButton}
            type="button"
            className="btn btn-primary"
            onClick={() => void copy(issued.secret)}
            aria-label={t(messages.copyKey)}
          >
            {t(messages.copy)}
          </button>
        </div>
      </div>
      <p role="status" className={copyStatus === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {copyStatus === 'copied' ? t(messages.copied) : null}
        {copyStatus === 'failed' ? t(messages.copyFailed) : null}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t(messages.done)}
        </button>
      </div>
    </div>
  );
}
