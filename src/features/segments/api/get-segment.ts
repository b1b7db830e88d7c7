import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, segmentSchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';

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
    meta: { subject: 'this segment' },
  });

export function useSegment(id: string) {
  return useQuery(segmentQuery(id));
}
