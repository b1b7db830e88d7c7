import { useEffect, useRef, type ReactNode } from 'react';
import type { SecretSummary } from '../../../../contract';
import { dateTimeFormat, formatRelative, formatUtc } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
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

const messages = defineMessages({
  revealLabel: {
    id: 'secrets.card.revealLabel',
    defaultMessage: 'Reveal value of {name}',
    description: 'Accessible name of the Reveal value button; name: the secret’s name',
  },
  reveal: { id: 'secrets.card.reveal', defaultMessage: 'Reveal value' },
  created: { id: 'secrets.card.created', defaultMessage: 'Created' },
  updated: { id: 'secrets.card.updated', defaultMessage: 'Updated' },
  lastRevealed: { id: 'secrets.card.lastRevealed', defaultMessage: 'Last revealed' },
  revealedBy: {
    id: 'secrets.card.revealedBy',
    defaultMessage: '{when} by {who}',
    description: 'Last revealed: when (“3 days ago”, a relative time) and by whom',
  },
  formerMember: {
    id: 'secrets.card.formerMember',
    defaultMessage: 'a former member',
    description: 'Who last revealed a secret, when that person has left the workspace',
  },
  never: { id: 'secrets.card.never', defaultMessage: 'Never', description: 'Last revealed: never' },
});

/** The day, with the exact instant in UTC on hover. */
function Day({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatUtc(iso)}>
      {dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso))}
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
  const t = useT('secrets');
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
            aria-label={t(messages.revealLabel, { name: secret.name })}
          >
            {t(messages.reveal)}
          </button>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t(messages.created)}</dt>
          <dd>
            <Day iso={secret.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.updated)}</dt>
          <dd>
            <Day iso={secret.updatedAt} />
          </dd>
        </div>
        <div className={styles.lastRevealed}>
          <dt>{t(messages.lastRevealed)}</dt>
          <dd>
            {secret.lastRevealedAt ? (
              <T
                message={messages.revealedBy}
                values={{
                  when: (
                    <time dateTime={secret.lastRevealedAt} title={formatUtc(secret.lastRevealedAt)}>
                      {formatRelative(secret.lastRevealedAt)}
                    </time>
                  ),
                  who: secret.lastRevealedByName ?? t(messages.formerMember),
                }}
              />
            ) : (
              <span className="muted">{t(messages.never)}</span>
            )}
          </dd>
        </div>
      </dl>
      {revealed}
      <RevealHistory secretId={secret.id} secretName={secret.name} />
    </li>
  );
}
