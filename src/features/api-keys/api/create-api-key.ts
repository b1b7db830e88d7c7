import { useMutation } from '@tanstack/react-query';
import { apiKeyWithSecretSchema, paths, type ApiKey, type ApiKeyCreate } from '../../../../contract';
import { http } from '../../../lib/http';
import { useIssuedCallback, type OnKeyIssued } from '../issued-key';
import { apiKeyKeys } from './keys';

/** Creates a key (201); the answer carries the full key, this once. Needs a signed-in session. */
export async function createApiKey(body: ApiKeyCreate) {
  const { data } = await http.post(paths.apiKeys, body, { schema: apiKeyWithSecretSchema });
  return data;
}

/**
 * Creates a key and hands the full key to `onIssued`; the mutation resolves to the key's
 * description only, so no cache ever holds the secret, and its record goes once unobserved.
 */
export function useCreateApiKey(onIssued: OnKeyIssued) {
  const onIssuedRef = useIssuedCallback(onIssued);
  return useMutation({
    mutationFn: async (body: ApiKeyCreate): Promise<ApiKey> => {
      const issued = await createApiKey(body);
      onIssuedRef.current(issued);
      return issued.apiKey;
    },
    gcTime: 0,
    meta: { invalidates: [apiKeyKeys.lists()] },
  });
}
