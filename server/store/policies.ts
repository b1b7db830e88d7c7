import type { PolicyRevision, PolicyRevisionSummary, PolicySummary } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

export function createPolicyStore(db: Db) {
  const summary = `p.id, p.name, r.number AS latestRevision, r.created_at AS updatedAt,
    r.created_by_user_id AS updatedByUserId, u.name AS updatedByName`;
  const from = `FROM policies p
    JOIN policy_revisions r ON r.policy_id = p.id
      AND r.number = (SELECT max(number) FROM policy_revisions WHERE policy_id = p.id)
    LEFT JOIN users u ON u.id = r.created_by_user_id`;
  const pageRows = keysetQuery<PolicySummary>(db, `SELECT ${summary} ${from} WHERE p.workspace_id = ?`, [
    'p.name',
    'p.id',
  ]);
  const count = db.prepare('SELECT count(*) FROM policies WHERE workspace_id = ?').pluck();
  const byId = db.prepare(`SELECT ${summary} ${from} WHERE p.workspace_id = ? AND p.id = ?`);
  const revisionRows = keysetQuery<PolicyRevisionSummary>(
    db,
    `SELECT number, created_by_user_id AS createdByUserId, created_at AS createdAt FROM policy_revisions
     WHERE policy_id = ?`,
    ['number'],
    true,
  );
  const revisionCount = db.prepare('SELECT count(*) FROM policy_revisions WHERE policy_id = ?').pluck();
  const revision = db.prepare(
    `SELECT number, source, created_by_user_id AS createdByUserId, created_at AS createdAt FROM policy_revisions
     WHERE policy_id = ? AND number = ?`,
  );
  const insertPolicy = db.prepare('INSERT INTO policies (id, workspace_id, name, created_at) VALUES (?, ?, ?, ?)');
  const insertRevision = db.prepare(
    'INSERT INTO policy_revisions (policy_id, number, source, created_by_user_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertSegmentReference = db.prepare(
    'INSERT INTO policy_segment_references (policy_id, segment_id) VALUES (?, ?)',
  );
  const insertSecretReference = db.prepare(
    'INSERT INTO policy_secret_references (policy_id, secret_id, disclosure_forbidden) VALUES (?, ?, ?)',
  );

  return {
    page(workspaceId: number, request: PageRequest) {
      return { rows: pageRows([workspaceId], request), total: count.get(workspaceId) as number };
    },
    keyOf: (row: PolicySummary): CursorKey => [row.name, row.id],
    find: (workspaceId: number, id: string) => byId.get(workspaceId, id) as PolicySummary | undefined,
    revisionPage(policyId: string, request: PageRequest) {
      return { rows: revisionRows([policyId], request), total: revisionCount.get(policyId) as number };
    },
    revisionKeyOf: (row: PolicyRevisionSummary): CursorKey => [row.number],
    findRevision: (policyId: string, number: number) => revision.get(policyId, number) as PolicyRevision | undefined,
    insertPolicy(workspaceId: number, policy: { id: string; name: string; createdAt: string }) {
      insertPolicy.run(policy.id, workspaceId, policy.name, policy.createdAt);
    },
    insertRevision(policyId: string, revision: PolicyRevision) {
      insertRevision.run(policyId, revision.number, revision.source, revision.createdByUserId, revision.createdAt);
    },
    referenceSegment: (policyId: string, segmentId: string) => insertSegmentReference.run(policyId, segmentId),
    referenceSecret: (policyId: string, secretId: string, disclosureForbidden: boolean) =>
      insertSecretReference.run(policyId, secretId, disclosureForbidden ? 1 : 0),
  };
}
