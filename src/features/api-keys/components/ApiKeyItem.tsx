import type { MouseEvent } from 'react';
import type { ApiKey } from '../../../../contract';
import { formatDateTime, formatRelative, formatUtc } from '../../../lib/format';
import { expiresSoon } from '../model/expiry';
import { KeyHistory } from './KeyHistory';
import styles from './ApiKeys.module.css';

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
  if (apiKey.status === 'revoked') return <span className="badge badge-danger">Revoked</span>;
  if (apiKey.status === 'expired') return <span className="badge badge-warning">Expired</span>;
  if (expiresSoon(apiKey.expiresAt, now)) return <span className="badge badge-warning">Expires soon</span>;
  return <span className="badge badge-success">Active</span>;
}

/** One key: what it is, what it may do, who made it, and when it was used and stops working. */
export function ApiKeyItem({ apiKey, canChange, onRotate, onRevoke, now }: ApiKeyItemProps) {
  return (
    <li className={styles.key}>
      <div className={styles.keyHead}>
        <div className={styles.keyTitle}>
          <h3 className={styles.keyName}>{apiKey.name}</h3>
          <StatusBadge apiKey={apiKey} now={now} />
        </div>
        {canChange ? (
          <div className={styles.keyActions}>
            <button type="button" className="btn btn-small" onClick={onRotate} aria-label={`Rotate ${apiKey.name}`}>
              Rotate
            </button>
            <button
              type="button"
              className={`btn btn-small ${styles.revoke}`}
              onClick={onRevoke}
              aria-label={`Revoke ${apiKey.name}`}
            >
              Revoke
            </button>
          </div>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Key</dt>
          <dd>
            <code className={styles.prefix}>{apiKey.prefix}…</code>
            <span className="visually-hidden"> (the first characters only)</span>
          </dd>
        </div>
        <div>
          <dt>Created by</dt>
          <dd>{apiKey.createdByName ?? <span className="muted">A former member</span>}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <When iso={apiKey.createdAt} now={now} />
          </dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>
            {apiKey.lastUsedAt ? <When iso={apiKey.lastUsedAt} now={now} /> : <span className="muted">Never</span>}
          </dd>
        </div>
        <div>
          <dt>{apiKey.status === 'revoked' ? 'Revoked' : apiKey.status === 'expired' ? 'Expired' : 'Expires'}</dt>
          <dd>
            {apiKey.status === 'revoked' && apiKey.revokedAt ? (
              <When iso={apiKey.revokedAt} now={now} />
            ) : apiKey.expiresAt ? (
              <When iso={apiKey.expiresAt} now={now} />
            ) : (
              'Never'
            )}
          </dd>
        </div>
        <div className={styles.scopesFact}>
          <dt>Scopes</dt>
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
