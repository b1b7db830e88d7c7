import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { isEndpointAbsent, type Page } from '../../../lib/http';
import { defineMessages, T, useT } from '../../../lib/i18n';
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

const messages = defineMessages({
  newEvents: {
    id: 'activity.live.newEvents',
    defaultMessage: '{count, plural, one {# new event.} other {# new events.}}',
    description: 'Said to screen readers when live refresh brings events in',
  },
  absentTitle: { id: 'activity.absent.title', defaultMessage: 'This service provides no activity log' },
  absentDetail: {
    id: 'activity.absent.detail',
    defaultMessage:
      'The service this console talks to does not offer <code>{endpoint}</code>, so there is no activity to show. Everything else works as before.',
    description: '{endpoint} is the API’s address, “GET /audit-events”',
  },
  refused: {
    id: 'activity.refused.alert',
    defaultMessage:
      'The service refused the <strong>{filter}</strong> filter: {message} Change it or remove it; your other filters are kept.',
    description: '{filter} is the filter’s name (“From”); {message} is the service’s own reason, in English',
  },
  loading: { id: 'activity.list.loading', defaultMessage: 'Loading the activity…' },
  noMatchTitle: { id: 'activity.list.noMatchTitle', defaultMessage: 'No events match these filters' },
  noMatchDetail: { id: 'activity.list.noMatchDetail', defaultMessage: 'Remove a filter to see more.' },
  emptyTitle: { id: 'activity.list.emptyTitle', defaultMessage: 'No activity yet' },
  emptyDetail: {
    id: 'activity.list.emptyDetail',
    defaultMessage: 'Writes, secret reveals and sign-ins will be listed here as they happen.',
  },
  gap: { id: 'activity.live.gap', defaultMessage: 'More events came in than fit at the top.' },
  showNewest: { id: 'activity.live.showNewest', defaultMessage: 'Show the newest' },
  count: {
    id: 'activity.list.count',
    defaultMessage: '{count, plural, one {# event} other {# events}}',
  },
  countShown: {
    id: 'activity.list.countShown',
    defaultMessage: '{count, plural, one {# event} other {# events}}, {shown, number} shown',
    description: 'When only some of the events are loaded yet: “250 events, 50 shown”',
  },
  live: {
    id: 'activity.live.toggle',
    defaultMessage: 'Live: new events every {seconds, number} s',
    description: 'A checkbox: reads the newest events again every few seconds',
  },
  nextFailed: { id: 'activity.more.failed', defaultMessage: 'The next events could not be loaded.' },
  tryAgain: { id: 'activity.more.tryAgain', defaultMessage: 'Try again' },
  loadingMore: { id: 'activity.more.loading', defaultMessage: 'Loading more events…' },
  loadMore: { id: 'activity.more.load', defaultMessage: 'Load more events' },
  every: {
    id: 'activity.more.every',
    defaultMessage: 'That is every event: {count, plural, one {# event} other {# events}}.',
    description: 'Under the list once every event is loaded',
  },
});

const codeTag = (chunks: ReactNode[]) => <code>{chunks}</code>;
const strongTag = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** The workspace's activity log: who did what, newest first, filtered as the URL says. */
export function ActivityPage() {
  const t = useT('activity');
  useDocumentTitle(t(activityHeading.title));
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const filters = readFilters(search);
  const key = filtersSearch(filters);
  // One list per set of filters: new filters start a new list, live refresh and all.
  return <ActivityLog key={key} filters={filters} />;
}

function ActivityLog({ filters }: { filters: ActivityFilters }) {
  const t = useT('activity');
  const { names } = useMemberNames();
  const events = useAuditEvents(filters);
  const [live, setLive] = useState(true);
  const [fresh, setFresh] = useState<AuditEvent[]>([]);
  const [gap, setGap] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const refused = refusedFilter(events.error, t);
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
    setAnnouncement(t(messages.newEvents, { count: found.fresh.length }));
  };

  const header = (
    <PageHeader
      title={t(activityHeading.title)}
      subtitle={t(activityHeading.description)}
      actions={<ExportCsvButton filters={filters} names={names} disabled={!events.data || refused !== null} />}
    />
  );

  if (isEndpointAbsent(events.error)) {
    return (
      <>
        {header}
        <EmptyState title={t(messages.absentTitle)}>
          <T message={messages.absentDetail} values={{ endpoint: 'GET /audit-events', code: codeTag }} />
        </EmptyState>
      </>
    );
  }

  let body;
  if (refused) {
    body = (
      <div className="alert alert-danger" role="alert">
        <span>
          <T
            message={messages.refused}
            values={{ filter: refused.label, message: <span lang="en">{refused.message}</span>, strong: strongTag }}
          />
        </span>
      </div>
    );
  } else if (events.error && !events.data) {
    body = <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  } else if (!events.data) {
    body = <LoadingState label={t(messages.loading)} />;
  } else if (all.length === 0) {
    body = (
      <EmptyState title={t(Object.keys(filters).length > 0 ? messages.noMatchTitle : messages.emptyTitle)}>
        {t(Object.keys(filters).length > 0 ? messages.noMatchDetail : messages.emptyDetail)}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {gap ? (
          <div className="alert" role="status">
            <span>{t(messages.gap)}</span>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                setGap(false);
                setFresh([]);
                void events.refetch();
              }}
            >
              {t(messages.showNewest)}
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
          {total === null
            ? null
            : t(all.length < total + fresh.length ? messages.countShown : messages.count, {
                count: total + fresh.length,
                shown: all.length,
              })}
        </span>
        <span className="spacer" />
        <label className={styles.liveToggle}>
          <input type="checkbox" checked={live} onChange={(event) => setLive(event.target.checked)} />
          {t(messages.live, { seconds: LIVE_REFRESH_MS / 1000 })}
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
  const t = useT('activity');
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
          <span>{t(messages.nextFailed)}</span>
          <button type="button" className="btn btn-small" onClick={onMore}>
            {t(messages.tryAgain)}
          </button>
        </div>
      ) : hasMore ? (
        <button type="button" className="btn" onClick={onMore} disabled={loading}>
          {t(loading ? messages.loadingMore : messages.loadMore)}
        </button>
      ) : (
        <p className="muted">{t(messages.every, { count: shown })}</p>
      )}
    </div>
  );
}
