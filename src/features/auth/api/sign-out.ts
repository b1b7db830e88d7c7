import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../contract';
import { http } from '../../../lib/http';

export function signOut() {
  return http.post(paths.logout);
}

/** Signs out, then forgets every cached response of the signed-in user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.clear(),
  });
}
