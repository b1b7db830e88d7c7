import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeySchema, paths, type ApiKey } from '../../../../contract';
import { getAllPages } from '../../../lib/http';
import { apiKeyKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'api-keys.refresh.keys',
    defaultMessage: 'the API keys',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
});

/** Every key of the workspace, newest first: descriptions and prefixes, never a full key. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return getAllPages(paths.apiKeys, apiKeySchema, { signal });
}

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.lists(),
    queryFn: ({ signal }) => listApiKeys(signal),
    meta: { subject: messages.subject },
  });

export function useApiKeys(options: { enabled: boolean }) {
  return useQuery({ ...apiKeysQuery(), enabled: options.enabled });
}
