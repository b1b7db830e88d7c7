import { useMutation } from '@tanstack/react-query';
import { paths, segmentSchema, type SegmentWrite } from '../../../../contract';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';

/** POST /segments: 201 with the new segment and its ETag. */
export async function createSegment(body: SegmentWrite) {
  const { data, etag } = await http.post(paths.segments, body, { schema: segmentSchema });
  return { segment: data, etag };
}

export function useCreateSegment() {
  return useMutation({
    mutationFn: createSegment,
    meta: { invalidates: [segmentKeys.lists()] },
  });
}
