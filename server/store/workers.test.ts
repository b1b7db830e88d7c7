import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import {
  createWorkerStore,
  managerNamesSql,
  orgChartPageSql,
  orgChartSql,
  WORKER_INSERT_BATCH,
  workersVersionOf,
} from './workers';

const db = openDatabase(':memory:');
db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('w', 'W', '2026-01-01')").run();
const store = createWorkerStore(db);
const worker = (id: string, managerId: string | null) => ({
  id,
  name: `Name ${id}`,
  jobTitle: null,
  department: null,
  managerId,
  lifecycleStage: 'active',
});

const planOf = (sql: string, ...params: unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);

describe('the worker store', () => {
  it("pages the org chart by keyset on an index and finds each manager's name in an index alone", () => {
    const first = planOf(orgChartSql.first, 1, 10);
    expect(first[0]).toBe('SEARCH w USING INDEX workers_by_workspace (workspace_id=?)');
    const plan = planOf(orgChartSql.after, 1, 0, 10);
    expect(plan[0]).toMatch(/^SEARCH w USING INDEX workers_by_workspace \(workspace_id=\? AND rowid>\?\)$/);
    expect(plan.join('\n')).toMatch(
      /SEARCH m USING COVERING INDEX workers_by_id_with_name \(workspace_id=\? AND id=\?\)/,
    );
    for (const detail of [...first, ...plan]) expect(detail).not.toMatch(/TEMP B-TREE|SCAN/);
  });

  it('joins a page in SQLite as its query yields it, in rowid order, with no sort between', () => {
    for (const plan of [planOf(orgChartPageSql.first, 1, 10), planOf(orgChartPageSql.after, 1, 0, 10)]) {
      expect(plan[0]).toMatch(/^CO-ROUTINE/);
      expect(plan[1]).toMatch(/^SEARCH w USING INDEX workers_by_workspace \(workspace_id=\?( AND rowid>\?)?\)$/);
      expect(plan.at(-1)).toMatch(/^SCAN \(subquery-\d+\)$/);
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('names the first worker with an id as the manager (dirty data repeats ids)', () => {
    store.insert(1, worker('m', null));
    store.insert(1, { ...worker('m', null), name: 'Second with the same id' });
    store.insert(1, worker('r', 'm'));
    const page = store.orgChartPage(1, { limit: 10, after: null });
    expect(page).toMatchObject({ count: 3, total: 3, hasMore: false });
    const items = JSON.parse(`[${new TextDecoder().decode(page.items)}]`) as unknown[];
    expect(items).toHaveLength(3);
    expect(items[2]).toEqual({
      id: 'r',
      name: 'Name r',
      jobTitle: null,
      department: null,
      managerId: 'm',
      manager: 'Name m',
      lifecycleStage: 'active',
    });
  });

  it('names the same manager in the rows of worker columns, once a distinct manager, found in an index', () => {
    const db3 = openDatabase(':memory:');
    db3.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('c', 'C', '2026-01-01')").run();
    const columns = createWorkerStore(db3);
    columns.insert(1, worker('m', null));
    columns.insert(1, { ...worker('m', null), name: 'Second with the same id' });
    columns.insert(1, worker('r', 'm'));
    columns.insert(1, worker('s', 'm'));
    columns.insert(1, worker('orphan', 'nobody'));
    const { rows } = columns.orgChartRows(1, { limit: 10, after: null });
    expect(rows.map((row) => [row[1], row[5], row[6]])).toEqual([
      ['m', null, null],
      ['m', null, null],
      ['r', 'm', 'Name m'],
      ['s', 'm', 'Name m'],
      ['orphan', 'nobody', null],
    ]);
    const plan = (db3.prepare(`EXPLAIN QUERY PLAN ${managerNamesSql}`).all(1, '[]') as { detail: string }[]).map(
      (row) => row.detail,
    );
    expect(plan.join('\n')).toMatch(
      /SEARCH m USING COVERING INDEX workers_by_id_with_name \(workspace_id=\? AND id=\?\)/,
    );
  });

  it('inserts many rows in the order given, many a statement, and pages them back in that order', () => {
    const db2 = openDatabase(':memory:');
    db2.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('v', 'V', '2026-01-01')").run();
    const many = createWorkerStore(db2);
    const count = WORKER_INSERT_BATCH * 2 + 7;
    const rows = Array.from({ length: count }, (_, index) => ({
      ...worker(`w${index}`, index === 0 ? null : `w${Math.floor((index - 1) / 3)}`),
      name: index === 5 ? null : `Nämé ${index} "quoted"`,
    }));
    expect(db2.transaction(() => many.insertMany(1, rows))()).toBe(count);
    const seen: { id: string; name: string | null; manager: string | null }[] = [];
    let after: readonly number[] | null = null;
    let pages = 0;
    for (;;) {
      const page = many.orgChartPage(1, { limit: 200, after });
      pages += 1;
      expect(page.total).toBe(count);
      seen.push(...(JSON.parse(`[${new TextDecoder().decode(page.items)}]`) as typeof seen));
      expect(page.count).toBe(Math.min(200, count - (pages - 1) * 200));
      if (!page.hasMore) break;
      after = [page.last as number];
    }
    expect(pages).toBe(Math.ceil(count / 200));
    expect(seen.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(seen[5]?.name).toBeNull();
    // w16's manager is w5, who has no name; w19's is w6.
    expect(seen[16]).toMatchObject({ name: 'Nämé 16 "quoted"', manager: null });
    expect(seen[19]).toMatchObject({ manager: 'Nämé 6 "quoted"' });
    const empty = many.orgChartPage(2, { limit: 10, after: null });
    expect(empty).toMatchObject({ count: 0, last: null, hasMore: false, total: 0 });
    expect(empty.items.byteLength).toBe(0);
  });

  it('has a version that moves on every write to workers, however made, and none inside a transaction', () => {
    const version = workersVersionOf(db);
    expect(version).toBe(store.version);
    const before = store.version();
    expect(store.version()).toBe(before);
    store.insert(1, worker('x', null));
    const inserted = store.version();
    expect(inserted).not.toBe(before);
    db.prepare("UPDATE workers SET name = 'Renamed' WHERE id = 'x'").run();
    const updated = store.version();
    expect(updated).not.toBe(inserted);
    db.prepare("DELETE FROM workers WHERE id = 'x'").run();
    expect(store.version()).not.toBe(updated);
    const deleted = store.version();
    db.prepare("UPDATE workspaces SET name = 'Other table'").run();
    expect(store.version()).toBe(deleted);
    db.transaction(() => expect(store.version()).toBeNull())();
  });
});
