import { useQuery } from '@tanstack/react-query';
import { policyKeys } from '../api/keys';
import { createDiffThread } from '../thread/diff-thread';

const diffThread = createDiffThread();

interface DiffSide {
  number: number;
  source: string;
}

/** The diff of two revisions, computed once per pair (revisions never change) and cached a while. */
export function useRevisionDiff(
  policyId: string,
  base: DiffSide | undefined,
  target: DiffSide | undefined,
  ignoreWhitespace = false,
) {
  return useQuery({
    queryKey: policyKeys.diff(policyId, base?.number ?? -1, target?.number ?? -1, ignoreWhitespace),
    queryFn: ({ signal }) => diffThread.compare(base!.source, target!.source, signal, ignoreWhitespace),
    enabled: base !== undefined && target !== undefined,
    staleTime: Infinity,
    gcTime: 2 * 60_000,
    retry: false,
    throwOnError: false,
  });
}
