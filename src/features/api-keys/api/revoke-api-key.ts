import { useMutation } from '@tanstack/react-query';
import { apiKeySchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { apiKeyKeys } from './keys';

/** Revokes a key for good; it answers 401 from then on. Needs a signed-in session. */
export async function revokeApiKey(id: string) {
  const { data } = await http.post(paths.revokeApiKey(id), undefined, { schema: apiKeySchema });
  return data;
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: revokeApiKey,
    meta: { invalidates: [apiKeyKeys.lists(), apiKeyKeys.histories()] },
  });
}
