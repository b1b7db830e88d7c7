import { useRef, type RefObject } from 'react';
import { Dialog } from '../../../components/Dialog';
import { defineMessages, useT } from '../../../lib/i18n';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  copyLink: { id: 'policies.permalink.copyLink', defaultMessage: 'Copy link' },
  copied: { id: 'policies.permalink.copied', defaultMessage: 'Link copied' },
  dialogTitle: { id: 'policies.permalink.dialogTitle', defaultMessage: 'Copy this link' },
  dialogText: {
    id: 'policies.permalink.dialogText',
    defaultMessage: 'The browser did not let the console copy it. Select the link below and copy it.',
  },
  done: { id: 'policies.permalink.done', defaultMessage: 'Done' },
  field: { id: 'policies.permalink.field', defaultMessage: 'Permanent link' },
});

const COPIED_MESSAGE_MS = 3_000;

/** Copies a permanent link to what is on screen; when the browser refuses, shows the link to copy by hand. */
export function PermalinkButton({ url, buttonRef }: { url: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const t = useT('policies');
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
        {t(messages.copyLink)}{' '}
        <kbd className={styles.kbd} aria-hidden="true">
          y
        </kbd>
      </button>
      <span role="status" className={styles.copied}>
        {status === 'copied' ? t(messages.copied) : ''}
      </span>
      <Dialog
        open={status === 'failed'}
        onClose={reset}
        title={t(messages.dialogTitle)}
        description={t(messages.dialogText)}
        initialFocus={fieldRef}
        actions={
          <button type="button" className="btn" onClick={reset}>
            {t(messages.done)}
          </button>
        }
      >
        <input
          ref={fieldRef}
          className="input mono"
          readOnly
          value={url}
          aria-label={t(messages.field)}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Dialog>
    </>
  );
}
