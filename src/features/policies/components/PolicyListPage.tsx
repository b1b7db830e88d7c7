import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { policyListHeading } from './headings';
import { defineMessages, describeApiError, T, useErrorMessages, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePolicyList } from '../api/list-policies';
import { policyPath } from '../model/revision-url';
import { AuthorName } from './AuthorName';
import { RelativeTime } from './RelativeTime';
import styles from './PolicyListPage.module.css';

const messages = defineMessages({
  loading: { id: 'policies.list.loading', defaultMessage: 'Loading policies…' },
  emptyTitle: { id: 'policies.list.emptyTitle', defaultMessage: 'No policies yet' },
  emptyText: {
    id: 'policies.list.emptyText',
    defaultMessage: 'Policies appear here once someone in the workspace writes one.',
  },
  filter: { id: 'policies.list.filter', defaultMessage: 'Filter by name' },
  shownOf: {
    id: 'policies.list.shownOf',
    defaultMessage: '{shown, number} of {total, plural, one {# policy} other {# policies}}',
    description: 'How many policies the name filter keeps',
  },
  count: { id: 'policies.list.count', defaultMessage: '{count, plural, one {# policy} other {# policies}}' },
  partlyLoaded: {
    id: 'policies.list.partlyLoaded',
    defaultMessage: 'Only {loaded, number} of {total, plural, one {# policy} other {# policies}} loaded: {error}',
    description: 'When reading the list failed part way; error: what went wrong',
  },
  loadRest: { id: 'policies.list.loadRest', defaultMessage: 'Load the rest' },
  loadingProgress: {
    id: 'policies.list.loadingProgress',
    defaultMessage: 'Loading policies… {loaded, number} of {total, number}',
  },
  noMatchTitle: { id: 'policies.list.noMatchTitle', defaultMessage: 'No policy matches this filter' },
  clearFilter: { id: 'policies.list.clearFilter', defaultMessage: 'Clear the filter' },
  caption: { id: 'policies.list.caption', defaultMessage: 'Policies, by name' },
  policy: { id: 'policies.list.policy', defaultMessage: 'Policy', description: 'Column header' },
  latestRevision: {
    id: 'policies.list.latestRevision',
    defaultMessage: 'Latest revision',
    description: 'Column header',
  },
  lastChangedBy: { id: 'policies.list.lastChangedBy', defaultMessage: 'Last changed by', description: 'Column header' },
  lastChanged: { id: 'policies.list.lastChanged', defaultMessage: 'Last changed', description: 'Column header' },
  revision: {
    id: 'policies.list.revision',
    defaultMessage: '<word>Revision </word>{number}',
    description: 'The latest revision’s number; the word shows only on narrow screens, where the table is stacked',
  },
});

export function PolicyListPage() {
  const t = useT('policies');
  useDocumentTitle(t(policyListHeading.title));
  return (
    <>
      <PageHeader title={t(policyListHeading.title)} subtitle={t(policyListHeading.description)} />
      <PolicyTable />
    </>
  );
}

function PolicyTable() {
  const t = useT('policies');
  const list = usePolicyList();
  useErrorMessages(Boolean(list.error));
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLocaleLowerCase());
  const filterId = useId();

  if (list.items.length === 0) {
    if (list.error) return <ErrorState error={list.error} onRetry={list.resume} />;
    if (!list.complete) return <LoadingState label={t(messages.loading)} />;
    return <EmptyState title={t(messages.emptyTitle)}>{t(messages.emptyText)}</EmptyState>;
  }

  const shown = deferredFilter
    ? list.items.filter((policy) => policy.name.toLocaleLowerCase().includes(deferredFilter))
    : list.items;

  return (
    <div className="stack">
      <div className={styles.filterRow}>
        <label htmlFor={filterId} className="field-label">
          {t(messages.filter)}
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
            ? t(messages.shownOf, { shown: shown.length, total: list.items.length })
            : t(messages.count, { count: list.items.length })}
        </p>
      </div>

      {list.error ? (
        <div className="alert alert-warning" role="alert">
          <span>
            {t(messages.partlyLoaded, {
              loaded: list.items.length,
              total: list.progress.total ?? list.items.length,
              error: describeApiError(list.error).title,
            })}
          </span>
          <button type="button" className="btn btn-small" onClick={list.resume}>
            {t(messages.loadRest)}
          </button>
        </div>
      ) : !list.complete ? (
        <p className="muted" role="status">
          {t(messages.loadingProgress, { loaded: list.progress.loaded, total: list.progress.total ?? 0 })}
        </p>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState title={t(messages.noMatchTitle)}>
          <button type="button" className="btn btn-small" onClick={() => setFilter('')}>
            {t(messages.clearFilter)}
          </button>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className={`table table-stacked ${styles.table}`}>
            <caption className="visually-hidden">{t(messages.caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(messages.policy)}</th>
                <th scope="col" className="num">
                  {t(messages.latestRevision)}
                </th>
                <th scope="col">{t(messages.lastChangedBy)}</th>
                <th scope="col">{t(messages.lastChanged)}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((policy) => (
                <tr key={policy.id}>
                  <th scope="row" className={styles.name}>
                    <Link to={policyPath(policy.id)}>{policy.name}</Link>
                  </th>
                  <td className="num">
                    <T
                      message={messages.revision}
                      values={{
                        number: policy.latestRevision,
                        word: (chunks) => <span className={styles.revisionWord}>{chunks}</span>,
                      }}
                    />
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
