import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';

/** DELETE /segments/{id}; If-Match makes sure the version the user saw is the one deleted. */
export function deleteSegment(id: string, etag: string | null) {
  return http.delete(paths.segment(id), etag ? { ifMatch: etag } : {});
}

export function useDeleteSegment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { etag: string | null }) => deleteSegment(id, variables.etag),
    onSuccess: () => queryClient.removeQueries({ queryKey: segmentKeys.detail(id) }),
    meta: { invalidates: [segmentKeys.lists()] },
  });
}
