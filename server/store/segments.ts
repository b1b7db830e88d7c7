import type { CompiledClause, Segment, SegmentMatch, SegmentScope, SegmentSummary } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';
import { likeContains } from './workers';

interface SegmentRow {
  id: string;
  name: string;
  nameKey: string;
  scope: SegmentScope;
  match: SegmentMatch;
  clauses: string;
  includedWorkerIds: string;
  excludedWorkerIds: string;
  etag: string;
  createdAt: string;
  updatedAt: string;
  updatedByUserId: string;
  updatedByName: string | null;
}

export interface StoredSegment {
  segment: Segment;
  etag: string;
}

/** A validated segment write, name already trimmed. */
export interface SegmentValues {
  name: string;
  scope: SegmentScope;
  match: SegmentMatch;
  clauses: CompiledClause[];
  includedWorkerIds: string[];
  excludedWorkerIds: string[];
}

export const segmentNameKey = (name: string) => name.trim().toLowerCase();

const columns = `s.id, s.name, s.name_key AS nameKey, s.scope, s.match, s.clauses,
  s.included_worker_ids AS includedWorkerIds, s.excluded_worker_ids AS excludedWorkerIds, s.etag,
  s.created_at AS createdAt, s.updated_at AS updatedAt, s.updated_by_user_id AS updatedByUserId,
  u.name AS updatedByName`;
const from = 'FROM segments s LEFT JOIN users u ON u.id = s.updated_by_user_id';

function toStored(row: SegmentRow): StoredSegment {
  return {
    etag: row.etag,
    segment: {
      id: row.id,
      name: row.name,
      scope: row.scope,
      match: row.match,
      clauses: JSON.parse(row.clauses) as CompiledClause[],
      includedWorkerIds: JSON.parse(row.includedWorkerIds) as string[],
      excludedWorkerIds: JSON.parse(row.excludedWorkerIds) as string[],
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      updatedByUserId: row.updatedByUserId,
      updatedByName: row.updatedByName,
    },
  };
}

function toSummary(row: SegmentRow): SegmentSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    match: row.match,
    clauseCount: (JSON.parse(row.clauses) as unknown[]).length,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  };
}

export function createSegmentStore(db: Db) {
  const byId = db.prepare(`SELECT ${columns} ${from} WHERE s.workspace_id = ? AND s.id = ?`);
  const filter = `s.workspace_id = ? AND s.name_key LIKE ? ESCAPE '\\'`;
  const pageRows = keysetQuery<SegmentRow>(db, `SELECT ${columns} ${from} WHERE ${filter}`, ['s.name_key', 's.id']);
  const count = db.prepare(`SELECT count(*) FROM segments s WHERE ${filter}`).pluck();
  const nameTaken = db.prepare('SELECT 1 FROM segments WHERE workspace_id = ? AND name_key = ? AND id <> ?').pluck();
  const insert = db.prepare(
    `INSERT INTO segments (id, workspace_id, name, name_key, scope, match, clauses, included_worker_ids,
       excluded_worker_ids, etag, created_at, updated_at, updated_by_user_id)
     VALUES (@id, @workspaceId, @name, @nameKey, @scope, @match, @clauses, @included, @excluded, @etag, @at, @at, @userId)`,
  );
  const update = (condition: string) =>
    db.prepare(
      `UPDATE segments SET name = @name, name_key = @nameKey, scope = @scope, match = @match, clauses = @clauses,
         included_worker_ids = @included, excluded_worker_ids = @excluded, etag = @etag, updated_at = @at,
         updated_by_user_id = @userId
       WHERE workspace_id = @workspaceId AND id = @id ${condition}`,
    );
  const updateAny = update('');
  const updateIfEtag = update('AND etag IN (SELECT value FROM json_each(@accepted))');
  const remove = (condition: string) =>
    db.prepare(`DELETE FROM segments WHERE workspace_id = @workspaceId AND id = @id ${condition}`);
  const removeAny = remove('');
  const removeIfEtag = remove('AND etag IN (SELECT value FROM json_each(@accepted))');
  const referencingPolicy = db
    .prepare(
      `SELECT p.name FROM policy_segment_references r JOIN policies p ON p.id = r.policy_id
       WHERE r.segment_id = ? AND p.workspace_id = ? ORDER BY p.name LIMIT 1`,
    )
    .pluck();

  const params = (
    workspaceId: number,
    id: string,
    values: SegmentValues,
    etag: string,
    at: string,
    userId: string,
  ) => ({
    workspaceId,
    id,
    etag,
    at,
    userId,
    name: values.name,
    nameKey: segmentNameKey(values.name),
    scope: values.scope,
    match: values.match,
    clauses: JSON.stringify(values.clauses),
    included: JSON.stringify(values.includedWorkerIds),
    excluded: JSON.stringify(values.excludedWorkerIds),
  });

  return {
    find(workspaceId: number, id: string): StoredSegment | undefined {
      const row = byId.get(workspaceId, id) as SegmentRow | undefined;
      return row && toStored(row);
    },
    page(workspaceId: number, q: string | undefined, request: PageRequest) {
      const pattern = likeContains(q ?? '');
      return { rows: pageRows([workspaceId, pattern], request), total: count.get(workspaceId, pattern) as number };
    },
    keyOf: (row: SegmentRow): CursorKey => [row.nameKey, row.id],
    toSummary,
    isNameTaken: (workspaceId: number, name: string, exceptId: string) =>
      nameTaken.get(workspaceId, segmentNameKey(name), exceptId) !== undefined,
    insert(workspaceId: number, id: string, values: SegmentValues, etag: string, at: string, userId: string) {
      insert.run(params(workspaceId, id, values, etag, at, userId));
    },
    /**
     * Compare-and-swap: replaces the segment only if its current ETag is one of `accepted`
     * (any ETag when `accepted` is null). Returns false when nothing matched.
     */
    replace(
      workspaceId: number,
      id: string,
      values: SegmentValues,
      accepted: string[] | null,
      etag: string,
      at: string,
      userId: string,
    ): boolean {
      const row = params(workspaceId, id, values, etag, at, userId);
      const result =
        accepted === null ? updateAny.run(row) : updateIfEtag.run({ ...row, accepted: JSON.stringify(accepted) });
      return result.changes === 1;
    },
    remove(workspaceId: number, id: string, accepted: string[] | null): boolean {
      const result =
        accepted === null
          ? removeAny.run({ workspaceId, id })
          : removeIfEtag.run({ workspaceId, id, accepted: JSON.stringify(accepted) });
      return result.changes === 1;
    },
    referencingPolicyName: (workspaceId: number, id: string) =>
      referencingPolicy.get(id, workspaceId) as string | undefined,
  };
}
