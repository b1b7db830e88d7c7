import type { MouseEvent } from 'react';
import type { ApiKey } from '../../../../contract';
import { formatDateTime, formatRelative, formatUtc } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import { expiresSoon } from '../model/expiry';
import { KeyHistory } from './KeyHistory';
import styles from './ApiKeys.module.css';

const messages = defineMessages({
  revoked: { id: 'api-keys.item.revoked', defaultMessage: 'Revoked', description: 'A key’s status' },
  expired: { id: 'api-keys.item.expired', defaultMessage: 'Expired', description: 'A key’s status' },
  expiresSoon: { id: 'api-keys.item.expiresSoon', defaultMessage: 'Expires soon', description: 'A key’s status' },
  active: { id: 'api-keys.item.active', defaultMessage: 'Active', description: 'A key’s status' },
  rotate: { id: 'api-keys.item.rotate', defaultMessage: 'Rotate' },
  rotateKey: { id: 'api-keys.item.rotateKey', defaultMessage: 'Rotate {name}', description: '{name}: the key’s name' },
  revoke: { id: 'api-keys.item.revoke', defaultMessage: 'Revoke' },
  revokeKey: { id: 'api-keys.item.revokeKey', defaultMessage: 'Revoke {name}', description: '{name}: the key’s name' },
  key: { id: 'api-keys.item.key', defaultMessage: 'Key', description: 'Label of the key’s first characters' },
  prefixOnly: {
    id: 'api-keys.item.prefixOnly',
    defaultMessage: '(the first characters only)',
    description: 'Read by screen readers after the key’s first characters',
  },
  createdBy: { id: 'api-keys.item.createdBy', defaultMessage: 'Created by' },
  formerMember: {
    id: 'api-keys.item.formerMember',
    defaultMessage: 'A former member',
    description: 'Who created a key, when that member has left the workspace',
  },
  created: { id: 'api-keys.item.created', defaultMessage: 'Created', description: 'Label of the date a key was made' },
  lastUsed: { id: 'api-keys.item.lastUsed', defaultMessage: 'Last used' },
  never: { id: 'api-keys.item.never', defaultMessage: 'Never', description: 'Last used: never; expires: never' },
  revokedOn: {
    id: 'api-keys.item.revokedOn',
    defaultMessage: 'Revoked',
    description: 'Label of the date a key was revoked',
  },
  expiredOn: {
    id: 'api-keys.item.expiredOn',
    defaultMessage: 'Expired',
    description: 'Label of the date a key expired',
  },
  expires: {
    id: 'api-keys.item.expires',
    defaultMessage: 'Expires',
    description: 'Label of the date a key stops working',
  },
  scopes: { id: 'api-keys.item.scopes', defaultMessage: 'Scopes' },
});

export interface ApiKeyItemProps {
  apiKey: ApiKey;
  canChange: boolean;
  onRotate: (event: MouseEvent<HTMLButtonElement>) => void;
  onRevoke: (event: MouseEvent<HTMLButtonElement>) => void;
  now: Date;
}

function When({ iso, now }: { iso: string; now: Date }) {
  return (
    <time dateTime={iso} title={formatUtc(iso)} className={styles.when}>
      <span>{formatRelative(iso, now)}</span>
      <span className={styles.absolute}>{formatDateTime(iso)}</span>
    </time>
  );
}

function StatusBadge({ apiKey, now }: { apiKey: ApiKey; now: Date }) {
  const t = useT('api-keys');
  if (apiKey.status === 'revoked') return <span className="badge badge-danger">{t(messages.revoked)}</span>;
  if (apiKey.status === 'expired') return <span className="badge badge-warning">{t(messages.expired)}</span>;
  if (expiresSoon(apiKey.expiresAt, now)) return <span className="badge badge-warning">{t(messages.expiresSoon)}</span>;
  return <span className="badge badge-success">{t(messages.active)}</span>;
}

/** One key: what it is, what it may do, who made it, and when it was used and stops working. */
export function ApiKeyItem({ apiKey, canChange, onRotate, onRevoke, now }: ApiKeyItemProps) {
  const t = useT('api-keys');
  return (
    <li className={styles.key}>
      <div className={styles.keyHead}>
        <div className={styles.keyTitle}>
          <h3 className={styles.keyName}>{apiKey.name}</h3>
          <StatusBadge apiKey={apiKey} now={now} />
        </div>
        {canChange ? (
          <div className={styles.keyActions}>
            <button
              type="button"
              className="btn btn-small"
              onClick={onRotate}
              aria-label={t(messages.rotateKey, { name: apiKey.name })}
            >
              {t(messages.rotate)}
            </button>
            <button
              type="button"
              className={`btn btn-small ${styles.revoke}`}
              onClick={onRevoke}
              aria-label={t(messages.revokeKey, { name: apiKey.name })}
            >
              {t(messages.revoke)}
            </button>
          </div>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t(messages.key)}</dt>
          <dd>
            <code className={styles.prefix}>{apiKey.prefix}…</code>
            <span className="visually-hidden"> {t(messages.prefixOnly)}</span>
          </dd>
        </div>
        <div>
          <dt>{t(messages.createdBy)}</dt>
          <dd>{apiKey.createdByName ?? <span className="muted">{t(messages.formerMember)}</span>}</dd>
        </div>
        <div>
          <dt>{t(messages.created)}</dt>
          <dd>
            <When iso={apiKey.createdAt} now={now} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.lastUsed)}</dt>
          <dd>
            {apiKey.lastUsedAt ? (
              <When iso={apiKey.lastUsedAt} now={now} />
            ) : (
              <span className="muted">{t(messages.never)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            {t(
              apiKey.status === 'revoked'
                ? messages.revokedOn
                : apiKey.status === 'expired'
                  ? messages.expiredOn
                  : messages.expires,
            )}
          </dt>
          <dd>
            {apiKey.status === 'revoked' && apiKey.revokedAt ? (
              <When iso={apiKey.revokedAt} now={now} />
            ) : apiKey.expiresAt ? (
              <When iso={apiKey.expiresAt} now={now} />
            ) : (
              t(messages.never)
            )}
          </dd>
        </div>
        <div className={styles.scopesFact}>
          <dt>{t(messages.scopes)}</dt>
          <dd>
            <ul className={styles.scopeBadges}>
              {apiKey.scopes.map((scope) => (
                <li key={scope}>
                  <code className="badge">{scope}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <KeyHistory keyId={apiKey.id} keyName={apiKey.name} />
    </li>
  );
}
