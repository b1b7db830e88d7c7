import { useQuery } from '@tanstack/react-query';
import type { PolicyRevision } from '../../../../contract';
import { useRevisionsThrough } from '../api/get-revisions-through';
import { policyKeys } from '../api/keys';
import { createDiffThread } from '../thread/diff-thread';

const diffThread = createDiffThread();

/** Each revision goes to the history thread as it arrives: the blame or search then sends nothing. */
const keepRevision = (policyId: string) => (revision: PolicyRevision) => diffThread.keepRevisions(policyId, [revision]);

/**
 * The blame of revision `number`: revisions 1 to `number` are read (each once, then cached), then
 * blamed off the main thread. `enabled` false reads nothing.
 */
export function useRevisionBlame(policyId: string, number: number, ignoreWhitespace: boolean, enabled: boolean) {
  const revisions = useRevisionsThrough(policyId, number, enabled, keepRevision(policyId));
  const blame = useQuery({
    queryKey: policyKeys.blame(policyId, number, ignoreWhitespace),
    queryFn: ({ signal }) => diffThread.blame(policyId, revisions.data!, ignoreWhitespace, signal),
    enabled: enabled && revisions.data !== undefined,
    // A revision's blame never changes: computed once, kept while the viewer might come back to it.
    staleTime: Infinity,
    gcTime: 2 * 60_000,
    retry: false,
    throwOnError: false,
  });
  return {
    blame: blame.data,
    revisions: revisions.data,
    progress: revisions.progress,
    error: revisions.error ?? blame.error,
    retry: () => void (revisions.error ? revisions.refetch() : blame.refetch()),
  };
}

/**
 * Which revisions (1 to `latest`) contain a text: the revisions are read as for blame, then
 * searched off the main thread. Nothing is read before the first search.
 */
export function useHistorySearch(
  policyId: string,
  latest: number,
  request: { query: string; matchCase: boolean } | null,
) {
  const revisions = useRevisionsThrough(policyId, latest, request !== null, keepRevision(policyId));
  const search = useQuery({
    queryKey: policyKeys.historySearch(policyId, latest, request?.query ?? '', request?.matchCase ?? false),
    queryFn: ({ signal }) =>
      diffThread.searchHistory(policyId, revisions.data!, request!.query, request!.matchCase, signal),
    enabled: request !== null && revisions.data !== undefined,
    staleTime: Infinity,
    gcTime: 2 * 60_000,
    retry: false,
    throwOnError: false,
  });
  return {
    result: search.data,
    revisions: revisions.data,
    progress: request !== null && !revisions.data ? revisions.progress : null,
    error: revisions.error ?? search.error,
    retry: () => void (revisions.error ? revisions.refetch() : search.refetch()),
  };
}
