import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, policySummarySchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { policyKeys } from './keys';

/** The policy's name and its latest revision number. */
export async function getPolicy(policyId: string, signal?: AbortSignal) {
  const { data } = await http.get(paths.policy(policyId), policySummarySchema, { signal });
  return data;
}

export const policyQuery = (policyId: string) =>
  queryOptions({
    queryKey: policyKeys.detail(policyId),
    queryFn: ({ signal }) => getPolicy(policyId, signal),
    meta: { subject: 'the policy' },
  });

export function usePolicy(policyId: string) {
  return useQuery(policyQuery(policyId));
}
