import { queryOptions } from '@tanstack/react-query';
import { PAGE_LIMIT, paths, segmentSchema, segmentSummarySchema, type Cursor } from '../../../contract';
import { http } from '../http';
import { refreshSubjects } from './refresh-subjects';

/**
 * The segment reads every area shares, under the segment editor's own query keys (a test there
 * checks they are the same), so that a list or a segment read once is read once for all: the
 * org chart's overlay and a person's segments, the command palette, the segments list's counts.
 */
export const segmentReadKeys = {
  all: (q: string) => ['segments', 'list', 'all', q.trim()] as const,
  detail: (id: string) => ['segments', 'detail', id] as const,
};

/** One page of every segment matching `q` (the list's query, as large as the API allows). */
export function fetchSegmentsPage(q: string, cursor: Cursor | null, signal: AbortSignal) {
  return http.getPage(paths.segments, segmentSummarySchema, {
    query: { q: q.trim() },
    cursor,
    limit: PAGE_LIMIT.max,
    signal,
  });
}

/** One segment with the ETag of its version (sent back as If-Match when saving). */
export async function getSegment(id: string, signal?: AbortSignal) {
  const { data, etag } = await http.get(paths.segment(id), segmentSchema, { signal });
  return { segment: data, etag };
}

export type LoadedSegment = Awaited<ReturnType<typeof getSegment>>;

/** A segment's detail, for the areas that only read its rule: kept a minute, then checked again. */
export const segmentRuleQuery = (id: string) =>
  queryOptions({
    queryKey: segmentReadKeys.detail(id),
    queryFn: ({ signal }) => getSegment(id, signal),
    staleTime: 60_000,
    throwOnError: false,
    meta: { subject: refreshSubjects.segment },
  });
