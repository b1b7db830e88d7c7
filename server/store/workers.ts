import type { WorkerSummary } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery, keysetSql } from './keyset';

export interface WorkerRecord {
  id: string;
  name: string | null;
  jobTitle: string | null;
  department: string | null;
  managerId: string | null;
  lifecycleStage: string | null;
}

/**
 * A page of the org chart as SQLite writes it: its items (each an `OrgChartWorker`) as UTF-8 JSON
 * joined by commas, ready to go between `[` and `]`; how many; the last one's keyset position (null
 * when none); whether more follow; and the workspace's total.
 */
export interface OrgChartPageJson {
  items: Uint8Array;
  count: number;
  last: number | null;
  hasMore: boolean;
  total: number;
}
type SummaryRow = WorkerSummary & { position: number; nameKey: string; rawName: string | null };

/** Rows per statement of `insertMany` (8 values a row, well under SQLite's 32,766 variables). */
export const WORKER_INSERT_BATCH = 250;

export const workerNameKey = (name: string | null) => (name ?? '').trim().toLowerCase();

/** `LIKE` with the user's text taken literally. */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => '\\' + ch)}%`;

/**
 * A manager's name: that of the first worker of the workspace carrying the id (dirty data may repeat
 * ids), read from the index `workers_by_id_with_name` alone. The same rule for both forms of the org
 * chart (SQL expressions for the workspace and the id).
 */
const managerNameOf = (workspaceId: string, managerId: string) =>
  `(SELECT m.name FROM workers m WHERE m.workspace_id = ${workspaceId} AND m.id = ${managerId} ORDER BY m.rowid LIMIT 1)`;

// Each item is serialised to JSON by SQLite itself (in the contract's field order): a 5,000-worker
// page then costs the query alone, not an object per worker and a JSON.stringify of them all.
const orgChartColumns = `w.rowid AS position, json_object('id', w.id, 'name', w.name, 'jobTitle', w.job_title,
  'department', w.department, 'managerId', w.manager_id,
  'manager', ${managerNameOf('w.workspace_id', 'w.manager_id')},
  'lifecycleStage', w.lifecycle_stage) AS json`;

/** The org chart's pages in rowid order (keyset: after the last rowid of the page before). */
const orgChartSelect = `SELECT ${orgChartColumns} FROM workers w WHERE w.workspace_id = ?`;
const orgChartKeys = ['w.rowid'];
export const orgChartSql = keysetSql(orgChartSelect, orgChartKeys);

// A whole page in one value: SQLite joins the items as the page's query yields them (in rowid
// order: the query runs as a co-routine read in order, no sort between; a test holds the plan to
// that) and hands them over as one Buffer. A 5,000-worker page is then one copy of its JSON in
// memory, not 5,000 strings, an array of them and a joined copy, and about 30 % less work.
const joinedPage = (page: string) => `SELECT count(*) AS count, max(position) AS last,
  CAST(coalesce(group_concat(json, ','), '') AS BLOB) AS items FROM (${page})`;
export const orgChartPageSql = { first: joinedPage(orgChartSql.first), after: joinedPage(orgChartSql.after) };

/**
 * The org chart's page as rows (for the worker-columns extension, see `workerColumnsCoder`): each
 * row `[position, id, name, jobTitle, department, managerId, manager, lifecycleStage]`, the same
 * workers in the same order as `orgChartPageSql`'s. The manager's name is found the same way, once
 * per distinct manager of the rows (`managerNamesSql`) rather than once a row: a page of 20,000 has
 * some 2,700 managers, and the lookups were 40 % of its query.
 */
const orgChartRowSelect = `SELECT w.rowid AS position, w.id, w.name, w.job_title, w.department, w.manager_id,
  NULL AS manager, w.lifecycle_stage FROM workers w WHERE w.workspace_id = ?`;
export const orgChartRowSql = keysetSql(orgChartRowSelect, orgChartKeys);
/** Each manager id of a JSON array, with the manager's name (`managerNameOf`). */
export const managerNamesSql = `SELECT ids.value, ${managerNameOf('?', 'ids.value')} FROM json_each(?) ids`;
export type OrgChartRow = [
  number,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** A page of the org chart as rows (see `orgChartRowSql`), with the same pagination facts as `OrgChartPageJson`. */
export interface OrgChartPageRows {
  rows: OrgChartRow[];
  last: number | null;
  hasMore: boolean;
  total: number;
}

/**
 * A token that changes whenever the workers of the database may have changed, or null while a
 * transaction is open (its writes are not settled yet: nothing read then may be kept). A temporary
 * trigger counts every insert, update and delete on `workers` made through this connection, by any
 * code; `PRAGMA data_version` moves when another connection commits (say `npm run seed:bench` on the
 * same file). One per connection, however many stores are made on it.
 */
const workerVersions = new WeakMap<Db, () => string | null>();

export function workersVersionOf(db: Db): () => string | null {
  const known = workerVersions.get(db);
  if (known) return known;
  let writes = 0;
  db.function('service_workers_written', () => {
    writes += 1;
    return null;
  });
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS service_workers_${event.toLowerCase()}_counted
      AFTER ${event} ON main.workers BEGIN SELECT service_workers_written(); END`);
  }
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const version = () => (db.inTransaction ? null : `${writes}.${dataVersion.get() as number}`);
  workerVersions.set(db, version);
  return version;
}

