import { useMutation } from '@tanstack/react-query';
import { apiKeyWithSecretSchema, paths, type ApiKey, type ApiKeyWithSecret } from '../../../../contract';
import { http } from '../../../lib/http';
import { useLatest } from '../../../lib/use-latest';
import { apiKeyKeys } from './keys';

/** Issues a new secret for a key; the old one stops working at once. Needs a signed-in session. */
export async function rotateApiKey(id: string) {
  const { data } = await http.post(paths.rotateApiKey(id), undefined, { schema: apiKeyWithSecretSchema });
  return data;
}

/** Rotates a key and hands the new full key to `onIssued`; like create, no cache holds it. */
export function useRotateApiKey(onIssued: (issued: ApiKeyWithSecret) => void) {
  const onIssuedRef = useLatest(onIssued);
  return useMutation({
    mutationFn: async (id: string): Promise<ApiKey> => {
      const issued = await rotateApiKey(id);
      onIssuedRef.current(issued);
      return issued.apiKey;
    },
    gcTime: 0,
    meta: { invalidates: [apiKeyKeys.lists(), apiKeyKeys.histories()] },
  });
}
