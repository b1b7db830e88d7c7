import { PAGE_LIMIT, paths, segmentSummarySchema, type Cursor } from '../../../../contract';
import { useAllPages } from '../../../lib/all-pages';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'segmentList.subject',
    defaultMessage: 'the segments',
    description: 'What could not be refreshed, in “Could not refresh {subject}”',
  },
});

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
    subject: messages.subject,
    enabled,
  });
}
