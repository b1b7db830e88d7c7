import { describe, expect, it } from 'vitest';
import { rolePermissions, type ApiKey, type Role, type Session } from '../../../../contract';
import { sessionFor } from '../../../test/session';
import { canChangeKey, splitByStatus } from './key-rules';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'key_1',
  name: 'Payroll sync',
  prefix: 'service_sk_AbCd',
  scopes: ['workers:read'],
  createdAt: '2026-01-01T00:00:00Z',
  createdByUserId: 'usr_hedy',
  createdByName: 'Hedy Lamarr',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  status: 'active',
  ...overrides,
});

const session = (userId: string, role: Role, authMethod: Session['authMethod'] = 'session'): Session => ({
  ...sessionFor(role),
  user: { id: userId, name: userId, email: `${userId}@acme.test` },
  authMethod,
});

describe('canChangeKey', () => {
  it('lets the creator change their own active key', () => {
    expect(canChangeKey(key(), session('usr_hedy', 'hr_editor'))).toBe(true);
  });

  it('lets owners and admins change anyone’s key, and no one else', () => {
    expect(canChangeKey(key(), session('usr_ada', 'owner'))).toBe(true);
    expect(canChangeKey(key(), session('usr_grace', 'admin'))).toBe(true);
    expect(canChangeKey(key(), session('usr_katherine', 'hr_editor'))).toBe(false);
    expect(canChangeKey(key(), session('usr_frances', 'finance_viewer'))).toBe(false);
  });

  it('follows the api_keys:manage_all permission, not the role', () => {
    const allowed = {
      ...session('usr_katherine', 'hr_editor'),
      permissions: [...rolePermissions.hr_editor, 'api_keys:manage_all' as const],
    };
    expect(canChangeKey(key(), allowed)).toBe(true);
    const narrowed = {
      ...session('usr_grace', 'admin'),
      permissions: rolePermissions.admin.filter((p) => p !== 'api_keys:manage_all'),
    };
    expect(canChangeKey(key(), narrowed)).toBe(false);
  });

  it('offers nothing on a revoked or expired key', () => {
    expect(
      canChangeKey(key({ status: 'revoked', revokedAt: '2026-02-01T00:00:00Z' }), session('usr_ada', 'owner')),
    ).toBe(false);
    expect(canChangeKey(key({ status: 'expired' }), session('usr_hedy', 'hr_editor'))).toBe(false);
  });

  it('needs a signed-in session: a key cannot manage keys', () => {
    expect(canChangeKey(key(), session('usr_hedy', 'hr_editor', 'api_key'))).toBe(false);
  });
});

describe('splitByStatus', () => {
  it('separates working keys from revoked and expired ones, keeping the order', () => {
    const keys = [
      key({ id: 'a' }),
      key({ id: 'b', status: 'revoked' }),
      key({ id: 'c' }),
      key({ id: 'd', status: 'expired' }),
    ];
    const { active, inactive } = splitByStatus(keys);
    expect(active.map((k) => k.id)).toEqual(['a', 'c']);
    expect(inactive.map((k) => k.id)).toEqual(['b', 'd']);
  });
});
