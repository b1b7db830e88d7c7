import type { ApiKey, Session } from '../../../../contract';

/**
 * Whether the signed-in member may rotate or revoke `key`. ASSUMPTION, mirroring the reference
 * API: only an active key, through a signed-in session (spec 5.5), by its creator or by an owner
 * or admin. The server decides in the end; a refusal is explained where it happens.
 */
export function canChangeKey(key: ApiKey, session: Session): boolean {
  if (key.status !== 'active' || session.authMethod !== 'session') return false;
  return key.createdByUserId === session.user.id || session.role === 'owner' || session.role === 'admin';
}

/** Keys that still work, and keys that no longer do (revoked or expired), each newest first as listed. */
export function splitByStatus(keys: readonly ApiKey[]): { active: ApiKey[]; inactive: ApiKey[] } {
  return {
    active: keys.filter((key) => key.status === 'active'),
    inactive: keys.filter((key) => key.status !== 'active'),
  };
}
