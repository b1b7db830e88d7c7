import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { policyListHeading } from './headings';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePolicyList } from '../api/list-policies';
import { policyPath } from '../model/revision-url';
import { AuthorName } from './AuthorName';
import { RelativeTime } from './RelativeTime';
import styles from './PolicyListPage.module.css';

export function PolicyListPage() {
  useDocumentTitle(policyListHeading.title);
  return (
    <>
      <PageHeader title={policyListHeading.title} subtitle={policyListHeading.description} />
      <PolicyTable />
    </>
  );
}

function PolicyTable() {
  const list = usePolicyList();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLocaleLowerCase());
  const filterId = useId();

  if (list.items.length === 0) {
    if (list.error) return <ErrorState error={list.error} onRetry={list.resume} />;
    if (!list.complete) return <LoadingState label="Loading policies…" />;
    return (
      <EmptyState title="No policies yet">Policies appear here once someone in the workspace writes one.</EmptyState>
    );
  }

  const shown = deferredFilter
    ? list.items.filter((policy) => policy.name.toLocaleLowerCase().includes(deferredFilter))
    : list.items;

  return (
    <div className="stack">
      <div className={styles.filterRow}>
        <label htmlFor={filterId} className="field-label">
          Filter by name
        </label>
        <input
          id={filterId}
          className={`input ${styles.filter}`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
        <p className="muted" role="status">
          {deferredFilter
            ? `${formatInteger(shown.length)} of ${formatInteger(list.items.length)} policies`
            : formatQuantity(list.items.length, 'policy', 'policies')}
        </p>
      </div>

      {list.error ? (
        <div className="alert alert-warning" role="alert">
          <span>
            Only {formatInteger(list.items.length)} of {formatInteger(list.progress.total ?? list.items.length)}{' '}
            policies loaded: {list.error.message}
          </span>
          <button type="button" className="btn btn-small" onClick={list.resume}>
            Load the rest
          </button>
        </div>
      ) : !list.complete ? (
        <p className="muted" role="status">
          Loading policies… {formatInteger(list.progress.loaded)} of {formatInteger(list.progress.total ?? 0)}
        </p>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState title="No policy matches this filter">
          <button type="button" className="btn btn-small" onClick={() => setFilter('')}>
            Clear the filter
          </button>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className={`table table-stacked ${styles.table}`}>
            <caption className="visually-hidden">Policies, by name</caption>
            <thead>
              <tr>
                <th scope="col">Policy</th>
                <th scope="col" className="num">
                  Latest revision
                </th>
                <th scope="col">Last changed by</th>
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((policy) => (
                <tr key={policy.id}>
                  <th scope="row" className={styles.name}>
                    <Link to={policyPath(policy.id)}>{policy.name}</Link>
                  </th>
                  <td className="num">
                    <span className={styles.revisionWord}>Revision </span>
                    {policy.latestRevision}
                  </td>
                  <td>
                    <AuthorName userId={policy.updatedByUserId} knownName={policy.updatedByName} />
                  </td>
                  <td>
                    <RelativeTime iso={policy.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
