import type { Script, ScriptSummary } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';
import { likeContains } from './workers';

type ScriptSummaryRow = ScriptSummary & { nameKey: string };

export const scriptNameKey = (name: string) => name.trim().toLowerCase();

export function createScriptStore(db: Db) {
  const summary = `id, name, name_key AS nameKey, size_bytes AS sizeBytes, created_at AS createdAt,
    created_by_user_id AS createdByUserId`;
  const filter = `workspace_id = ? AND name_key LIKE ? ESCAPE '\\'`;
  const pageRows = keysetQuery<ScriptSummaryRow>(db, `SELECT ${summary} FROM scripts WHERE ${filter}`, [
    'name_key',
    'id',
  ]);
  const count = db.prepare(`SELECT count(*) FROM scripts WHERE ${filter}`).pluck();
  const byId = db.prepare(
    `SELECT id, name, size_bytes AS sizeBytes, created_at AS createdAt, created_by_user_id AS createdByUserId, code
     FROM scripts WHERE workspace_id = ? AND id = ?`,
  );
  const nameTaken = db.prepare('SELECT 1 FROM scripts WHERE workspace_id = ? AND name_key = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO scripts (id, workspace_id, name, name_key, code, size_bytes, created_at, created_by_user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    page(workspaceId: number, q: string | undefined, request: PageRequest) {
      const pattern = likeContains(q ?? '');
      return { rows: pageRows([workspaceId, pattern], request), total: count.get(workspaceId, pattern) as number };
    },
    keyOf: (row: ScriptSummaryRow): CursorKey => [row.nameKey, row.id],
    toSummary: ({ nameKey: _nameKey, ...script }: ScriptSummaryRow): ScriptSummary => script,
    find: (workspaceId: number, id: string) => byId.get(workspaceId, id) as Script | undefined,
    isNameTaken: (workspaceId: number, name: string) => nameTaken.get(workspaceId, scriptNameKey(name)) !== undefined,
    insert(workspaceId: number, script: Script) {
      insert.run(
        script.id,
        workspaceId,
        script.name,
        scriptNameKey(script.name),
        script.code,
        script.sizeBytes,
        script.createdAt,
        script.createdByUserId,
      );
    },
  };
}
