import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProviderSchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export async function listProviders(signal?: AbortSignal) {
  const { items } = await http.getPage(paths.authProviders, authProviderSchema, { signal });
  return items;
}

export const providersQuery = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => listProviders(signal),
    staleTime: Infinity,
    throwOnError: false,
  });

export function useProviders() {
  return useQuery(providersQuery());
}
