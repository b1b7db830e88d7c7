import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_LIMIT, paths, scriptSummarySchema, type Cursor } from '../../../../contract';
import { http } from '../../../lib/http';
import { scriptKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'scripts.refresh.scripts',
    defaultMessage: 'the scripts',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
});

export function listScripts({ q, cursor, signal }: { q: string; cursor: Cursor | null; signal?: AbortSignal }) {
  return http.getPage(paths.scripts, scriptSummarySchema, {
    query: { q },
    cursor,
    limit: PAGE_LIMIT.default,
    signal,
  });
}

/** Scripts whose name contains `q`, by name, a page at a time. */
export const scriptListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: scriptKeys.list(q),
    queryFn: ({ pageParam, signal }) => listScripts({ q, cursor: pageParam, signal }),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.nextCursor : undefined),
    meta: { subject: messages.subject },
  });

export function useScriptList(q: string) {
  // While a new search loads, the previous results stay on screen.
  return useInfiniteQuery({ ...scriptListQuery(q), placeholderData: keepPreviousData });
}
