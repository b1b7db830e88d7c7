import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paths, segmentSummarySchema, type Cursor } from '../../../../contract';
import { http } from '../../../lib/http';
import { defineMessages, getLocale, loadNamespaces } from '../../../lib/i18n';
import { segmentKeys } from './keys';

const messages = defineMessages({
  subject: {
    id: 'segmentList.subject',
    defaultMessage: 'the segments',
    description: 'What could not be refreshed, in “Could not refresh {subject}”',
  },
});

/** Segments per page of the list. */
export const SEGMENT_PAGE_SIZE = 25;

export function listSegments(params: { q: string; cursor: Cursor | null }, signal?: AbortSignal) {
  return http.getPage(paths.segments, segmentSummarySchema, {
    query: { q: params.q.trim() },
    cursor: params.cursor,
    limit: SEGMENT_PAGE_SIZE,
    signal,
  });
}

export const segmentListQuery = (params: { q: string; cursor: Cursor | null }) =>
  queryOptions({
    queryKey: segmentKeys.list(params),
    queryFn: ({ signal }) => listSegments(params, signal),
    placeholderData: keepPreviousData,
    meta: { subject: messages.subject },
  });

export function useSegmentList(params: { q: string; cursor: Cursor | null }) {
  return useQuery(segmentListQuery(params));
}

/**
 * Starts reading the page of the list an address shows (`?q=&cursor=`), and the list's words,
 * before the page renders.
 */
export function prefetchSegmentList(queryClient: QueryClient, url: URL) {
  return Promise.all([
    queryClient.prefetchQuery(
      segmentListQuery({ q: url.searchParams.get('q') ?? '', cursor: url.searchParams.get('cursor') }),
    ),
    loadNamespaces(getLocale(), ['segmentList']).catch(() => undefined),
  ]);
}
