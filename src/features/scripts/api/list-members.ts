import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberSchema, PAGE_LIMIT, paths, type Cursor, type Member } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import { useHasPermission } from '../../../lib/session';
import { scriptKeys } from './keys';

/** Every member of the workspace (a short list), to show who created a script. */
export async function listMembers(signal?: AbortSignal): Promise<Member[]> {
  const members: Member[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const page: Page<Member> = await http.getPage(paths.members, memberSchema, {
      cursor,
      limit: PAGE_LIMIT.max,
      signal,
    });
    members.push(...page.items);
    cursor = page.pagination.nextCursor;
    if (!page.pagination.hasMore || cursor === null) return members;
  }
}

export const membersQuery = () =>
  queryOptions({
    queryKey: scriptKeys.members(),
    queryFn: ({ signal }) => listMembers(signal),
    staleTime: 10 * 60_000,
    // Names are a nicety: without them the page shows user ids, so a failure stays here.
    throwOnError: false,
    meta: { subject: 'member names' },
  });

/** Display name by user id, or an empty map when the caller may not list members. */
export function useMemberNames(): ReadonlyMap<string, string> {
  const allowed = useHasPermission('members:read');
  const { data } = useQuery({ ...membersQuery(), enabled: allowed, select: namesById });
  return data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();

function namesById(members: Member[]): ReadonlyMap<string, string> {
  return new Map(members.map((member) => [member.userId, member.name]));
}
