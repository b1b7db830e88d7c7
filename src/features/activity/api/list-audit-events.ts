import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditEventSchema, PAGE_LIMIT, paths, type AuditEvent, type Cursor } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import { defineMessages } from '../../../lib/i18n';
import { eventsQuery, type ActivityFilters } from '../model/filters';
import { activityKeys } from './keys';

const messages = defineMessages({
  activity: {
    id: 'activity.refresh.activity',
    defaultMessage: 'the activity',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
  newest: {
    id: 'activity.refresh.newest',
    defaultMessage: 'the newest activity',
    description: 'In “Could not refresh {subject}”, when live refresh could not read the newest events',
  },
});

/** How often the page reads the newest events again while it is open. */
export const LIVE_REFRESH_MS = 15_000;
/** Events a page of the list holds. */
export const EVENTS_PAGE_SIZE = PAGE_LIMIT.default;

/** One page of events, newest first, with these filters. */
export function listAuditEventsPage(
  filters: ActivityFilters,
  cursor: Cursor | null,
  { signal, limit = EVENTS_PAGE_SIZE }: { signal?: AbortSignal; limit?: number } = {},
): Promise<Page<AuditEvent>> {
  return http.getPage(paths.auditEvents, auditEventSchema, { cursor, limit, query: eventsQuery(filters), signal });
}

/** The events, page after page as the reader scrolls. */
export function useAuditEvents(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listAuditEventsPage(filters, pageParam, { signal }),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.nextCursor : undefined),
    // What was read stays as it was (events never change); new ones come in through useNewestEvents.
    staleTime: Infinity,
    // The page says every failure in place, and a service without an activity log as such.
    throwOnError: false,
    meta: { subject: messages.activity },
  });
}

/** The newest page, read again every LIVE_REFRESH_MS while `live`: what came in since. */
export function useNewestEvents(
  filters: ActivityFilters,
  first: { page: Page<AuditEvent>; readAt: number },
  live: boolean,
) {
  return useQuery({
    queryKey: activityKeys.newest(filters),
    queryFn: ({ signal }) => listAuditEventsPage(filters, null, { signal }),
    enabled: live,
    // The list's first page is the newest to begin with: the first read again is one interval later.
    initialData: first.page,
    initialDataUpdatedAt: first.readAt,
    staleTime: LIVE_REFRESH_MS,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    throwOnError: false,
    meta: { subject: messages.newest },
  });
}
