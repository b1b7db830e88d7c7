import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, policySummarySchema } from '../../../../contract';
import { getAllPages } from '../../../lib/http';
import { useHasPermission } from '../../../lib/session';
import { segmentKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'segments.subject.policies',
    defaultMessage: 'the policies that use this segment',
    description: 'What could not be refreshed, in “Could not refresh {subject}”',
  },
});

/** The policies that apply a segment (assumed endpoint `GET /segments/{id}/policies`). */
export function listSegmentPolicies(id: string, signal?: AbortSignal) {
  return getAllPages(paths.segmentPolicies(id), policySummarySchema, { signal });
}

export const segmentPoliciesQuery = (id: string) =>
  queryOptions({
    queryKey: [...segmentKeys.detail(id), 'policies'] as const,
    queryFn: ({ signal }) => listSegmentPolicies(id, signal),
    staleTime: 60_000,
    throwOnError: false,
    meta: { subject: messages.subject },
  });

/** Where a segment is used; nothing is asked without `policies:read` (or without a saved segment). */
export function useSegmentPolicies(id: string | null) {
  const allowed = useHasPermission('policies:read');
  const query = useQuery({ ...segmentPoliciesQuery(id ?? ''), enabled: allowed && id !== null });
  return { allowed: allowed && id !== null, ...query };
}
