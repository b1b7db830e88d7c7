import type { PolicySummary } from '../../contract';
import type { Db } from '../db/open';
import type { PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

/** The policies that apply a segment: the references a policy's source makes (`segment("…")`). */
export function createSegmentReferenceStore(db: Db) {
  const summary = `p.id, p.name, r.number AS latestRevision, r.created_at AS updatedAt,
    r.created_by_user_id AS updatedByUserId, u.name AS updatedByName`;
  const from = `FROM policies p
    JOIN policy_revisions r ON r.policy_id = p.id
      AND r.number = (SELECT max(number) FROM policy_revisions WHERE policy_id = p.id)
    LEFT JOIN users u ON u.id = r.created_by_user_id`;
  const referencing = 'p.id IN (SELECT policy_id FROM policy_segment_references WHERE segment_id = ?)';
  const pageRows = keysetQuery<PolicySummary>(
    db,
    `SELECT ${summary} ${from} WHERE p.workspace_id = ? AND ${referencing}`,
    ['p.name', 'p.id'],
  );
  const count = db.prepare(`SELECT count(*) FROM policies p WHERE p.workspace_id = ? AND ${referencing}`).pluck();

  return {
    policyPage(workspaceId: number, segmentId: string, request: PageRequest) {
      return {
        rows: pageRows([workspaceId, segmentId], request),
        total: count.get(workspaceId, segmentId) as number,
      };
    },
  };
}
