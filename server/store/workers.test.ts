import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { createWorkerStore, orgChartSql, workersVersionOf } from './workers';

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

  it('names the first worker with an id as the manager (dirty data repeats ids)', () => {
    store.insert(1, worker('m', null));
    store.insert(1, { ...worker('m', null), name: 'Second with the same id' });
    store.insert(1, worker('r', 'm'));
    const { rows, total } = store.orgChartPage(1, { limit: 10, after: null });
    expect(total).toBe(3);
    expect(JSON.parse(rows[2]!.json)).toEqual({
      id: 'r',
      name: 'Name r',
      jobTitle: null,
      department: null,
      managerId: 'm',
      manager: 'Name m',
      lifecycleStage: 'active',
    });
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
