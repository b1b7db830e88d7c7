import { lazy, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Cursor, SegmentSummary } from '../../../../contract';
import { OnDemand } from '../../../components/OnDemand';
import { PageHeader } from '../../../components/PageHeader';
import { segmentListHeading } from './headings';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatInteger, formatQuantity, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { LIST_SEARCH_DELAY_MS } from '../../../lib/list-search';
import { useHasPermission } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllSegments } from '../api/list-all-segments';
import { SEGMENT_PAGE_SIZE, useSegmentList } from '../api/list-segments';
import {
  pageOf,
  readPageIndex,
  readSort,
  sortSegments,
  sortsEveryRow,
  toggledSort,
  writePageIndex,
  writeSort,
  type SegmentSort,
  type SegmentSortKey,
} from '../model/list-sort';
import { matchLabels, scopeLabels } from '../model/vocabulary';
import { duplicatesAmong } from '../model/member-counts';
import { useMemberCounts } from './use-member-counts';
import { SegmentMemberCount } from './SegmentMemberCount';
import { MoreIcon } from './MoreIcon';
import styles from './SegmentListPage.module.css';

// The row menu (and its confirmation) loads when first opened: not part of the first page.
const loadRowActions = () => import('./SegmentRowActions');
const SegmentRowActions = lazy(() => loadRowActions().then((module) => ({ default: module.SegmentRowActions })));

const SORT_NAMES: Record<SegmentSortKey, Record<SegmentSort['direction'], string>> = {
  name: { asc: 'by name, A to Z', desc: 'by name, Z to A' },
  changed: { asc: 'by last change, oldest first', desc: 'by last change, newest first' },
  members: { asc: 'by members, fewest first', desc: 'by members, most first' },
};

/** A column header that sorts the list by it, saying how it is sorted now. */
function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: SegmentSortKey;
  sort: SegmentSort;
  onSort: (key: SegmentSortKey) => void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <span className={styles.sortIcon} aria-hidden="true">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A page of the list as shown: its rows, where it starts (unknown: null) and the way to its neighbours. */
interface Shown {
  items: SegmentSummary[];
  total: number;
  first: number | null;
  previous: { label: string; go: () => void } | null;
  next: (() => void) | null;
}

const noSegments: SegmentSummary[] = [];

/** The history entry's memory of the pages before this one, for "Previous". */
interface ListHistoryState {
  previous?: string[];
  flash?: string;
}

