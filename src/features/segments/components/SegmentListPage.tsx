import { lazy, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Cursor, SegmentSummary } from '../../../../contract';
import { OnDemand } from '../../../components/OnDemand';
import { PageHeader } from '../../../components/PageHeader';
import { segmentListHeading } from './headings';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatInteger, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { defineMessages, getLocale, loadNamespaces, T, useT, type MessageDescriptor } from '../../../lib/i18n';
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
import { matchLabels, scopeLabels } from '../model/list-vocabulary';
import { duplicatesAmong } from '../model/member-counts';
import { useMemberCounts } from './use-member-counts';
import { SegmentMemberCount } from './SegmentMemberCount';
import { Later } from './Later';
import { MoreIcon } from './MoreIcon';
import styles from './SegmentListPage.module.css';

// The row menu (and its confirmation) loads when first opened, with its words (the editor's
// catalogue): not part of the first page.
const loadRowActions = () =>
  Promise.all([import('./SegmentRowActions'), loadNamespaces(getLocale(), ['segments'])]).then(([module]) => module);
const SegmentRowActions = lazy(() => loadRowActions().then((module) => ({ default: module.SegmentRowActions })));

const messages = defineMessages({
  byNameAsc: { id: 'segments.list.sort.nameAsc', defaultMessage: 'by name, A to Z', description: 'Fills {order}' },
  byNameDesc: { id: 'segments.list.sort.nameDesc', defaultMessage: 'by name, Z to A', description: 'Fills {order}' },
  byChangedAsc: {
    id: 'segments.list.sort.changedAsc',
    defaultMessage: 'by last change, oldest first',
    description: 'Fills {order}',
  },
  byChangedDesc: {
    id: 'segments.list.sort.changedDesc',
    defaultMessage: 'by last change, newest first',
    description: 'Fills {order}',
  },
  byMembersAsc: {
    id: 'segments.list.sort.membersAsc',
    defaultMessage: 'by members, fewest first',
    description: 'Fills {order}',
  },
  byMembersDesc: {
    id: 'segments.list.sort.membersDesc',
    defaultMessage: 'by members, most first',
    description: 'Fills {order}',
  },
  previousPage: { id: 'segmentList.pager.previous', defaultMessage: 'Previous page' },
  firstPage: { id: 'segmentList.pager.first', defaultMessage: 'First page' },
  nextPage: { id: 'segmentList.pager.next', defaultMessage: 'Next page' },
  pages: { id: 'segmentList.pager.label', defaultMessage: 'Pages of segments' },
  goneTitle: { id: 'segments.list.gone.title', defaultMessage: 'This page of results is no longer available' },
  goneAction: { id: 'segments.list.gone.action', defaultMessage: 'Go to the first page' },
  goneDetail: {
    id: 'segments.list.gone.detail',
    defaultMessage: 'The link points into a list that has changed. Start again from the first page.',
  },
  loading: { id: 'segmentList.loading', defaultMessage: 'Loading segments…' },
  noMatchTitle: { id: 'segments.list.noMatch.title', defaultMessage: 'No segment name contains “{q}”' },
  noMatchAction: { id: 'segments.list.noMatch.action', defaultMessage: 'Clear the search' },
  noMatchDetail: {
    id: 'segments.list.noMatch.detail',
    defaultMessage: 'Check the spelling, or search for part of the name.',
  },
  emptyTitle: { id: 'segments.list.empty.title', defaultMessage: 'No segments yet' },
  emptyDetail: {
    id: 'segments.list.empty.detail',
    defaultMessage:
      'A segment is a group of workers chosen by rules (such as “department equals Sales”) or by hand. Policies use segments to decide who they apply to.',
  },
  newSegment: { id: 'segmentList.new', defaultMessage: 'New segment' },
  name: { id: 'segmentList.column.name', defaultMessage: 'Name' },
  scope: { id: 'segmentList.column.scope', defaultMessage: 'Scope' },
  match: { id: 'segmentList.column.match', defaultMessage: 'Match' },
  clauses: { id: 'segmentList.column.clauses', defaultMessage: 'Clauses' },
  changed: { id: 'segmentList.column.changed', defaultMessage: 'Last change' },
  members: { id: 'segmentList.column.members', defaultMessage: 'Members' },
  actions: { id: 'segmentList.column.actions', defaultMessage: 'Actions' },
  narrowDetails: {
    id: 'segmentList.row.details',
    defaultMessage:
      '{scope} · {match, select, all {all clauses} other {any clause}} · {count, plural, one {# clause} other {# clauses}}',
    description: 'Under the name on a phone; {scope} is “Rule-based” or “Manual”',
  },
  changedWhen: {
    id: 'segmentList.row.changed',
    defaultMessage: '<phone>Changed </phone>{when}',
    description: '{when} is relative, as “3 days ago”; <phone> is shown only on a phone',
  },
  changedBy: { id: 'segmentList.row.changedBy', defaultMessage: 'by {name}' },
  duplicateTitle: {
    id: 'segments.list.row.duplicateTitle',
    defaultMessage: 'Exactly the same members as “{name}”',
  },
  duplicate: { id: 'segments.list.row.duplicate', defaultMessage: 'Duplicate of {name}' },
  membersWord: {
    id: 'segmentList.row.membersWord',
    defaultMessage: '{count, plural, one {member} other {members}}',
    description: 'After the count, on a phone only',
  },
  rowActions: { id: 'segmentList.row.actions', defaultMessage: 'Actions for {name}' },
  noMore: { id: 'segmentList.summary.noMore', defaultMessage: 'No more segments.' },
  all: {
    id: 'segmentList.summary.all',
    defaultMessage: '{filtered, select, no {All {count} segments} other {All {count} segments matching “{q}”}}',
    description: '{q} is the search; {filtered} is “yes” when there is one',
  },
  some: {
    id: 'segmentList.summary.some',
    defaultMessage:
      '{filtered, select, no {Showing {count} of {total}} other {Showing {count} of {total} matching “{q}”}}',
  },
  range: {
    id: 'segmentList.summary.range',
    defaultMessage:
      '{filtered, select, no {Showing {from}–{to} of {total}} other {Showing {from}–{to} of {total} matching “{q}”}}',
  },
  sorted: {
    id: 'segments.list.summary.sorted',
    defaultMessage: '{shown}, sorted {order}',
    description: '{shown}: “All 3 segments”, “Showing 1–25 of 60”; {order}: “by name, Z to A”',
  },
  pageSorted: {
    id: 'segments.list.summary.pageSorted',
    defaultMessage: '{shown}, by name; this page sorted {order}',
    description: 'The pages follow the names, the rows of this page {order}: “by members, most first”',
  },
  pageOnly: {
    id: 'segments.list.membersPageOnly',
    defaultMessage:
      'Members are counted for the segments on screen only, so sorting by members orders this page; the pages follow the names.',
  },
  stillCounting: {
    id: 'segments.list.stillCounting',
    defaultMessage: 'Still counting: the segments not counted yet are listed last.',
  },
  deleted: { id: 'segments.list.deleted', defaultMessage: 'Deleted “{name}”.' },
  search: { id: 'segmentList.search', defaultMessage: 'Search by name' },
  searchHint: { id: 'segmentList.searchHint', defaultMessage: 'e.g. engineers' },
});

