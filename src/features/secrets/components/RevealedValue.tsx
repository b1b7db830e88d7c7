import { useEffect, useState, type Ref } from 'react';
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
    <section ref={panelRef} className={styles.revealed} aria-label={`Value of ${secretName}`}>
      <div className={styles.valueBox}>
        {masked ? (
          <>
            <span className={styles.masked} aria-hidden="true">
              {MASK}
            </span>
            <span className="visually-hidden">Value masked</span>
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
          aria-label="Copy value"
        >
          Copy
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={onToggleMask}
          aria-label={masked ? 'Show value' : 'Mask value'}
        >
          {masked ? 'Show' : 'Mask'}
        </button>
        <button type="button" className="btn btn-small" onClick={onHide} aria-label="Hide value">
          Hide
        </button>
        <p role="status" className={copyStatus === 'failed' ? styles.copyFailed : styles.copyStatus}>
          {copyStatus === 'copied' ? 'Copied to clipboard.' : null}
          {copyStatus === 'failed' ? 'Could not copy. Select the value and copy it yourself.' : null}
        </p>
        <span className="spacer" />
        <span className={styles.countdown}>
          Hides in <span className={styles.seconds}>{left}</span> s
        </span>
      </div>
      <div className={styles.countdownTrack} aria-hidden="true">
        <div className={styles.countdownBar} style={{ transform: `scaleX(${remainingFraction(hidesAt, now)})` }} />
      </div>
    </section>
  );
}
