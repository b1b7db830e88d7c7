import { useEffect, useState, type Ref } from 'react';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { remainingFraction, secondsLeft } from '../model/reveal-timer';
import styles from './Secrets.module.css';

export interface RevealedValueProps {
  secretName: string;
  value: string;
  /** When the value hides itself (epoch milliseconds). */
  hidesAt: number;
  masked: boolean;
  onToggleMask: () => void;
  onHide: () => void;
  /** Called once the countdown reaches zero. */
  onExpire: () => void;
  /** Called when ten seconds are left, to warn screen-reader users. */
  onNearlyExpired: () => void;
  panelRef?: Ref<HTMLElement>;
  copyButtonRef?: Ref<HTMLButtonElement>;
}

const messages = defineMessages({
  panel: {
    id: 'secrets.revealed.panel',
    defaultMessage: 'Value of {name}',
    description: 'Accessible name of the panel showing a revealed value; name: the secret’s name',
  },
  masked: { id: 'secrets.revealed.masked', defaultMessage: 'Value masked' },
  copyLabel: { id: 'secrets.revealed.copyLabel', defaultMessage: 'Copy value' },
  copy: { id: 'secrets.revealed.copy', defaultMessage: 'Copy' },
  showLabel: { id: 'secrets.revealed.showLabel', defaultMessage: 'Show value' },
  show: { id: 'secrets.revealed.show', defaultMessage: 'Show' },
  maskLabel: { id: 'secrets.revealed.maskLabel', defaultMessage: 'Mask value' },
  mask: { id: 'secrets.revealed.mask', defaultMessage: 'Mask' },
  hideLabel: { id: 'secrets.revealed.hideLabel', defaultMessage: 'Hide value' },
  hide: { id: 'secrets.revealed.hide', defaultMessage: 'Hide' },
  copied: { id: 'secrets.revealed.copied', defaultMessage: 'Copied to clipboard.' },
  copyFailed: {
    id: 'secrets.revealed.copyFailed',
    defaultMessage: 'Could not copy. Select the value and copy it yourself.',
  },
  countdown: {
    id: 'secrets.revealed.countdown',
    defaultMessage: 'Hides in <seconds>{left}</seconds> s',
    description: 'Countdown before the value hides itself; left: whole seconds; s: the unit symbol for seconds',
  },
});

const TICK_MS = 250;
const WARN_AT_SECONDS = 10;
/** The mask never tells how long the value is. */
const MASK = '•'.repeat(16);

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A revealed value with copy, mask/show and hide, and the countdown to hiding itself. */
export function RevealedValue({
  secretName,
  value,
  hidesAt,
  masked,
  onToggleMask,
  onHide,
  onExpire,
  onNearlyExpired,
  panelRef,
  copyButtonRef,
}: RevealedValueProps) {
  const t = useT('secrets');
  const now = useNow();
  const left = secondsLeft(hidesAt, now);
  const { status: copyStatus, copy } = useCopyToClipboard();

  useEffect(() => {
    if (left === 0) onExpire();
  }, [left, onExpire]);
  useEffect(() => {
    if (left === WARN_AT_SECONDS) onNearlyExpired();
  }, [left, onNearlyExpired]);

  return (
    <section ref={panelRef} className={styles.revealed} aria-label={t(messages.panel, { name: secretName })}>
      <div className={styles.valueBox}>
        {masked ? (
          <>
            <span className={styles.masked} aria-hidden="true">
              {MASK}
            </span>
            <span className="visually-hidden">{t(messages.masked)}</span>
          </>
        ) : (
          <code className={styles.value}>{value}</code>
        )}
      </div>
      <div className={styles.revealedControls}>
        <button
          ref={copyButtonRef}
          type="button"
          className="btn btn-small"
          onClick={() => void copy(value)}
          aria-label={t(messages.copyLabel)}
        >
          {t(messages.copy)}
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={onToggleMask}
          aria-label={t(masked ? messages.showLabel : messages.maskLabel)}
        >
          {t(masked ? messages.show : messages.mask)}
        </button>
        <button type="button" className="btn btn-small" onClick={onHide} aria-label={t(messages.hideLabel)}>
          {t(messages.hide)}
        </button>
        <p role="status" className={copyStatus === 'failed' ? styles.copyFailed : styles.copyStatus}>
          {copyStatus === 'copied' ? t(messages.copied) : null}
          {copyStatus === 'failed' ? t(messages.copyFailed) : null}
        </p>
        <span className="spacer" />
        <span className={styles.countdown}>
          <T
            message={messages.countdown}
            values={{ left, seconds: (chunks) => <span className={styles.seconds}>{chunks}</span> }}
          />
        </span>
      </div>
      <div className={styles.countdownTrack} aria-hidden="true">
        <div className={styles.countdownBar} style={{ transform: `scaleX(${remainingFraction(hidesAt, now)})` }} />
      </div>
    </section>
  );
}
