import { useMutation } from '@tanstack/react-query';
import {
  apiKeyWithSecretSchema,
  paths,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyWithSecret,
} from '../../../../contract';
import { http } from '../../../lib/http';
import { useLatest } from '../../../lib/use-latest';
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
export function useCreateApiKey(onIssued: (issued: ApiKeyWithSecret) => void) {
  const onIssuedRef = useLatest(onIssued);
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
