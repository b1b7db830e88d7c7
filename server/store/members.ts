import type { Member, Role } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: Role;
}

export function createMemberStore(db: Db) {
  const columns = 'u.id AS userId, u.name, u.email, m.role';
  const one = db.prepare(
    `SELECT ${columns} FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = ? AND m.user_id = ?`,
  );
  const all = db.prepare(
    `SELECT ${columns} FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = ? ORDER BY u.name, u.id`,
  );
  const pageRows = keysetQuery<MemberRow>(
    db,
    `SELECT ${columns} FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = ?`,
    ['u.name', 'u.id'],
  );
  const count = db.prepare('SELECT count(*) FROM memberships WHERE workspace_id = ?').pluck();
  const insertUser = db.prepare('INSERT OR IGNORE INTO users (id, name, email) VALUES (?, ?, ?)');
  const insertMembership = db.prepare('INSERT INTO memberships (workspace_id, user_id, role) VALUES (?, ?, ?)');

  return {
    find: (workspaceId: number, userId: string) => one.get(workspaceId, userId) as Member | undefined,
    listAll: (workspaceId: number) => all.all(workspaceId) as Member[],
    page(workspaceId: number, request: PageRequest) {
      return { rows: pageRows([workspaceId], request), total: count.get(workspaceId) as number };
    },
    keyOf: (row: MemberRow): CursorKey => [row.name, row.userId],
    add(workspaceId: number, user: { id: string; name: string; email: string }, role: Role) {
      insertUser.run(user.id, user.name, user.email);
      insertMembership.run(workspaceId, user.id, role);
    },
  };
}
