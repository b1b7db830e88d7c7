import { useErrorMessages } from '../../../lib/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../components/states';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { useRevisionHistory } from '../api/list-revisions';
import { AuthorName } from './AuthorName';
import { RelativeTime } from './RelativeTime';
import styles from './PolicyViewerPage.module.css';

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
  const headingId = useId();
  const total = history.progress.total;

  return (
    <section className={`card ${styles.history}`} aria-labelledby={headingId}>
      <div className={styles.historyHeader}>
        <h2 id={headingId}>History</h2>
        {total !== null ? <span className="muted">{formatQuantity(total, 'revision')}</span> : null}
      </div>
      {history.error ? (
        <div className={`alert alert-danger ${styles.historyAlert}`} role="alert">
          <span>
            {describeError(history.error).title}. {history.items.length > 0 ? 'Some revisions are missing.' : ''}
          </span>
          <button type="button" className="btn btn-small" onClick={history.resume}>
            Try again
          </button>
        </div>
      ) : null}
      {history.items.length === 0 && !history.error ? (
        <p className="muted" role="status">
          Loading the history…
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
                  Revision {revision.number}
                  {revision.number === latest ? <span className="badge badge-accent">Latest</span> : null}
                  {revision.number === current ? <span className="badge badge-success">Viewing</span> : null}
                  {revision.number === base ? <span className="badge badge-warning">Compared with</span> : null}
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
          Loading older revisions… {formatInteger(history.progress.loaded)} of {formatInteger(total ?? 0)}
        </p>
      ) : null}
    </section>
  );
}
