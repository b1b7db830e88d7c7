import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, segmentSchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { concurrencyLimit } from '../model/concurrency-limit';
import { segmentKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'segments.subject.segment',
    defaultMessage: 'this segment',
    description: 'What could not be refreshed, in “Could not refresh {subject}”',
  },
});

/** One segment with the ETag of its version (sent back as If-Match when saving). */
export async function getSegment(id: string, signal?: AbortSignal) {
  const { data, etag } = await http.get(paths.segment(id), segmentSchema, { signal });
  return { segment: data, etag };
}

export type LoadedSegment = Awaited<ReturnType<typeof getSegment>>;

export const segmentQuery = (id: string) =>
  queryOptions({
    queryKey: segmentKeys.detail(id),
    queryFn: ({ signal }) => getSegment(id, signal),
    // Always checked again on return to the tab: an editor should hear of a newer version early.
    staleTime: 0,
    meta: { subject: messages.subject },
  });

export function useSegment(id: string) {
  return useQuery(segmentQuery(id));
}

/** The segments list reads segments for its Members column this many at a time. */
export const COUNT_READS_AT_ONCE = 4;
const countReads = concurrencyLimit(COUNT_READS_AT_ONCE);

/**
 * A segment read for its member count on the list, in the editor's cache entry: a few at a time,
 * and not again while the list says the segment has not changed since (its `updatedAt`).
 */
export const segmentForCountQuery = (id: string, listedUpdatedAt: string) =>
  queryOptions({
    ...segmentQuery(id),
    queryFn: ({ signal }) => countReads(() => getSegment(id, signal), signal),
    staleTime: (query) => (query.state.data?.segment.updatedAt === listedUpdatedAt ? Infinity : 0),
  });
