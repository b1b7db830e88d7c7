import { useEffect, useRef, type ReactNode } from 'react';
import type { SecretSummary } from '../../../../contract';
import { formatRelative, formatUtc } from '../../../lib/format';
import { RevealHistory } from './RevealHistory';
import styles from './Secrets.module.css';

export interface SecretCardProps {
  secret: SecretSummary;
  canReveal: boolean;
  /** The revealed value's panel, while this secret's value is on screen. */
  revealed: ReactNode;
  onRevealRequest: () => void;
  /** Set when focus should come back to this card's Reveal button (after its value hid). */
  returnFocus: boolean;
  onFocusReturned: () => void;
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The day, with the exact instant in UTC on hover. */
function Day({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatUtc(iso)}>
      {day.format(new Date(iso))}
    </time>
  );
}

export function SecretCard({
  secret,
  canReveal,
  revealed,
  onRevealRequest,
  returnFocus,
  onFocusReturned,
}: SecretCardProps) {
  const revealButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!returnFocus || !revealButton.current) return;
    revealButton.current.focus();
    onFocusReturned();
  }, [returnFocus, onFocusReturned]);

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <div className={styles.identity}>
          <h2 className={styles.name}>{secret.name}</h2>
          {secret.description ? <p className="muted">{secret.description}</p> : null}
        </div>
        {canReveal && !revealed ? (
          <button
            ref={revealButton}
            type="button"
            className="btn"
            onClick={onRevealRequest}
            aria-label={`Reveal value of ${secret.name}`}
          >
            Reveal value
          </button>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Created</dt>
          <dd>
            <Day iso={secret.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <Day iso={secret.updatedAt} />
          </dd>
        </div>
        <div className={styles.lastRevealed}>
          <dt>Last revealed</dt>
          <dd>
            {secret.lastRevealedAt ? (
              <>
                <time dateTime={secret.lastRevealedAt} title={formatUtc(secret.lastRevealedAt)}>
                  {formatRelative(secret.lastRevealedAt)}
                </time>
                {' by '}
                {secret.lastRevealedByName ?? 'a former member'}
              </>
            ) : (
              <span className="muted">Never</span>
            )}
          </dd>
        </div>
      </dl>
      {revealed}
      <RevealHistory secretId={secret.id} secretName={secret.name} />
    </li>
  );
}
