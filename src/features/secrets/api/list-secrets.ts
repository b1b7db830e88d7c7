import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, secretSummarySchema, type SecretSummary } from '../../../../contract';
import { getAllPages } from '../../../lib/http';
import { secretKeys } from './keys';

/** Every secret of the workspace (names and audit facts only, never a value), following the cursor. */
export function listSecrets(signal?: AbortSignal): Promise<SecretSummary[]> {
  return getAllPages(paths.secrets, secretSummarySchema, { signal });
}

export const secretsQuery = () =>
  queryOptions({
    queryKey: secretKeys.lists(),
    queryFn: ({ signal }) => listSecrets(signal),
    meta: { subject: 'the secrets' },
  });

export function useSecrets(options: { enabled: boolean }) {
  return useQuery({ ...secretsQuery(), enabled: options.enabled });
}
