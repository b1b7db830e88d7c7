import { PAGE_LIMIT, paths, policyRevisionSummarySchema, type Cursor } from '../../../../contract';
import { useAllPages } from '../../../lib/all-pages';
import { http } from '../../../lib/http';
import { policyKeys } from './keys';

export function listRevisionsPage(policyId: string, cursor: Cursor | null, signal?: AbortSignal) {
  return http.getPage(paths.policyRevisions(policyId), policyRevisionSummarySchema, {
    cursor,
    limit: PAGE_LIMIT.max,
    signal,
  });
}

/** Every revision of a policy, newest first. */
export function useRevisionHistory(policyId: string) {
  return useAllPages({
    queryKey: policyKeys.revisions(policyId),
    subject: 'the revision history',
    fetchPage: (cursor, signal) => listRevisionsPage(policyId, cursor, signal),
    staleTime: 30_000,
  });
}