export function SegmentListPage() {
  useDocumentTitle(segmentListHeading.title);
  const canWrite = useHasPermission('segments:write');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const historyState = (location.state ?? {}) as ListHistoryState;
  const q = params.get('q') ?? '';
  const cursor: Cursor | null = params.get('cursor');
  const previous = historyState.previous ?? [];
  // The page number is known unless the address was opened directly on a later page.
  const pageIndex = cursor === null ? 0 : historyState.previous ? previous.length + 1 : null;
  const [search, setSearch] = useState(q);
  const [flash] = useState(historyState.flash ?? null);
  const searchId = useId();

  const sort = readSort(params);
  // By last change and by name from Z: every matching segment, sorted here and shown a page at a
  // time. By name from A and by members: the service's pages (by members orders each page).
  const everyRow = sortsEveryRow(sort);
  const list = useSegmentList({ q, cursor });
  const all = useAllSegments(q, everyRow);
  const [deleted, setDeleted] = useState<string | null>(null);
  const changeSort = (key: SegmentSortKey) => setParams(writeSort(params, toggledSort(sort, key)), { replace: true });
  const sortedAll = everyRow && all.complete ? sortSegments(all.items, sort) : null;
  const ownPage = sortedAll ? pageOf(sortedAll, readPageIndex(params), SEGMENT_PAGE_SIZE) : null;
  // The segments on screen, and only those, are counted: in the browser, a few at a time; the
  // list shows at once, each count as it comes.
  const listed: SegmentSummary[] | undefined = everyRow ? ownPage?.items : list.data?.items;
  const counts = useMemberCounts(listed ?? noSegments);
  const knownCounts = new Map<string, number>();
  for (const [id, count] of counts) if (count.status === 'counted') knownCounts.set(id, count.count);
  const counting = [...counts.values()].some((count) => count.status === 'counting');

  useEffect(() => {
    if (flash) void navigate({ search: location.search }, { replace: true, state: { previous } });
    // Only once: the message was read into state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the search box, a moment after typing stops; it starts at the first page.
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      setParams(search.trim() ? { q: search.trim() } : {}, { replace: true, state: {} });
    }, LIST_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const goTo = (next: string | null, trail: string[]) => {
    const nextParams = writeSort(new URLSearchParams(q ? { q } : {}), sort);
    if (next !== null) nextParams.set('cursor', next);
    setParams(nextParams, { state: { previous: trail } });
    document.getElementById('main')?.focus();
  };
  const goToOwnPage = (index: number) => {
    setParams(writePageIndex(params, index));
    document.getElementById('main')?.focus();
  };

  const page: Shown | undefined = ownPage
    ? {
        items: ownPage.items,
        total: sortedAll!.length,
        first: ownPage.index * SEGMENT_PAGE_SIZE + 1,
        previous: ownPage.index > 0 ? { label: 'Previous page', go: () => goToOwnPage(ownPage.index - 1) } : null,
        next: (ownPage.index + 1) * SEGMENT_PAGE_SIZE < sortedAll!.length ? () => goToOwnPage(ownPage.index + 1) : null,
      }
    : !everyRow && list.data
      ? {
          items: sort.key === 'members' ? sortSegments(list.data.items, sort, knownCounts) : list.data.items,
          total: list.data.pagination.total,
          first: pageIndex === null ? null : pageIndex * SEGMENT_PAGE_SIZE + 1,
          previous:
            cursor === null
              ? null
              : pageIndex === null
                ? { label: 'First page', go: () => goTo(null, []) }
                : { label: 'Previous page', go: () => goTo(previous.at(-1) ?? null, previous.slice(0, -1)) },
          next:
            list.data.pagination.hasMore && list.data.pagination.nextCursor !== null
              ? () => goTo(String(list.data!.pagination.nextCursor), cursor === null ? [] : [...previous, cursor])
              : null,
        }
      : undefined;
  // A duplicate names the one with the same members shown above it.
  const duplicates = duplicatesAmong(page?.items ?? [], counts);
  const matching = q ? ` matching “${q}”` : '';
  // The whole list on one page, or one page of a longer one.
  const whole = page !== undefined && page.first === 1 && page.items.length === page.total;
  const sortWords = SORT_NAMES[sort.key][sort.direction];
  const serviceOrder = sort.key === 'name' && sort.direction === 'asc';

  let body;
  if (everyRow && all.error && !page) {
    body = <ErrorState error={all.error} onRetry={all.resume} />;
  } else if (list.isError && !page) {
    const badCursor = isApiError(list.error) && list.error.target === 'cursor';
    body = badCursor ? (
      <EmptyState
        title="This page of results is no longer available"
        action={
          <Link className="btn" to={q ? `?q=${encodeURIComponent(q)}` : '.'}>
            Go to the first page
          </Link>
        }
      >
        <p>The link points into a list that has changed. Start again from the first page.</p>
      </EmptyState>
    ) : (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (!page) {
    body = <LoadingState label="Loading segments…" />;
  } else if (page.items.length === 0 && page.first === 1) {
    body = q ? (
      <EmptyState
        title={`No segment name contains “${q}”`}
        action={
          <button type="button" className="btn" onClick={() => setSearch('')}>
            Clear the search
          </button>
        }
      >
        <p>Check the spelling, or search for part of the name.</p>
      </EmptyState>
    ) : (
      <EmptyState
        title="No segments yet"
        action={
          canWrite ? (
            <Link className="btn btn-primary" to="/segments/new">
              New segment
            </Link>
          ) : null
        }
      >
        <p>
          A segment is a group of workers chosen by rules (such as “department equals Sales”) or by hand. Policies use
          segments to decide who they apply to.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className={`table-wrap ${styles.listWrap}`}>
          <table className={`table table-stacked ${styles.table}`} aria-describedby={`${searchId}-summary`}>
            <thead>
              <tr>
                <SortHeader label="Name" sortKey="name" sort={sort} onSort={changeSort} />
                <th scope="col" className={styles.wide}>
                  Scope
                </th>
                <th scope="col" className={styles.wide}>
                  Match
                </th>
                <th scope="col" className={`num ${styles.wide}`}>
                  Clauses
                </th>
                <SortHeader label="Last change" sortKey="changed" sort={sort} onSort={changeSort} />
                <SortHeader label="Members" sortKey="members" sort={sort} onSort={changeSort} className="num" />
                <th scope="col" className={styles.actionsCell}>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody aria-busy={list.isFetching || (sort.key === 'members' && counting)}>
              {page.items.map((segment) => (
                <tr key={segment.id}>
                  <td>
                    <div className={styles.nameCell}>
                      <Link to={`/segments/${segment.id}`} className={styles.name}>
                        {segment.name}
                      </Link>
                      <span className={`muted ${styles.narrowDetails}`}>
                        {scopeLabels[segment.scope]} · {segment.match === 'all' ? 'all clauses' : 'any clause'} ·{' '}
                        {formatQuantity(segment.clauseCount, 'clause')}
                      </span>
                    </div>
                  </td>
                  <td className={styles.wide}>
                    <span className={segment.scope === 'manual' ? 'badge' : 'badge badge-accent'}>
                      {scopeLabels[segment.scope]}
                    </span>
                  </td>
                  <td className={styles.wide}>{matchLabels[segment.match]}</td>
                  <td className={`num ${styles.wide}`}>{formatInteger(segment.clauseCount)}</td>
                  <td className={styles.changed}>
                    <span className={styles.phoneWord}>Changed </span>
                    <time dateTime={segment.updatedAt} title={formatUtc(segment.updatedAt)}>
                      {formatRelative(segment.updatedAt)}
                    </time>
                    {segment.updatedByName ? (
                      <>
                        {' '}
                        <span className={`muted ${styles.changedBy}`}>by {segment.updatedByName}</span>
                      </>
                    ) : null}
                  </td>
                  <td className={`num ${styles.members}`}>
                    <SegmentMemberCount count={counts.get(segment.id)} />
                    {duplicates.has(segment.id) ? (
                      <span
                        className={`badge badge-warning ${styles.duplicate}`}
                        title={`Exactly the same members as “${duplicates.get(segment.id)}”`}
                      >
                        Duplicate of {duplicates.get(segment.id)}
                      </span>
                    ) : null}
                    {knownCounts.has(segment.id) ? (
                      <span className={styles.phoneWord}>
                        {' '}
                        {knownCounts.get(segment.id) === 1 ? 'member' : 'members'}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.actionsCell}>
                    <OnDemand
                      load={loadRowActions}
                      standIn={(trigger) => (
                        <button
                          type="button"
                          className={`btn btn-ghost btn-icon ${styles.rowMenuButton}`}
                          aria-label={`Actions for ${segment.name}`}
                          {...trigger}
                        >
                          <MoreIcon />
                        </button>
                      )}
                    >
                      <SegmentRowActions segment={segment} canWrite={canWrite} onDeleted={(name) => setDeleted(name)} />
                    </OnDemand>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav className={styles.pager} aria-label="Pages of segments">
          <p id={`${searchId}-summary`} className="muted" aria-live="polite">
            {page.items.length === 0
              ? 'No more segments.'
              : `${
                  whole && !serviceOrder
                    ? `All ${formatInteger(page.items.length)} segments${matching}`
                    : page.first === null
                      ? `Showing ${formatInteger(page.items.length)} of ${formatInteger(page.total)}${matching}`
                      : `Showing ${formatInteger(page.first)}–${formatInteger(page.first + page.items.length - 1)} of ${formatInteger(page.total)}${matching}`
                }${
                  sort.key === 'members' && !whole
                    ? `, by name; this page sorted ${sortWords}`
                    : !serviceOrder
                      ? `, sorted ${sortWords}`
                      : ''
                }`}
          </p>
          {sort.key === 'members' && !whole && page.items.length > 0 ? (
            <p className="muted">
              Members are counted for the segments on screen only, so sorting by members orders this page; the pages
              follow the names.
            </p>
          ) : null}
          {sort.key === 'members' && counting ? (
            <p className="muted">Still counting: the segments not counted yet are listed last.</p>
          ) : null}
          <span className="spacer" />
          {page.previous ? (
            <button type="button" className="btn btn-small" onClick={page.previous.go}>
              {page.previous.label}
            </button>
          ) : null}
          {page.next ? (
            <button type="button" className="btn btn-small" onClick={page.next}>
              Next page
            </button>
          ) : null}
        </nav>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={segmentListHeading.title}
        subtitle={segmentListHeading.description}
        actions={
          canWrite ? (
            <Link className="btn btn-primary" to="/segments/new">
              New segment
            </Link>
          ) : null
        }
      />
      {flash || deleted ? (
        <div className={`alert alert-success ${styles.flash}`} role="status">
          <p>{deleted ? `Deleted “${deleted}”.` : flash}</p>
        </div>
      ) : null}
      <div role="search" className={styles.search}>
        <label className="field-label" htmlFor={`${searchId}-q`}>
          Search by name
        </label>
        <input
          id={`${searchId}-q`}
          className="input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. engineers"
          autoComplete="off"
        />
      </div>
      {body}
    </>
  );
}
