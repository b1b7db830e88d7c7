import { defineMessages, useErrorMessages, useT } from '../../../lib/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../components/states';
import { useRevisionHistory } from '../api/list-revisions';
import { AuthorName } from './AuthorName';
import { RelativeTime } from './RelativeTime';
import { words } from './words';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  heading: { id: 'policies.history.heading', defaultMessage: 'History' },
  count: { id: 'policies.history.count', defaultMessage: '{count, plural, one {# revision} other {# revisions}}' },
  failed: {
    id: 'policies.history.failed',
    defaultMessage: '{title}. {missing, select, yes {Some revisions are missing.} other {}}',
    description: 'title: what went wrong; missing: yes when part of the history is shown',
  },
  loading: { id: 'policies.history.loading', defaultMessage: 'Loading the history…' },
  revision: { id: 'policies.history.revision', defaultMessage: 'Revision {number}' },
  viewing: {
    id: 'policies.history.viewing',
    defaultMessage: 'Viewing',
    description: 'Badge of the revision on screen',
  },
  comparedWith: {
    id: 'policies.history.comparedWith',
    defaultMessage: 'Compared with',
    description: 'Badge of the revision the one on screen is compared with',
  },
  loadingOlder: {
    id: 'policies.history.loadingOlder',
    defaultMessage: 'Loading older revisions… {loaded, number} of {total, number}',
  },
});

/** Every revision, newest first, each a link to it; the one on screen is marked current. */
export function RevisionHistory({
  policyId,
  current,
  base,
  latest,
  hrefFor,
}: {
  policyId: string;
  current: number;
  /** The revision the current one is compared with, if any. */
  base: number | null;
  latest: number;
  hrefFor: (revision: number) => string;
}) {
  const history = useRevisionHistory(policyId);
  useErrorMessages(Boolean(history.error));
  const t = useT('policies');
  const headingId = useId();
  const total = history.progress.total;

  return (
    <section className={`card ${styles.history}`} aria-labelledby={headingId}>
      <div className={styles.historyHeader}>
        <h2 id={headingId}>{t(messages.heading)}</h2>
        {total !== null ? <span className="muted">{t(messages.count, { count: total })}</span> : null}
      </div>
      {history.error ? (
        <div className={`alert alert-danger ${styles.historyAlert}`} role="alert">
          <span>
            {t(messages.failed, {
              title: describeError(history.error).title,
              missing: history.items.length > 0 ? 'yes' : 'no',
            })}
          </span>
          <button type="button" className="btn btn-small" onClick={history.resume}>
            {t(words.tryAgain)}
          </button>
        </div>
      ) : null}
      {history.items.length === 0 && !history.error ? (
        <p className="muted" role="status">
          {t(messages.loading)}
        </p>
      ) : (
        <ol className={styles.historyList}>
          {history.items.map((revision) => (
            <li key={revision.number}>
              <Link
                to={hrefFor(revision.number)}
                className={`${styles.historyItem} ${revision.number === current ? styles.historyCurrent : ''}`}
                aria-current={revision.number === current ? 'page' : undefined}
              >
                <span className={styles.historyTitle}>
                  {t(messages.revision, { number: String(revision.number) })}
                  {revision.number === latest ? <span className="badge badge-accent">{t(words.latest)}</span> : null}
                  {revision.number === current ? (
                    <span className="badge badge-success">{t(messages.viewing)}</span>
                  ) : null}
                  {revision.number === base ? (
                    <span className="badge badge-warning">{t(messages.comparedWith)}</span>
                  ) : null}
                </span>
                <span className={styles.historyMeta}>
                  <AuthorName userId={revision.createdByUserId} /> · <RelativeTime iso={revision.createdAt} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {!history.complete && !history.error && history.items.length > 0 ? (
        <p className="muted" role="status">
          {t(messages.loadingOlder, { loaded: history.progress.loaded, total: total ?? 0 })}
        </p>
      ) : null}
    </section>
  );
}
