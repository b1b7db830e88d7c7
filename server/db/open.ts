import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Database } from './sqlite';
import { migrate } from './migrations';

export type Db = Database;

/** Opens (creating if needed) the database at `location` (a path or `:memory:`) and migrates it. */
export function openDatabase(location: string): Db {
  if (location !== ':memory:') mkdirSync(path.dirname(path.resolve(location)), { recursive: true });
  const db = new Database(location);
  if (location !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // 16 MB of page cache rather than SQLite's default 2 MB: workspaces of a million workers are served whole.
  db.pragma('cache_size = -16000');
  migrate(db);
  return db;
}
