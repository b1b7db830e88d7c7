import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { isEndpointAbsent, type Page } from '../../../lib/http';
import { useMemberNames } from '../../../lib/members';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuditEvents, useNewestEvents, LIVE_REFRESH_MS } from '../api/list-audit-events';
import type { AuditEvent } from '../../../../contract';
import { filtersSearch, readFilters, type ActivityFilters } from '../model/filters';
import { newEvents } from '../model/live-events';
import { refusedFilter } from '../model/refused-filter';
import { activityHeading } from './headings';
import { EventList } from './EventList';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterBar } from './FilterBar';
import styles from './ActivityPage.module.css';

/** The workspace's activity log: who did what, newest first, filtered as the URL says. */
export function ActivityPage() {
  useDocumentTitle(activityHeading.title);
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const filters = readFilters(search);
  const key = filtersSearch(filters);
  // One list per set of filters: new filters start a new list, live refresh and all.
  return <ActivityLog key={key} filters={filters} />;
}

function ActivityLog({ filters }: { filters: ActivityFilters }) {
  const { names } = useMemberNames();
  const events = useAuditEvents(filters);
  const [live, setLive] = useState(true);
  const [fresh, setFresh] = useState<AuditEvent[]>([]);
  const [gap, setGap] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const refused = refusedFilter(events.error);
  const loaded = useMemo(() => events.data?.pages.flatMap((page) => page.items) ?? [], [events.data]);
  const all = useMemo(() => (fresh.length > 0 ? [...fresh, ...loaded] : loaded), [fresh, loaded]);
  const freshIds = useMemo(() => new Set(fresh.map((event) => event.id)), [fresh]);
  const total = events.data?.pages[0]?.pagination.total ?? null;

  const onNewest = (page: Page<AuditEvent>) => {
    const shown = new Set(all.map((event) => event.id));
    const found = newEvents(page.items, shown);
    if (found.gap) {
      setGap(true);
      return;
    }
    if (found.fresh.length === 0) return;
    setFresh((current) => [...found.fresh, ...current]);
    setAnnouncement(found.fresh.length === 1 ? '1 new event.' : `${formatInteger(found.fresh.length)} new events.`);
  };

  const header = (
    <PageHeader
      title={activityHeading.title}
      subtitle={activityHeading.description}
      actions={<ExportCsvButton filters={filters} names={names} disabled={!events.data || refused !== null} />}
    />
  );

  if (isEndpointAbsent(events.error)) {
    return (
      <>
        {header}
        <EmptyState title="This service provides no activity log">
          The service this console talks to does not offer <code>GET /audit-events</code>, so there is no activity to
          show. Everything else works as before.
        </EmptyState>
      </>
    );
  }

  let body;
  if (refused) {
    body = (
      <div className="alert alert-danger" role="alert">
        <span>
          The service refused the <strong>{refused.label}</strong> filter: {refused.message} Change it or remove it;
          your other filters are kept.
        </span>
      </div>
    );
  } else if (events.error && !events.data) {
    body = <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  } else if (!events.data) {
    body = <LoadingState label="Loading the activity…" />;
  } else if (all.length === 0) {
    body = (
      <EmptyState title={Object.keys(filters).length > 0 ? 'No events match these filters' : 'No activity yet'}>
        {Object.keys(filters).length > 0
          ? 'Remove a filter to see more.'
          : 'Writes, secret reveals and sign-ins will be listed here as they happen.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {gap ? (
          <div className="alert" role="status">
            <span>More events came in than fit at the top.</span>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                setGap(false);
                setFresh([]);
                void events.refetch();
              }}
            >
              Show the newest
            </button>
          </div>
        ) : null}
        <EventList events={all} filters={filters} names={names} freshIds={freshIds} />
        <MoreEvents
          hasMore={events.hasNextPage}
          loading={events.isFetchingNextPage}
          error={events.isFetchNextPageError ? events.error : null}
          onMore={() => void events.fetchNextPage()}
          shown={all.length}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <FilterBar filters={filters} names={names} refused={refused} />
      <div className={styles.statusLine}>
        <span>
          {total !== null ? formatQuantity(total + fresh.length, 'event') : null}
          {total !== null && all.length < total + fresh.length ? `, ${formatInteger(all.length)} shown` : null}
        </span>
        <span className="spacer" />
        <label className={styles.liveToggle}>
          <input type="checkbox" checked={live} onChange={(event) => setLive(event.target.checked)} />
          Live: new events every {LIVE_REFRESH_MS / 1000} s
        </label>
        <span role="status" className="visually-hidden">
          {announcement}
        </span>
      </div>
      {events.data?.pages[0] && refused === null ? (
        <NewestEvents
          filters={filters}
          first={{ page: events.data.pages[0], readAt: events.dataUpdatedAt }}
          live={live}
          onNewest={onNewest}
        />
      ) : null}
      {body}
    </>
  );
}

/** Reads the newest page again every little while (mounted once the list's first page is in). */
function NewestEvents({
  filters,
  first,
  live,
  onNewest,
}: {
  filters: ActivityFilters;
  first: { page: Page<AuditEvent>; readAt: number };
  live: boolean;
  onNewest: (page: Page<AuditEvent>) => void;
}) {
  const newest = useNewestEvents(filters, first, live);
  const seen = useRef(newest.data);
  const onNewestRef = useRef(onNewest);
  useEffect(() => {
    onNewestRef.current = onNewest;
  });
  useEffect(() => {
    if (!newest.data || newest.data === seen.current) return;
    seen.current = newest.data;
    onNewestRef.current(newest.data);
  }, [newest.data]);
  return null;
}

/** Loads the next page when the end of the list comes near (and on a click, for keyboards). */
function MoreEvents({
  hasMore,
  loading,
  error,
  onMore,
  shown,
}: {
  hasMore: boolean;
  loading: boolean;
  error: Error | null;
  onMore: () => void;
  shown: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, error]);

  return (
    <div ref={sentinel} className={styles.more}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          <span>The next events could not be loaded.</span>
          <button type="button" className="btn btn-small" onClick={onMore}>
            Try again
          </button>
        </div>
      ) : hasMore ? (
        <button type="button" className="btn" onClick={onMore} disabled={loading}>
          {loading ? 'Loading more events…' : 'Load more events'}
        </button>
      ) : (
        <p className="muted">That is every event: {formatQuantity(shown, 'event')}.</p>
      )}
    </div>
  );
}
