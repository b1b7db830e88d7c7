import type { ApiKey, Session } from '../../../../contract';

/** Whether the signed-in member may rotate and revoke every key, not only the ones they created. */
export const mayChangeEveryKey = (session: Session) => session.permissions.includes('api_keys:manage_all');

/**
 * Whether the signed-in member may rotate or revoke `key`. ASSUMPTION, mirroring the reference
 * API: only an active key, through a signed-in session (spec 5.5), by its creator or by a member
 * who may change every key (owners and admins). The server decides in the end; a refusal is
 * explained where it happens.
 */
export function canChangeKey(key: ApiKey, session: Session): boolean {
  if (key.status !== 'active' || session.authMethod !== 'session') return false;
  return key.createdByUserId === session.user.id || mayChangeEveryKey(session);
}

/** Keys that still work, and keys that no longer do (revoked or expired), each newest first as listed. */
export function splitByStatus(keys: readonly ApiKey[]): { active: ApiKey[]; inactive: ApiKey[] } {
  return {
    active: keys.filter((key) => key.status === 'active'),
    inactive: keys.filter((key) => key.status !== 'active'),
  };
}
