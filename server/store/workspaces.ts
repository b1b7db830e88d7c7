import type { Db } from '../db/open';
import type { Workspace } from '../http/context';

export function createWorkspaceStore(db: Db) {
  const bySubdomain = db.prepare('SELECT id, subdomain, name FROM workspaces WHERE subdomain = ?');
  const all = db.prepare('SELECT id, subdomain, name FROM workspaces ORDER BY id');
  const insert = db.prepare('INSERT INTO workspaces (subdomain, name, created_at) VALUES (?, ?, ?)');
  return {
    findBySubdomain: (subdomain: string) => bySubdomain.get(subdomain) as Workspace | undefined,
    list: () => all.all() as Workspace[],
    create(subdomain: string, name: string, createdAt: string): Workspace {
      const { lastInsertRowid } = insert.run(subdomain, name, createdAt);
      return { id: Number(lastInsertRowid), subdomain, name };
    },
  };
}
