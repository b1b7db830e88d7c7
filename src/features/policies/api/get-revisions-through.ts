import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PolicyRevision } from '../../../../contract';
import { defineMessages } from '../../../lib/i18n';
import { revisionQuery } from './get-revision';
import { policyKeys } from './keys';

const messages = defineMessages({
  subject: {
    id: 'policies.refresh.revisions',
    defaultMessage: 'the revisions',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh them',
  },
});

/** Revisions asked for at once: what a browser sends to one origin in parallel over HTTP/1.1. */
const PARALLEL_READS = 6;

export interface RevisionsProgress {
  loaded: number;
  total: number;
}

/**
 * Revisions 1 to `through` of a policy, oldest first: what blame and the search through history
 * read. Each is the one-revision endpoint's read, cached under its own key (a revision never
 * changes), so revisions already seen are not asked for again.
 */
export async function getRevisionsThrough(
  queryClient: QueryClient,
  policyId: string,
  through: number,
  {
    signal,
    onProgress,
    onRevision,
  }: {
    signal?: AbortSignal;
    onProgress?: (progress: RevisionsProgress) => void;
    /** Each revision as it arrives (or is found in the cache), in no particular order. */
    onRevision?: (revision: PolicyRevision) => void;
  } = {},
): Promise<PolicyRevision[]> {
  const revisions = new Array<PolicyRevision>(through);
  let next = 1;
  let loaded = 0;
  const readNext = async (): Promise<void> => {
    while (next <= through) {
      const number = next;
      next += 1;
      signal?.throwIfAborted();
      const revision = await queryClient.fetchQuery(revisionQuery(policyId, number));
      revisions[number - 1] = revision;
      onRevision?.(revision);
      loaded += 1;
      onProgress?.({ loaded, total: through });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, through) }, readNext));
  signal?.throwIfAborted();
  return revisions;
}

/** Revisions 1 to `through`, read when `enabled`, with how many have arrived. */
export function useRevisionsThrough(
  policyId: string,
  through: number,
  enabled: boolean,
  onRevision?: (revision: PolicyRevision) => void,
) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RevisionsProgress>({ loaded: 0, total: through });
  const query = useQuery({
    queryKey: policyKeys.revisionsThrough(policyId, through),
    queryFn: ({ signal }) =>
      getRevisionsThrough(queryClient, policyId, through, { signal, onProgress: setProgress, onRevision }),
    enabled,
    staleTime: Infinity,
    // Every revision's text: let it go soon after the view that needs it closes.
    gcTime: 60_000,
    throwOnError: false,
    meta: { subject: messages.subject },
  });
  return { ...query, progress: query.data ? { loaded: through, total: through } : progress };
}