export function createWorkerStore(db: Db) {
  const version = workersVersionOf(db);
  const orgChartFirst = db.prepare(orgChartPageSql.first);
  const orgChartAfter = db.prepare(orgChartPageSql.after);
  const orgChartRowsFirst = db.prepare(orgChartRowSql.first).raw();
  const orgChartRowsAfter = db.prepare(orgChartRowSql.after).raw();
  const managerNames = db.prepare(managerNamesSql).raw();
  const workersAfter = db.prepare('SELECT EXISTS (SELECT 1 FROM workers WHERE workspace_id = ? AND rowid > ?)').pluck();
  // Kept by the writes themselves (the `worker_counts` table and its triggers): one row read.
  const countStatement = db
    .prepare('SELECT coalesce((SELECT workers FROM worker_counts WHERE workspace_id = ?), 0)')
    .pluck();
  const countOf = (workspaceId: number) => countStatement.get(workspaceId) as number;

  const summaryColumns = `rowid AS position, id, name AS rawName, name_key AS nameKey, job_title AS jobTitle,
    department, lifecycle_stage AS lifecycleStage`;
  const searchRows = keysetQuery<SummaryRow>(
    db,
    `SELECT ${summaryColumns} FROM workers WHERE workspace_id = ? AND name_key LIKE ? ESCAPE '\\'`,
    ['name_key', 'rowid'],
  );
  const searchCount = db
    .prepare(`SELECT count(*) FROM workers WHERE workspace_id = ? AND name_key LIKE ? ESCAPE '\\'`)
    .pluck();
  const listRows = keysetQuery<SummaryRow>(db, `SELECT ${summaryColumns} FROM workers WHERE workspace_id = ?`, [
    'name_key',
    'rowid',
  ]);
  const resolveRows = db.prepare(
    `SELECT ${summaryColumns} FROM workers WHERE workspace_id = ? AND id IN (SELECT value FROM json_each(?))
     ORDER BY rowid`,
  );
  const existing = db
    .prepare('SELECT DISTINCT id FROM workers WHERE workspace_id = ? AND id IN (SELECT value FROM json_each(?))')
    .pluck();
  const insertInto = `INSERT INTO workers (workspace_id, id, name, name_key, job_title, department, manager_id,
    lifecycle_stage) VALUES `;
  const insertRows = (count: number) =>
    db.prepare(insertInto + Array.from({ length: count }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', '));
  const insert = insertRows(1);
  const insertBatch = insertRows(WORKER_INSERT_BATCH);
  const columnsOf = (workspaceId: number, worker: WorkerRecord) => [
    workspaceId,
    worker.id,
    worker.name,
    workerNameKey(worker.name),
    worker.jobTitle,
    worker.department,
    worker.managerId,
    worker.lifecycleStage,
  ];

  const toSummary = (row: SummaryRow): WorkerSummary => ({
    id: row.id,
    // The contract's summary requires a name; a worker imported without one is shown by id.
    name: row.rawName ?? row.id,
    jobTitle: row.jobTitle,
    department: row.department,
    lifecycleStage: row.lifecycleStage,
  });

  return {
    /** One page of the org chart, its items joined by SQLite (see `OrgChartPageJson`). */
    orgChartPage(workspaceId: number, request: PageRequest): OrgChartPageJson {
      const page = (
        request.after
          ? orgChartAfter.get(workspaceId, ...request.after, request.limit)
          : orgChartFirst.get(workspaceId, request.limit)
      ) as { count: number; last: number | null; items: Uint8Array };
      const hasMore = page.last !== null && workersAfter.get(workspaceId, page.last) === 1;
      return { ...page, hasMore, total: countOf(workspaceId) };
    },

    /** The same page as `orgChartPage`, as rows (see `OrgChartPageRows`). */
    orgChartRows(workspaceId: number, request: PageRequest): OrgChartPageRows {
      const rows = (
        request.after
          ? orgChartRowsAfter.all(workspaceId, ...request.after, request.limit)
          : orgChartRowsFirst.all(workspaceId, request.limit)
      ) as OrgChartRow[];
      const managers = new Set<string>();
      for (const row of rows) if (row[5] !== null) managers.add(row[5]);
      const names = new Map(managerNames.all(workspaceId, JSON.stringify([...managers])) as [string, string | null][]);
      for (const row of rows) if (row[5] !== null) row[6] = names.get(row[5]) ?? null;
      const last = rows.length > 0 ? rows[rows.length - 1]![0] : null;
      const hasMore = last !== null && workersAfter.get(workspaceId, last) === 1;
      return { rows, last, hasMore, total: countOf(workspaceId) };
    },

    /** Workers whose name contains `q` (case-insensitive), ordered by name. */
    searchPage(workspaceId: number, q: string | undefined, request: PageRequest) {
      if (q) {
        const pattern = likeContains(q);
        return {
          rows: searchRows([workspaceId, pattern], request),
          total: searchCount.get(workspaceId, pattern) as number,
        };
      }
      return { rows: listRows([workspaceId], request), total: countOf(workspaceId) };
    },
    /** The given ids resolved to workers (each at most once, in the order asked; unknown ids left out). */
    resolve(workspaceId: number, ids: string[]): WorkerSummary[] {
      const rows = resolveRows.all(workspaceId, JSON.stringify(ids)) as SummaryRow[];
      const byId = new Map<string, SummaryRow>();
      for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toSummary(row)] : [];
      });
    },
    summaryKeyOf: (row: SummaryRow): CursorKey => [row.nameKey, row.position],
    toSummary,
    existingIds: (workspaceId: number, ids: string[]) =>
      new Set(existing.all(workspaceId, JSON.stringify(ids)) as string[]),
    /** Changes whenever any worker may have changed; null while a transaction is open (see `workersVersionOf`). */
    version,
    insert(workspaceId: number, worker: WorkerRecord) {
      insert.run(columnsOf(workspaceId, worker));
    },
    /**
     * Inserts workers in the order given (rowids follow it), `WORKER_INSERT_BATCH` rows a statement:
     * a million rows are then 5,000 statements rather than a million. Callers wrap it in a transaction.
     */
    insertMany(workspaceId: number, workers: Iterable<WorkerRecord>): number {
      let batch: unknown[] = [];
      let inBatch = 0;
      let count = 0;
      for (const worker of workers) {
        for (const column of columnsOf(workspaceId, worker)) batch.push(column);
        inBatch += 1;
        count += 1;
        if (inBatch === WORKER_INSERT_BATCH) {
          insertBatch.run(batch);
          batch = [];
          inBatch = 0;
        }
      }
      if (inBatch > 0) insertRows(inBatch).run(batch);
      return count;
    },
  };
}
