import { useMemberNames as useWorkspaceMemberNames } from '../../../lib/members';

/** Display name by user id, or an empty map when the caller may not list members. */
export function useMemberNames(): ReadonlyMap<string, string> {
  return useWorkspaceMemberNames().names;
}
