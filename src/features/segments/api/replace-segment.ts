import { useMutation } from '@tanstack/react-query';
import { paths, type SegmentWrite } from '../../../../contract';
import { ApiError, http } from '../../../lib/http';
import { segmentKeys } from './keys';

/** PUT /segments/{id} with If-Match; resolves to the ETag of the new version (204). */
export async function replaceSegment(id: string, body: SegmentWrite, etag: string) {
  const { etag: next } = await http.put(paths.segment(id), body, { ifMatch: etag });
  if (!next) {
    throw new ApiError({
      status: 204,
      errorCode: 'malformed_response',
      message: 'The service saved the segment but sent no ETag for the new version.',
    });
  }
  return { etag: next };
}

export function useReplaceSegment(id: string) {
  return useMutation({
    mutationFn: (variables: { body: SegmentWrite; etag: string }) => replaceSegment(id, variables.body, variables.etag),
    meta: { invalidates: [segmentKeys.detail(id), segmentKeys.lists()] },
  });
}
