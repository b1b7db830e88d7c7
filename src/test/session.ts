import { rolePermissions, type Member, type Permission, type Role, type Session } from '../../contract';

/** One signed-in person per role, the same people as the reference API's demo workspace. */
export const testUsers: Record<Role, Session['user']> = {
  owner: { id: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test' },
  admin: { id: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test' },
  hr_editor: { id: 'usr_hedy', name: 'Hedy Lamarr', email: 'hedy@acme.test' },
  finance_viewer: { id: 'usr_frances', name: 'Frances Allen', email: 'frances@acme.test' },
};

/** A session with the role's person; `permissions` replaces the role's own (for a narrower key or role). */
export function sessionFor(role: Role, permissions: readonly Permission[] = rolePermissions[role]): Session {
  return {
    user: testUsers[role],
    workspace: { subdomain: 'acme', name: 'Acme Corp' },
    role,
    permissions: [...permissions],
    authMethod: 'session',
  };
}

/** The workspace's members: the four people of `testUsers`. */
export const testMembers: Member[] = Object.entries(testUsers).map(([role, user]) => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  role: role as Role,
}));
