import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths, workerSummarySchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { workerLookupKeys } from './keys';

const SEARCH_LIMIT = 20;

/** GET /workers?q=: workers whose name contains the text, for the worker pickers. */
export function searchWorkers(q: string, signal?: AbortSignal) {
  return http.getPage(paths.workers, workerSummarySchema, { query: { q }, limit: SEARCH_LIMIT, signal });
}

/** Each worker found is also remembered by id, so a picked worker shows by name at once. */
export const workerSearchQuery = (q: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: workerLookupKeys.search(q),
    queryFn: async ({ signal }) => {
      const page = await searchWorkers(q, signal);
      for (const worker of page.items) queryClient.setQueryData(workerLookupKeys.byId(worker.id), worker);
      return page;
    },
    staleTime: 60_000,
    throwOnError: false,
    enabled: q.length > 0,
  });

export function useWorkerSearch(q: string) {
  return useQuery(workerSearchQuery(q.trim(), useQueryClient()));
}
