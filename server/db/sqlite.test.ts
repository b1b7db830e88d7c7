import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../store/constraints';
import { Database } from './sqlite';

function tableOfNames() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, team TEXT)');
  return db;
}
const namesIn = (db: Database) => db.prepare('SELECT name FROM names ORDER BY id').pluck().all();

describe('Database (node:sqlite)', () => {
  it('returns rows as objects, a first column alone (pluck) or arrays (raw)', () => {
    const db = tableOfNames();
    db.prepare('INSERT INTO names (name, team) VALUES (?, ?), (?, ?)').run('Ada', 'x', 'Grace', null);
    expect(db.prepare('SELECT name, team FROM names ORDER BY id').all()).toEqual([
      { name: 'Ada', team: 'x' },
      { name: 'Grace', team: null },
    ]);
    expect(db.prepare('SELECT count(*) FROM names').pluck().get()).toBe(2);
    expect(db.prepare('SELECT name FROM names WHERE id = 9').pluck().get()).toBeUndefined();
    expect(db.prepare('SELECT id, name FROM names ORDER BY id').raw().all()).toEqual([
      [1, 'Ada'],
      [2, 'Grace'],
    ]);
    expect([...db.prepare('SELECT name FROM names ORDER BY id').pluck().iterate()]).toEqual(['Ada', 'Grace']);
  });

  it('binds arrays of values in order, and named values, leaving names the statement does not use', () => {
    const db = tableOfNames();
    const { changes, lastInsertRowid } = db
      .prepare('INSERT INTO names (name, team) VALUES (?, ?), (?, ?)')
      .run(['Ada', 'x'], 'Grace', 'y');
    expect({ changes, lastInsertRowid }).toEqual({ changes: 2, lastInsertRowid: 2 });
    const byTeam = db.prepare('SELECT name FROM names WHERE team = :team').pluck();
    expect(byTeam.all({ team: 'y', unused: 1 })).toEqual(['Grace']);
  });

  it('commits a transaction that returns and rolls back one that throws, nested ones to their savepoint', () => {
    const db = tableOfNames();
    const add = db.prepare('INSERT INTO names (name) VALUES (?)');
    expect(db.transaction((name: string) => add.run(name).changes)('Ada')).toBe(1);
    expect(() =>
      db.transaction(() => {
        add.run('Grace');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(namesIn(db)).toEqual(['Ada']);

    db.transaction(() => {
      add.run('Katherine');
      expect(db.inTransaction).toBe(true);
      expect(() =>
        db.transaction(() => {
          add.run('Margaret');
          add.run('Ada');
        })(),
      ).toThrow();
      db.transaction(() => add.run('Dorothy'))();
    })();
    expect(db.inTransaction).toBe(false);
    expect(namesIn(db)).toEqual(['Ada', 'Katherine', 'Dorothy']);
  });

  it('tells a UNIQUE violation from other failures', () => {
    const db = tableOfNames();
    const add = db.prepare('INSERT INTO names (name) VALUES (?)');
    add.run('Ada');
    const failure = (write: () => unknown) => {
      try {
        write();
      } catch (error) {
        return error;
      }
      throw new Error('no failure');
    };
    expect(isUniqueViolation(failure(() => add.run('Ada')))).toBe(true);
    expect(isUniqueViolation(failure(() => add.run(null)))).toBe(false);
  });

  it('reads and sets pragmas, and calls functions written in JavaScript', () => {
    const db = new Database(':memory:');
    db.pragma('cache_size = -1024');
    expect(db.pragma('cache_size', { simple: true })).toBe(-1024);
    expect(db.pragma('foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    db.function('twice', (value) => Number(value) * 2);
    expect(db.prepare('SELECT twice(21)').pluck().get()).toBe(42);
  });
});
