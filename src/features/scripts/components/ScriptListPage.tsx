import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ScriptSummary } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { scriptListHeading } from './headings';
import { formatDateTime, formatUtc } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { LIST_SEARCH_DELAY_MS } from '../../../lib/list-search';
import { useHasPermission } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScriptList } from '../api/list-scripts';
import { useMemberNames } from '../../../lib/members';
import { formatSize } from '../model/format-size';
import styles from './ScriptListPage.module.css';

const messages = defineMessages({
  newScript: { id: 'scripts.list.newScript', defaultMessage: 'New script' },
  region: { id: 'scripts.list.region', defaultMessage: 'Scripts', description: 'The accessible name of the list' },
  searchLabel: { id: 'scripts.list.searchLabel', defaultMessage: 'Search scripts by name' },
  searchPlaceholder: { id: 'scripts.list.searchPlaceholder', defaultMessage: 'Search by name' },
  searching: { id: 'scripts.list.searching', defaultMessage: 'Searching…' },
  count: { id: 'scripts.list.count', defaultMessage: '{count, plural, one {# script} other {# scripts}}' },
  matches: {
    id: 'scripts.list.matches',
    defaultMessage: '{count, plural, one {# script matches} other {# scripts match}} “{query}”',
  },
  loading: { id: 'scripts.list.loading', defaultMessage: 'Loading scripts…' },
  noMatchTitle: { id: 'scripts.list.noMatchTitle', defaultMessage: 'No scripts match “{query}”' },
  clearSearch: { id: 'scripts.list.clearSearch', defaultMessage: 'Clear search' },
  noMatchDetail: { id: 'scripts.list.noMatchDetail', defaultMessage: 'Names are matched anywhere, ignoring case.' },
  emptyTitle: { id: 'scripts.list.emptyTitle', defaultMessage: 'No scripts yet' },
  emptyWriter: { id: 'scripts.list.emptyWriter', defaultMessage: 'Create the first script for your policies to use.' },
  emptyReader: { id: 'scripts.list.emptyReader', defaultMessage: 'An owner or admin can create scripts.' },
  caption: { id: 'scripts.list.caption', defaultMessage: 'Scripts, by name' },
  name: { id: 'scripts.list.name', defaultMessage: 'Name', description: 'Column heading' },
  size: { id: 'scripts.list.size', defaultMessage: 'Size', description: 'Column heading' },
  created: { id: 'scripts.list.created', defaultMessage: 'Created', description: 'Column heading' },
  loadingMore: { id: 'scripts.list.loadingMore', defaultMessage: 'Loading more…' },
  showMore: { id: 'scripts.list.showMore', defaultMessage: 'Show more' },
  showing: { id: 'scripts.list.showing', defaultMessage: 'Showing {shown, number} of {total, number}' },
  moreFailed: {
    id: 'scripts.list.moreFailed',
    defaultMessage: 'Could not load more scripts: {message} Use “Show more” to try again.',
    description: '{message}: the service’s own words',
  },
  createdBy: {
    id: 'scripts.list.createdBy',
    defaultMessage: 'by {who}',
    description: 'After the date a script was created; {who} is a member’s name, or their id',
  },
});

export function ScriptListPage() {
  const t = useT('scripts');
  useDocumentTitle(t(scriptListHeading.title));
  const canWrite = useHasPermission('scripts:write');
  return (
    <>
      <PageHeader
        title={t(scriptListHeading.title)}
        subtitle={t(scriptListHeading.description)}
        actions={
          canWrite ? (
            <Link className="btn btn-primary" to="/scripts/new">
              {t(messages.newScript)}
            </Link>
          ) : null
        }
      />
      <ScriptList canWrite={canWrite} />
    </>
  );
}

