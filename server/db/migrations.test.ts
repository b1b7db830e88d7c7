import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    ]);
    first.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('kept', 'Kept', '2026-01-01')").run();
    first.close();
    const second = openDatabase(file);
    expect(second.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(3);
    expect(second.prepare("SELECT name FROM workspaces WHERE subdomain = 'kept'").pluck().get()).toBe('Kept');
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    second.close();
  });

  it('let workers repeat an id within a workspace (dirty imports)', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO workspaces (subdomain, name, created_at) VALUES ('w', 'W', '2026-01-01')").run();
    const insert = db.prepare("INSERT INTO workers (workspace_id, id, name_key) VALUES (1, 'wrk_1', '')");
    insert.run();
    expect(() => insert.run()).not.toThrow();
  });
});