const SORT_NAMES: Record<SegmentSortKey, Record<SegmentSort['direction'], MessageDescriptor>> = {
  name: { asc: messages.byNameAsc, desc: messages.byNameDesc },
  changed: { asc: messages.byChangedAsc, desc: messages.byChangedDesc },
  members: { asc: messages.byMembersAsc, desc: messages.byMembersDesc },
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
  const t = useT('segmentList');
  useDocumentTitle(t(segmentListHeading.title));
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
        previous:
          ownPage.index > 0 ? { label: t(messages.previousPage), go: () => goToOwnPage(ownPage.index - 1) } : null,
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
                ? { label: t(messages.firstPage), go: () => goTo(null, []) }
                : { label: t(messages.previousPage), go: () => goTo(previous.at(-1) ?? null, previous.slice(0, -1)) },
          next:
            list.data.pagination.hasMore && list.data.pagination.nextCursor !== null
              ? () => goTo(String(list.data!.pagination.nextCursor), cursor === null ? [] : [...previous, cursor])
              : null,
        }
      : undefined;
  // A duplicate names the one with the same members shown above it.
  const duplicates = duplicatesAmong(page?.items ?? [], counts);
  const query = { q, filtered: q ? 'yes' : 'no' };
  // The whole list on one page, or one page of a longer one.
  const whole = page !== undefined && page.first === 1 && page.items.length === page.total;
  const serviceOrder = sort.key === 'name' && sort.direction === 'asc';

  /** The line under the table: which rows are shown, and how they are sorted. */
  const summary = (shown: Shown): ReactNode => {
    const range =
      whole && !serviceOrder
        ? t(messages.all, { ...query, count: formatInteger(shown.items.length) })
        : shown.first === null
          ? t(messages.some, { ...query, count: formatInteger(shown.items.length), total: formatInteger(shown.total) })
          : t(messages.range, {
              ...query,
              from: formatInteger(shown.first),
              to: formatInteger(shown.first + shown.items.length - 1),
              total: formatInteger(shown.total),
            });
    if (serviceOrder && !(sort.key === 'members' && !whole)) return range;
    // How it is sorted: words fetched when a sort is chosen (the range alone meanwhile).
    return (
      <Later fallback={range}>
        {(later) => {
          const order = later(SORT_NAMES[sort.key][sort.direction]);
          return sort.key === 'members' && !whole
            ? later(messages.pageSorted, { shown: range, order })
            : later(messages.sorted, { shown: range, order });
        }}
      </Later>
    );
  };

  let body;
  if (everyRow && all.error && !page) {
    body = <ErrorState error={all.error} onRetry={all.resume} />;
  } else if (list.isError && !page) {
    const badCursor = isApiError(list.error) && list.error.target === 'cursor';
    body = badCursor ? (
      <Later fallback={<LoadingState />}>
        {(later) => (
          <EmptyState
            title={later(messages.goneTitle)}
            action={
              <Link className="btn" to={q ? `?q=${encodeURIComponent(q)}` : '.'}>
                {later(messages.goneAction)}
              </Link>
            }
          >
            <p>{later(messages.goneDetail)}</p>
          </EmptyState>
        )}
      </Later>
    ) : (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (!page) {
    body = <LoadingState label={t(messages.loading)} />;
  } else if (page.items.length === 0 && page.first === 1) {
    body = (
      <Later fallback={<LoadingState />}>
        {(later) =>
          q ? (
            <EmptyState
              title={later(messages.noMatchTitle, { q })}
              action={
                <button type="button" className="btn" onClick={() => setSearch('')}>
                  {later(messages.noMatchAction)}
                </button>
              }
            >
              <p>{later(messages.noMatchDetail)}</p>
            </EmptyState>
          ) : (
            <EmptyState
              title={later(messages.emptyTitle)}
              action={
                canWrite ? (
                  <Link className="btn btn-primary" to="/segments/new">
                    {t(messages.newSegment)}
                  </Link>
                ) : null
              }
            >
              <p>{later(messages.emptyDetail)}</p>
            </EmptyState>
          )
        }
      </Later>
    );
  } else {
    body = (
      <>
        <div className={`table-wrap ${styles.listWrap}`}>
          <table className={`table table-stacked ${styles.table}`} aria-describedby={`${searchId}-summary`}>
            <thead>
              <tr>
                <SortHeader label={t(messages.name)} sortKey="name" sort={sort} onSort={changeSort} />
                <th scope="col" className={styles.wide}>
                  {t(messages.scope)}
                </th>
                <th scope="col" className={styles.wide}>
                  {t(messages.match)}
                </th>
                <th scope="col" className={`num ${styles.wide}`}>
                  {t(messages.clauses)}
                </th>
                <SortHeader label={t(messages.changed)} sortKey="changed" sort={sort} onSort={changeSort} />
                <SortHeader
                  label={t(messages.members)}
                  sortKey="members"
                  sort={sort}
                  onSort={changeSort}
                  className="num"
                />
                <th scope="col" className={styles.actionsCell}>
                  <span className="visually-hidden">{t(messages.actions)}</span>
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
                        {t(messages.narrowDetails, {
                          scope: t(scopeLabels[segment.scope]),
                          match: segment.match,
                          count: segment.clauseCount,
                        })}
                      </span>
                    </div>
                  </td>
                  <td className={styles.wide}>
                    <span className={segment.scope === 'manual' ? 'badge' : 'badge badge-accent'}>
                      {t(scopeLabels[segment.scope])}
                    </span>
                  </td>
                  <td className={styles.wide}>{t(matchLabels[segment.match])}</td>
                  <td className={`num ${styles.wide}`}>{formatInteger(segment.clauseCount)}</td>
                  <td className={styles.changed}>
                    <T
                      message={messages.changedWhen}
                      values={{
                        phone: (chunks) => <span className={styles.phoneWord}>{chunks}</span>,
                        when: (
                          <time dateTime={segment.updatedAt} title={formatUtc(segment.updatedAt)}>
                            {formatRelative(segment.updatedAt)}
                          </time>
                        ),
                      }}
                    />
                    {segment.updatedByName ? (
                      <>
                        {' '}
                        <span className={`muted ${styles.changedBy}`}>
                          {t(messages.changedBy, { name: segment.updatedByName })}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className={`num ${styles.members}`}>
                    <SegmentMemberCount count={counts.get(segment.id)} />
                    {duplicates.has(segment.id) ? (
                      <Later>
                        {(later) => (
                          <span
                            className={`badge badge-warning ${styles.duplicate}`}
                            title={later(messages.duplicateTitle, { name: duplicates.get(segment.id)! })}
                          >
                            {later(messages.duplicate, { name: duplicates.get(segment.id)! })}
                          </span>
                        )}
                      </Later>
                    ) : null}
                    {knownCounts.has(segment.id) ? (
                      <span className={styles.phoneWord}>
                        {' '}
                        {t(messages.membersWord, { count: knownCounts.get(segment.id)! })}
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
                          aria-label={t(messages.rowActions, { name: segment.name })}
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
        <nav className={styles.pager} aria-label={t(messages.pages)}>
          <p id={`${searchId}-summary`} className="muted" aria-live="polite">
            {page.items.length === 0 ? t(messages.noMore) : summary(page)}
          </p>
          {sort.key === 'members' && !whole && page.items.length > 0 ? (
            <Later>{(later) => <p className="muted">{later(messages.pageOnly)}</p>}</Later>
          ) : null}
          {sort.key === 'members' && counting ? (
            <Later>{(later) => <p className="muted">{later(messages.stillCounting)}</p>}</Later>
          ) : null}
          <span className="spacer" />
          {page.previous ? (
            <button type="button" className="btn btn-small" onClick={page.previous.go}>
              {page.previous.label}
            </button>
          ) : null}
          {page.next ? (
            <button type="button" className="btn btn-small" onClick={page.next}>
              {t(messages.nextPage)}
            </button>
          ) : null}
        </nav>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t(segmentListHeading.title)}
        subtitle={t(segmentListHeading.description)}
        actions={
          canWrite ? (
            <Link className="btn btn-primary" to="/segments/new">
              {t(messages.newSegment)}
            </Link>
          ) : null
        }
      />
      {flash || deleted ? (
        <div className={`alert alert-success ${styles.flash}`} role="status">
          <p>{deleted ? <Later>{(later) => later(messages.deleted, { name: deleted })}</Later> : flash}</p>
        </div>
      ) : null}
      <div role="search" className={styles.search}>
        <label className="field-label" htmlFor={`${searchId}-q`}>
          {t(messages.search)}
        </label>
        <input
          id={`${searchId}-q`}
          className="input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t(messages.searchHint)}
          autoComplete="off"
        />
      </div>
      {body}
    </>
  );
}
