import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeySchema, paths, type ApiKey } from '../../../../contract';
import { getAllPages } from '../../../lib/http';
import { apiKeyKeys } from './keys';

/** Every key of the workspace, newest first: descriptions and prefixes, never a full key. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return getAllPages(paths.apiKeys, apiKeySchema, { signal });
}

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.lists(),
    queryFn: ({ signal }) => listApiKeys(signal),
    meta: { subject: 'the API keys' },
  });

export function useApiKeys(options: { enabled: boolean }) {
  return useQuery({ ...apiKeysQuery(), enabled: options.enabled });
}
