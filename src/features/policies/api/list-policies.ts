import { PAGE_LIMIT, paths, policySummarySchema, type Cursor } from '../../../../contract';
import { useAllPages } from '../../../lib/all-pages';
import { http } from '../../../lib/http';
import { policyKeys } from './keys';

export function listPoliciesPage(cursor: Cursor | null, signal?: AbortSignal) {
  return http.getPage(paths.policies, policySummarySchema, { cursor, limit: PAGE_LIMIT.max, signal });
}

/** Every policy of the workspace (by name), loaded page by page. */
export function usePolicyList() {
  return useAllPages({
    queryKey: policyKeys.lists(),
    fetchPage: listPoliciesPage,
    staleTime: 30_000,
    subject: 'policies',
  });
}
