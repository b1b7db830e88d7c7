import type { Db } from '../db/open';

export interface LoginState {
  workspaceId: number;
  provider: string;
  returnTo: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SessionRow {
  id: number;
  workspaceId: number;
  userId: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** Sign-in flow records and sessions. Every token is stored as its SHA-256 hash, never in the clear. */
export function createSessionStore(db: Db) {
  const insertState = db.prepare(
    'INSERT INTO login_states (state_hash, workspace_id, provider, return_to, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const stateByHash = db.prepare(
    `SELECT workspace_id AS workspaceId, provider, return_to AS returnTo, expires_at AS expiresAt, used_at AS usedAt
     FROM login_states WHERE state_hash = ?`,
  );
  const useState = db.prepare('UPDATE login_states SET used_at = ? WHERE state_hash = ? AND used_at IS NULL');
  const insertCode = db.prepare(
    'INSERT INTO authorization_codes (code_hash, state_hash, workspace_id, user_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const consumeCode = db.prepare(
    `UPDATE authorization_codes SET consumed_at = ?
     WHERE code_hash = ? AND state_hash = ? AND workspace_id = ? AND consumed_at IS NULL AND expires_at > ?
     RETURNING user_id AS userId`,
  );
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, workspace_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const sessionByHash = db.prepare(
    `SELECT id, workspace_id AS workspaceId, user_id AS userId, expires_at AS expiresAt, revoked_at AS revokedAt
     FROM sessions WHERE token_hash = ?`,
  );
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');

  return {
    createLoginState(stateHash: string, state: Omit<LoginState, 'usedAt'>) {
      insertState.run(stateHash, state.workspaceId, state.provider, state.returnTo, state.expiresAt);
    },
    findLoginState: (stateHash: string) => stateByHash.get(stateHash) as LoginState | undefined,
    createCode(codeHash: string, stateHash: string, workspaceId: number, userId: string, expiresAt: string) {
      insertCode.run(codeHash, stateHash, workspaceId, userId, expiresAt);
    },
    /**
     * Uses up the state (one attempt per state, failed or not), then consumes the code issued for it.
     * Returns the signed-in user, or null when the state or the code was already used or has expired.
     */
    redeem: db.transaction((codeHash: string, stateHash: string, workspaceId: number, now: string): string | null => {
      if (useState.run(now, stateHash).changes !== 1) return null;
      const row = consumeCode.get(now, codeHash, stateHash, workspaceId, now) as { userId: string } | undefined;
      return row?.userId ?? null;
    }),
    /** Returns the new session's id. */
    createSession(tokenHash: string, workspaceId: number, userId: string, createdAt: string, expiresAt: string) {
      return Number(insertSession.run(tokenHash, workspaceId, userId, createdAt, expiresAt).lastInsertRowid);
    },
    findSession: (tokenHash: string) => sessionByHash.get(tokenHash) as SessionRow | undefined,
    /** Whether this revoked it (false: it was revoked already). */
    revokeSession: (id: number, at: string) => revoke.run(at, id).changes === 1,
  };
}
