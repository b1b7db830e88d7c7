import type { ApiKey, ApiKeyScope } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

export interface ApiKeyRow {
  id: string;
  workspaceId: number;
  name: string;
  prefix: string;
  /** SHA-256 of the current secret: a rotation replaces it only if it is still this one. */
  secretHash: string;
  scopes: string;
  createdAt: string;
  createdByUserId: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  /** When the secret was last replaced (null: never rotated). */
  rotatedAt: string | null;
}

const columns = `k.id, k.workspace_id AS workspaceId, k.name, k.prefix, k.secret_hash AS secretHash, k.scopes, k.created_at AS createdAt,
  k.created_by_user_id AS createdByUserId, u.name AS createdByName, k.last_used_at AS lastUsedAt,
  k.expires_at AS expiresAt, k.revoked_at AS revokedAt, k.rotated_at AS rotatedAt`;
const from = 'FROM api_keys k LEFT JOIN users u ON u.id = k.created_by_user_id';

export function toApiKey(row: ApiKeyRow, now: string): ApiKey {
  const status = row.revokedAt ? 'revoked' : row.expiresAt !== null && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as ApiKeyScope[],
    createdAt: row.createdAt,
    createdByUserId: row.createdByUserId,
    createdByName: row.createdByName,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    status,
  };
}

export function createApiKeyStore(db: Db) {
  const byHash = db.prepare(`SELECT ${columns} ${from} WHERE k.secret_hash = ?`);
  const byId = db.prepare(`SELECT ${columns} ${from} WHERE k.workspace_id = ? AND k.id = ?`);
  const pageRows = keysetQuery<ApiKeyRow>(
    db,
    `SELECT ${columns} ${from} WHERE k.workspace_id = ?`,
    ['k.created_at', 'k.id'],
    true,
  );
  const count = db.prepare('SELECT count(*) FROM api_keys WHERE workspace_id = ?').pluck();
  const countActive = db
    .prepare(
      `SELECT count(*) FROM api_keys WHERE workspace_id = ? AND revoked_at IS NULL
       AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO api_keys (id, workspace_id, name, prefix, secret_hash, scopes, created_at, created_by_user_id, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const touch = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
  const replaceSecret = db.prepare(
    `UPDATE api_keys SET secret_hash = ?, prefix = ?, rotated_at = ?
     WHERE workspace_id = ? AND id = ? AND secret_hash = ? AND revoked_at IS NULL`,
  );
  const revoke = db.prepare(
    'UPDATE api_keys SET revoked_at = ? WHERE workspace_id = ? AND id = ? AND revoked_at IS NULL',
  );

  return {
    findBySecretHash: (hash: string) => byHash.get(hash) as ApiKeyRow | undefined,
    find: (workspaceId: number, id: string) => byId.get(workspaceId, id) as ApiKeyRow | undefined,
    page(workspaceId: number, request: PageRequest) {
      return { rows: pageRows([workspaceId], request), total: count.get(workspaceId) as number };
    },
    keyOf: (row: ApiKeyRow): CursorKey => [row.createdAt, row.id],
    /** Inserts the key unless the workspace already has `limit` active keys (checked in the same transaction). */
    createWithinLimit: db.transaction(
      (
        key: {
          id: string;
          workspaceId: number;
          name: string;
          prefix: string;
          secretHash: string;
          scopes: ApiKeyScope[];
          createdAt: string;
          createdByUserId: string;
          expiresAt: string | null;
        },
        limit: number,
      ): boolean => {
        if ((countActive.get(key.workspaceId, key.createdAt) as number) >= limit) return false;
        insert.run(
          key.id,
          key.workspaceId,
          key.name,
          key.prefix,
          key.secretHash,
          JSON.stringify(key.scopes),
          key.createdAt,
          key.createdByUserId,
          key.expiresAt,
        );
        return true;
      },
    ),
    touch: (id: string, at: string) => touch.run(at, id),
    /** Compare-and-swap: replaces the secret only if it is still `currentHash` and the key is not revoked. */
    replaceSecret: (
      workspaceId: number,
      id: string,
      currentHash: string,
      next: { secretHash: string; prefix: string; rotatedAt: string },
    ) => replaceSecret.run(next.secretHash, next.prefix, next.rotatedAt, workspaceId, id, currentHash).changes === 1,
    revoke: (workspaceId: number, id: string, at: string) => revoke.run(at, workspaceId, id).changes === 1,
  };
}
