import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT, paths, secretSummarySchema, type Cursor, type SecretSummary } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import { secretKeys } from './keys';

/** Every secret of the workspace (names and audit facts only, never a value), following the cursor. */
export async function listSecrets(signal?: AbortSignal): Promise<SecretSummary[]> {
  const secrets: SecretSummary[] = [];
  let cursor: Cursor | null = null;
  do {
    const page: Page<SecretSummary> = await http.getPage(paths.secrets, secretSummarySchema, {
      cursor,
      limit: PAGE_LIMIT.max,
      signal,
    });
    secrets.push(...page.items);
    cursor = page.pagination.hasMore ? page.pagination.nextCursor : null;
  } while (cursor !== null);
  return secrets;
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