/** The search text in the address (`?q=`), so a search survives a reload and can be shared. */
function useSearchText(): [committed: string, typed: string, setTyped: (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const committed = params.get('q') ?? '';
  const [typed, setTyped] = useState(committed);

  useEffect(() => {
    if (typed.trim() === committed) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, LIST_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, committed, setParams]);

  return [committed, typed, setTyped];
}

function ScriptList({ canWrite }: { canWrite: boolean }) {
  const t = useT('scripts');
  const [q, typed, setTyped] = useSearchText();
  const scripts = useScriptList(q);
  const { names } = useMemberNames();
  const searchId = useId();

  const pages = scripts.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.pagination.total ?? 0;
  const searching = scripts.isPlaceholderData;

  const clearSearch = () => setTyped('');

  let summary = '';
  if (scripts.data && !scripts.isPlaceholderData) {
    if (q) summary = t(messages.matches, { count: total, query: q });
    else summary = t(messages.count, { count: total });
  }

  return (
    <section className="stack" aria-label={t(messages.region)}>
      <div className={styles.toolbar} role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {t(messages.searchLabel)}
        </label>
        <input
          id={searchId}
          className={`input ${styles.search}`}
          type="search"
          placeholder={t(messages.searchPlaceholder)}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && typed) clearSearch();
          }}
        />
        <p className={`muted ${styles.summary}`} role="status" aria-live="polite">
          {searching ? t(messages.searching) : summary}
        </p>
      </div>

      {scripts.isPending ? <LoadingState label={t(messages.loading)} /> : null}
      {scripts.isError && !scripts.data ? (
        <ErrorState error={scripts.error} onRetry={() => void scripts.refetch()} />
      ) : null}

      {scripts.data && items.length === 0 && !searching ? (
        q ? (
          <EmptyState
            title={t(messages.noMatchTitle, { query: q })}
            action={
              <button type="button" className="btn" onClick={clearSearch}>
                {t(messages.clearSearch)}
              </button>
            }
          >
            {t(messages.noMatchDetail)}
          </EmptyState>
        ) : (
          <EmptyState
            title={t(messages.emptyTitle)}
            action={
              canWrite ? (
                <Link className="btn btn-primary" to="/scripts/new">
                  {t(messages.newScript)}
                </Link>
              ) : undefined
            }
          >
            {t(canWrite ? messages.emptyWriter : messages.emptyReader)}
          </EmptyState>
        )
      ) : null}

      {items.length > 0 ? (
        <div className={`table-wrap ${styles.tableWrap}`} aria-busy={searching}>
          <table className={`table ${styles.table}`}>
            <caption className="visually-hidden">{t(messages.caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(messages.name)}</th>
                <th scope="col" className="num">
                  {t(messages.size)}
                </th>
                <th scope="col">{t(messages.created)}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((script) => (
                <ScriptRow key={script.id} script={script} createdBy={names.get(script.createdByUserId)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {scripts.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn"
            onClick={() => void scripts.fetchNextPage()}
            disabled={scripts.isFetchingNextPage}
            aria-busy={scripts.isFetchingNextPage}
          >
            {t(scripts.isFetchingNextPage ? messages.loadingMore : messages.showMore)}
          </button>
          <span className="muted">{t(messages.showing, { shown: items.length, total })}</span>
        </div>
      ) : null}
      {scripts.isFetchNextPageError ? (
        <p className="alert alert-danger" role="alert">
          {t(messages.moreFailed, { message: scripts.error?.message ?? '' })}
        </p>
      ) : null}
    </section>
  );
}

function ScriptRow({ script, createdBy }: { script: ScriptSummary; createdBy: string | undefined }) {
  const t = useT('scripts');
  return (
    <tr>
      <td className={styles.name}>
        <Link to={`/scripts/${encodeURIComponent(script.id)}`}>{script.name}</Link>
      </td>
      <td className={`num ${styles.size}`}>{formatSize(script.sizeBytes, t)}</td>
      <td className={styles.created}>
        <time dateTime={script.createdAt} title={formatUtc(script.createdAt)}>
          {formatDateTime(script.createdAt)}
        </time>
        <span className="muted">
          {' '}
          <T
            message={messages.createdBy}
            values={{ who: createdBy ?? <span className="mono">{script.createdByUserId}</span> }}
          />
        </span>
      </td>
    </tr>
  );
}
