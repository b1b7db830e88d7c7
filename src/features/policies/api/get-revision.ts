import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, policyRevisionSchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { policyKeys } from './keys';

export async function getRevision(policyId: string, number: number, signal?: AbortSignal) {
  const { data } = await http.get(paths.policyRevision(policyId, number), policyRevisionSchema, { signal });
  return data;
}

/** A revision never changes once written, so it stays fresh for as long as it is cached. */
export const revisionQuery = (policyId: string, number: number) =>
  queryOptions({
    queryKey: policyKeys.revision(policyId, number),
    queryFn: ({ signal }) => getRevision(policyId, number, signal),
    staleTime: Infinity,
    meta: { subject: `revision ${number}` },
  });

export function useRevision(policyId: string, number: number | null, options: { throwOnError?: boolean } = {}) {
  return useQuery({
    ...revisionQuery(policyId, number ?? 0),
    enabled: number !== null,
    ...(options.throwOnError === false ? { throwOnError: false } : {}),
  });
}
