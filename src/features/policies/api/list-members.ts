import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT, memberSchema, paths, type Cursor, type Member } from '../../../../contract';
import { http, type Page } from '../../../lib/http';
import { policyKeys } from './keys';

/** Every member of the workspace, to show who wrote a revision. */
export async function listMembers(signal?: AbortSignal): Promise<Member[]> {
  const members: Member[] = [];
  let cursor: Cursor | null = null;
  do {
    const page: Page<Member> = await http.getPage(paths.members, memberSchema, {
      cursor,
      limit: PAGE_LIMIT.max,
      signal,
    });
    members.push(...page.items);
    cursor = page.pagination.hasMore ? page.pagination.nextCursor : null;
  } while (cursor !== null);
  return members;
}

export const membersQuery = () =>
  queryOptions({
    queryKey: policyKeys.members(),
    queryFn: ({ signal }) => listMembers(signal),
    staleTime: 5 * 60_000,
    // Names are a nicety: when they are refused or fail, authors show as their user ids.
    throwOnError: false,
    meta: { subject: 'member names' },
  });

export interface MemberNames {
  /** The member's display name; null when unknown or while names load. */
  nameOf: (userId: string) => string | null;
  isLoading: boolean;
}

export function useMemberNames(): MemberNames {
  const { data, isLoading } = useQuery({
    ...membersQuery(),
    select: (members) => new Map(members.map((member) => [member.userId, member.name])),
  });
  return { nameOf: (userId) => data?.get(userId) ?? null, isLoading };
}
