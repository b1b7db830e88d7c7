import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ScriptSummary } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { scriptListHeading } from './headings';
import { formatDateTime, formatInteger, formatQuantity, formatUtc } from '../../../lib/format';
import { LIST_SEARCH_DELAY_MS } from '../../../lib/list-search';
import { useHasPermission } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScriptList } from '../api/list-scripts';
import { useMemberNames } from '../../../lib/members';
import { formatSize } from '../model/format-size';
import styles from './ScriptListPage.module.css';

export function ScriptListPage() {
  useDocumentTitle(scriptListHeading.title);
  const canWrite = useHasPermission('scripts:write');
  return (
    <>
      <PageHeader
        title={scriptListHeading.title}
        subtitle={scriptListHeading.description}
        actions={
          canWrite ? (
            <Link className="btn btn-primary" to="/scripts/new">
              New script
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
    if (q) summary = `${formatQuantity(total, 'script matches', 'scripts match')} “${q}”`;
    else summary = formatQuantity(total, 'script');
  }

  return (
    <section className="stack" aria-label="Scripts">
      <div className={styles.toolbar} role="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search scripts by name
        </label>
        <input
          id={searchId}
          className={`input ${styles.search}`}
          type="search"
          placeholder="Search by name"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && typed) clearSearch();
          }}
        />
        <p className={`muted ${styles.summary}`} role="status" aria-live="polite">
          {searching ? 'Searching…' : summary}
        </p>
      </div>

      {scripts.isPending ? <LoadingState label="Loading scripts…" /> : null}
      {scripts.isError && !scripts.data ? (
        <ErrorState error={scripts.error} onRetry={() => void scripts.refetch()} />
      ) : null}

      {scripts.data && items.length === 0 && !searching ? (
        q ? (
          <EmptyState
            title={`No scripts match “${q}”`}
            action={
              <button type="button" className="btn" onClick={clearSearch}>
                Clear search
              </button>
            }
          >
            Names are matched anywhere, ignoring case.
          </EmptyState>
        ) : (
          <EmptyState
            title="No scripts yet"
            action={
              canWrite ? (
                <Link className="btn btn-primary" to="/scripts/new">
                  New script
                </Link>
              ) : undefined
            }
          >
            {canWrite ? 'Create the first script for your policies to use.' : 'An owner or admin can create scripts.'}
          </EmptyState>
        )
      ) : null}

      {items.length > 0 ? (
        <div className={`table-wrap ${styles.tableWrap}`} aria-busy={searching}>
          <table className={`table ${styles.table}`}>
            <caption className="visually-hidden">Scripts, by name</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Size
                </th>
                <th scope="col">Created</th>
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
            {scripts.isFetchingNextPage ? 'Loading more…' : 'Show more'}
          </button>
          <span className="muted">
            Showing {formatInteger(items.length)} of {formatInteger(total)}
          </span>
        </div>
      ) : null}
      {scripts.isFetchNextPageError ? (
        <p className="alert alert-danger" role="alert">
          Could not load more scripts: {scripts.error?.message} Use “Show more” to try again.
        </p>
      ) : null}
    </section>
  );
}

function ScriptRow({ script, createdBy }: { script: ScriptSummary; createdBy: string | undefined }) {
  return (
    <tr>
      <td className={styles.name}>
        <Link to={`/scripts/${encodeURIComponent(script.id)}`}>{script.name}</Link>
      </td>
      <td className={`num ${styles.size}`}>{formatSize(script.sizeBytes)}</td>
      <td className={styles.created}>
        <time dateTime={script.createdAt} title={formatUtc(script.createdAt)}>
          {formatDateTime(script.createdAt)}
        </time>
        <span className="muted"> by {createdBy ?? <span className="mono">{script.createdByUserId}</span>}</span>
      </td>
    </tr>
  );
}
