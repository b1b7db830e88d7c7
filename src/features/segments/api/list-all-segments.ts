import { PAGE_LIMIT, paths, segmentSummarySchema, type Cursor } from '../../../../contract';
import { useAllPages } from '../../../lib/all-pages';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';

/** Every segment matching `q`, page after page: for orders the service does not page by. */
export function useAllSegments(q: string, enabled: boolean) {
  return useAllPages({
    queryKey: [...segmentKeys.lists(), 'all', q.trim()],
    fetchPage: (cursor: Cursor | null, signal: AbortSignal) =>
      http.getPage(paths.segments, segmentSummarySchema, {
        query: { q: q.trim() },
        cursor,
        limit: PAGE_LIMIT.max,
        signal,
      }),
    staleTime: 30_000,
    subject: 'the segments',
    enabled,
  });
}
