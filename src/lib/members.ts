import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberSchema, paths, type Member } from '../../contract';
import { getAllPages } from './http';
import { useHasPermission } from './session';

/** The one query key of the workspace's members, shared by every area that shows who did what. */
export const membersKey = ['members', 'list'] as const;

/** Every member of the workspace (a short list). */
export function listMembers(signal?: AbortSignal): Promise<Member[]> {
  return getAllPages(paths.members, memberSchema, { signal });
}

export const membersQuery = () =>
  queryOptions({
    queryKey: membersKey,
    queryFn: ({ signal }) => listMembers(signal),
    staleTime: 10 * 60_000,
    // Names are a nicety: when they are refused or fail, people show as their user ids.
    throwOnError: false,
    meta: { subject: 'member names' },
  });

export interface MemberNames {
  /** Display name by user id; empty while names load or when the caller may not list members. */
  names: ReadonlyMap<string, string>;
  isLoading: boolean;
}

export function useMemberNames(): MemberNames {
  const allowed = useHasPermission('members:read');
  const { data, isLoading } = useQuery({ ...membersQuery(), enabled: allowed, select: namesById });
  return { names: data ?? EMPTY, isLoading };
}

const EMPTY: ReadonlyMap<string, string> = new Map();

function namesById(members: Member[]): ReadonlyMap<string, string> {
  return new Map(members.map((member) => [member.userId, member.name]));
}
