import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, policySummarySchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { defineMessages } from '../../../lib/i18n';
import { policyKeys } from './keys';

const messages = defineMessages({
  subject: {
    id: 'policies.refresh.policy',
    defaultMessage: 'the policy',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
});

/** The policy's name and its latest revision number. */
export async function getPolicy(policyId: string, signal?: AbortSignal) {
  const { data } = await http.get(paths.policy(policyId), policySummarySchema, { signal });
  return data;
}

export const policyQuery = (policyId: string) =>
  queryOptions({
    queryKey: policyKeys.detail(policyId),
    queryFn: ({ signal }) => getPolicy(policyId, signal),
    meta: { subject: messages.subject },
  });

export function usePolicy(policyId: string) {
  return useQuery(policyQuery(policyId));
}
