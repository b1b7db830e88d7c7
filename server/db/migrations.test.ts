import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from './sqlite';
import { migrate, migrations } from './migrations';
import { openDatabase } from './open';

const dir = mkdtempSync(path.join(tmpdir(), 'service-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('apply once and are recorded in schema_migrations', () => {
    const file = path.join(dir, 'nested', 'service.sqlite');
    const first = openDatabase(file);
    const recorded = first.prepare('SELECT version, name FROM schema_migrations').all();
    expect(recorded).toEqual([
      { version: 1, name: 'initial schema' },
      { version: 2, name: 'failed authentication audit and limits, API key rotation time' },
      { version: 3, name: 'workers by id cover the name (the org chart looks up each manager by id)' },
      { version: 4, name: 'the activity log: target types, ETags, and an index for each filter' },
      { version: 5, name: 'the activity log: an index for each combination of filters' },
      { version: 6, name: 'workers counted per workspace by the writes themselves' },
    ]);
    first.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('kept', 'Kept', '2026-01-01')").run();
    first.close();
    const second = openDatabase(file);
    expect(second.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(6);
    expect(second.prepare("SELECT name FROM workspaces WHERE subdomain = 'kept'").pluck().get()).toBe('Kept');
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    second.close();
  });

  it('count the workers already there, then every insert, delete and move between workspaces', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 5));
    for (const subdomain of ['a', 'b', 'c']) {
      db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES (?, 'W', '2026-01-01')").run(subdomain);
    }
    const insert = db.prepare("INSERT INTO workers (workspace_id, id, name, name_key) VALUES (?, ?, 'N', 'n')");
    for (const id of ['x', 'y', 'x']) insert.run(1, id);
    insert.run(2, 'z');
    migrate(db);
    const counts = () =>
      db.prepare('SELECT workspace_id, workers FROM worker_counts ORDER BY 1').raw().all() as [number, number][];
    expect(counts()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    insert.run(3, 'new');
    insert.run(1, 'w');
    db.prepare("DELETE FROM workers WHERE workspace_id = 1 AND id = 'x'").run();
    db.prepare("UPDATE workers SET workspace_id = 3 WHERE id = 'z'").run();
    db.prepare("UPDATE workers SET name = 'Renamed' WHERE id = 'y'").run();
    expect(counts()).toEqual([
      [1, 2],
      [2, 0],
      [3, 2],
    ]);
    const truth = db.prepare('SELECT workspace_id, count(*) FROM workers GROUP BY 1 ORDER BY 1').raw().all();
    expect(counts().filter(([, workers]) => workers !== 0)).toEqual(truth);
  });

  it('give the audit events recorded before the activity log their target types and day counts', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 3));
    db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('w', 'W', '2026-01-01')").run();
    const insert = db.prepare(
      'INSERT INTO audit_events (workspace_id, action, target_id, actor_user_id, client_address, at) VALUES (1, ?, ?, ?, ?, ?)',
    );
    insert.run('secret.reveal', 'sec_1', 'usr_a', null, '2026-01-02T10:00:00.000Z');
    insert.run('secret.reveal', 'sec_2', 'usr_a', null, '2026-01-02T11:00:00.000Z');
    insert.run('auth.failed', 'session', null, '192.0.2.1', '2026-01-03T09:00:00.000Z');
    insert.run('auth.limited', 'address:192.0.2.1', null, '192.0.2.1', '2026-01-03T09:00:00.000Z');
    migrate(db);
    expect(
      db.prepare('SELECT action, target_type AS type, target_id AS id FROM audit_events ORDER BY rowid').all(),
    ).toEqual([
      { action: 'secret.reveal', type: 'secret', id: 'sec_1' },
      { action: 'secret.reveal', type: 'secret', id: 'sec_2' },
      { action: 'auth.failed', type: 'credential', id: 'session' },
      { action: 'auth.limited', type: 'limit', id: 'address:192.0.2.1' },
    ]);
    const days = () => db.prepare('SELECT day, action, events FROM audit_event_days ORDER BY day, action').all();
    expect(days()).toEqual([
      { day: '2026-01-02', action: 'secret.reveal', events: 2 },
      { day: '2026-01-03', action: 'auth.failed', events: 1 },
      { day: '2026-01-03', action: 'auth.limited', events: 1 },
    ]);
    db.prepare(
      `INSERT INTO audit_events (workspace_id, action, target_type, target_id, at)
       VALUES (1, 'auth.failed', 'credential', 'sign_in', '2026-01-03T23:59:59.999Z')`,
    ).run();
    expect(days()).toContainEqual({ day: '2026-01-03', action: 'auth.failed', events: 2 });
  });

  it('give a database of the activity log an index for each combination of filters, its events kept', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 4));
    db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('w', 'W', '2026-01-01')").run();
    const insert = db.prepare(
      `INSERT INTO audit_events (workspace_id, action, target_type, target_id, actor_user_id, api_key_id, at)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run('segment.replace', 'segment', 'seg_1', 'usr_a', null, '2026-01-02T10:00:00.000Z');
    insert.run('secret.reveal', 'secret', 'sec_1', 'usr_a', 'key_1', '2026-01-02T11:00:00.000Z');
    insert.run('auth.failed', 'credential', 'session', null, null, '2026-01-03T09:00:00.000Z');
    const events = () => db.prepare('SELECT * FROM audit_events ORDER BY id').all();
    const before = events();
    const columns = (index: string) =>
      (db.prepare(`PRAGMA index_info(${index})`).all() as { name: string }[]).map((column) => column.name).join(', ');
    expect(columns('audit_events_by_actor')).toBe('workspace_id, actor_user_id, at, id, action, target_type');
    migrate(db);
    expect(events()).toEqual(before);
    expect(columns('audit_events_by_time')).toBe('workspace_id, at, id');
    expect(columns('audit_events_by_actor')).toBe(
      'workspace_id, actor_user_id, at, id, action, target_type, target_id',
    );
    expect(columns('audit_events_by_key')).toBe('workspace_id, api_key_id, at, id, action, target_type, target_id');
    expect(columns('audit_events_by_action')).toBe('workspace_id, action, at, id');
    expect(columns('audit_events_by_action_type')).toBe('workspace_id, action, target_type, at, id');
    expect(columns('audit_events_by_type')).toBe('workspace_id, target_type, at, id');
    expect(columns('audit_events_by_object')).toBe('workspace_id, target_type, target_id, at, id, action');
    expect(columns('audit_events_by_target')).toBe('workspace_id, target_id, action, id');
    // The new indexes hold the events written before them.
    const ids = (index: string, where: string) =>
      db.prepare(`SELECT id FROM audit_events INDEXED BY ${index} WHERE workspace_id = 1 AND ${where}`).pluck().all();
    expect(ids('audit_events_by_type', "target_type = 'credential'")).toEqual([3]);
    expect(ids('audit_events_by_action_type', "action = 'secret.reveal' AND target_type = 'secret'")).toEqual([2]);
    expect(ids('audit_events_by_actor', "actor_user_id = 'usr_a' AND target_id = 'seg_1'")).toEqual([1]);
  });

  it('let workers repeat an id within a workspace (dirty imports)', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('w', 'W', '2026-01-01')").run();
    const insert = db.prepare("INSERT INTO workers (workspace_id, id, name_key) VALUES (1, 'wrk_1', '')");
    insert.run();
    expect(() => insert.run()).not.toThrow();
  });
});
