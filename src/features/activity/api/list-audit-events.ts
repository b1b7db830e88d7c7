import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_LIMIT, type Cursor } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import type { AuditEvent } from '../model/audit-event';
import { eventsQuery, type ActivityFilters } from '../model/filters';
import { activityKeys } from './keys';

// PROVISIONAL until contract/assumed.ts defines GET /audit-events and its event.
const AUDIT_EVENTS_PATH = '/audit-events';
const auditEventSchema: z.ZodMiniType<AuditEvent> = z.object({
  id: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  actor: z.union([
    z.object({ type: z.literal('user'), userId: z.string(), name: z.nullable(z.string()) }),
    z.object({
      type: z.literal('api_key'),
      apiKeyId: z.string(),
      name: z.nullable(z.string()),
      userId: z.nullable(z.string()),
    }),
    z.object({ type: z.literal('anonymous') }),
  ]),
  clientAddress: z.nullable(z.string()),
  at: z.string(),
  etag: z.nullable(z.string()),
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
  return http.getPage(AUDIT_EVENTS_PATH, auditEventSchema, { cursor, limit, query: eventsQuery(filters), signal });
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
    meta: { subject: 'the activity' },
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
    meta: { subject: 'the newest activity' },
  });
}
