import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeySchema, PAGE_LIMIT, paths, type ApiKey, type Cursor } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import { apiKeyKeys } from './keys';

/** Every key of the workspace, newest first: descriptions and prefixes, never a full key. */
export async function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const keys: ApiKey[] = [];
  let cursor: Cursor | null = null;
  do {
    const page: Page<ApiKey> = await http.getPage(paths.apiKeys, apiKeySchema, {
      cursor,
      limit: PAGE_LIMIT.max,
      signal,
    });
    keys.push(...page.items);
    cursor = page.pagination.hasMore ? page.pagination.nextCursor : null;
  } while (cursor !== null);
  return keys;
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
