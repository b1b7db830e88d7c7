import type { SecretSummary } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

export interface SecretRecord {
  id: string;
  name: string;
  description: string | null;
  encryptedValue: string;
  createdAt: string;
  updatedAt: string;
}

export function createSecretStore(db: Db) {
  // lastRevealed* come from the newest successful reveal in the audit log.
  const summary = `s.id, s.name, s.description, s.created_at AS createdAt, s.updated_at AS updatedAt,
    a.at AS lastRevealedAt, a.actor_user_id AS lastRevealedByUserId, u.name AS lastRevealedByName`;
  const from = `FROM secrets s
    LEFT JOIN audit_events a ON a.id = (
      SELECT max(e.id) FROM audit_events e
      WHERE e.workspace_id = s.workspace_id AND e.target_id = s.id AND e.action = 'secret.reveal')
    LEFT JOIN users u ON u.id = a.actor_user_id`;
  const pageRows = keysetQuery<SecretSummary>(db, `SELECT ${summary} ${from} WHERE s.workspace_id = ?`, [
    's.name',
    's.id',
  ]);
  const count = db.prepare('SELECT count(*) FROM secrets WHERE workspace_id = ?').pluck();
  const byId = db.prepare(
    `SELECT id, name, description, encrypted_value AS encryptedValue, created_at AS createdAt, updated_at AS updatedAt
     FROM secrets WHERE workspace_id = ? AND id = ?`,
  );
  const forbiddingPolicy = db
    .prepare(
      `SELECT p.name FROM policy_secret_references r JOIN policies p ON p.id = r.policy_id
       WHERE r.secret_id = ? AND p.workspace_id = ? AND r.disclosure_forbidden = 1 ORDER BY p.name LIMIT 1`,
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO secrets (id, workspace_id, name, description, encrypted_value, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    page(workspaceId: number, request: PageRequest) {
      return { rows: pageRows([workspaceId], request), total: count.get(workspaceId) as number };
    },
    keyOf: (row: SecretSummary): CursorKey => [row.name, row.id],
    find: (workspaceId: number, id: string) => byId.get(workspaceId, id) as SecretRecord | undefined,
    /** The name of a policy that forbids disclosing this secret, if any. */
    disclosureForbiddenBy: (workspaceId: number, id: string) =>
      forbiddingPolicy.get(id, workspaceId) as string | undefined,
    insert(workspaceId: number, secret: SecretRecord) {
      insert.run(
        secret.id,
        workspaceId,
        secret.name,
        secret.description,
        secret.encryptedValue,
        secret.createdAt,
        secret.updatedAt,
      );
    },
  };
}
