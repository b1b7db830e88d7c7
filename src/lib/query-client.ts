import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { belongsToErrorBoundary, isTransientError } from './http';
import { defineMessages, prepareErrorMessages, translate, type Text } from './i18n';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** Query keys a successful mutation makes stale. */
    mutationMeta: { invalidates?: readonly QueryKey[] };
    /** What a query loads, for the toast shown when a background refresh fails: "the scripts". */
    queryMeta: { subject?: Text };
  }
}

const messages = defineMessages({
  refreshFailed: {
    id: 'shell.refresh.failed',
    defaultMessage: 'Could not refresh {subject}',
    description: 'A notice when data on screen could not be refreshed; {subject}: what, e.g. “the scripts”',
  },
  data: {
    id: 'shell.refresh.data',
    defaultMessage: 'data',
    description: 'Stands for {subject} when a page names none',
  },
});

const MAX_READ_RETRIES = 3;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A failure with data already on screen is a background refresh: say so, keep the data.
        if (query.state.data === undefined) return;
        const subject = query.meta?.subject ?? messages.data;
        const words = typeof subject === 'string' ? subject : translate(subject);
        notifyError(translate(messages.refreshFailed, { subject: words }), error.message);
      },
    }),
    mutationCache: new MutationCache({
      // Awaited before the mutation reports its error (to its callbacks, its state, `mutateAsync`):
      // whatever describes the failure then has the console's own words for it.
      onError: () => prepareErrorMessages().catch(() => undefined),
      onSuccess(_data, _variables, _context, mutation) {
        for (const queryKey of mutation.meta?.invalidates ?? []) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Reads retry the network and the server's own faults, with backoff; never 4xx.
        retry: (failureCount, error) => failureCount < MAX_READ_RETRIES && isTransientError(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 8_000),
        // Failures without data go to the route's error boundary; 4xx stay with the page.
        throwOnError: (error, query) => query.state.data === undefined && belongsToErrorBoundary(error),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
