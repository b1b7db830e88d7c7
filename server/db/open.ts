import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) the database at `location` (a path or `:memory:`) and migrates it. */
export function openDatabase(location: string): Db {
  if (location !== ':memory:') mkdirSync(path.dirname(path.resolve(location)), { recursive: true });
  const db = new Database(location);
  if (location !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}
