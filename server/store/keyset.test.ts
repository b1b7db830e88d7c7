import { Database } from '../db/sqlite';
import { describe, expect, it } from 'vitest';
import { keysetQuery, keysetSql } from './keyset';

describe('keysetSql', () => {
  it('writes the first page and the page after a position, ascending on a row value', () => {
    expect(keysetSql('SELECT * FROM t WHERE w = ?', ['name', 'id'])).toEqual({
      first: 'SELECT * FROM t WHERE w = ? ORDER BY name, id LIMIT ?',
      after: 'SELECT * FROM t WHERE w = ? AND (name, id) > (?, ?) ORDER BY name, id LIMIT ?',
    });
  });

  it('compares one key as a plain value, and turns the comparison round when descending', () => {
    expect(keysetSql('SELECT * FROM t WHERE w = ?', ['n'], true)).toEqual({
      first: 'SELECT * FROM t WHERE w = ? ORDER BY n DESC LIMIT ?',
      after: 'SELECT * FROM t WHERE w = ? AND n < ? ORDER BY n DESC LIMIT ?',
    });
  });
});

describe('keysetQuery', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (w INTEGER, name TEXT, id INTEGER)');
  const insert = db.prepare('INSERT INTO t VALUES (?, ?, ?)');
  // Names repeat: only the pair (name, id) is unique.
  for (const [w, name, id] of [
    [1, 'b', 1],
    [1, 'a', 2],
    [1, 'b', 3],
    [1, 'a', 4],
    [1, 'c', 5],
    [2, 'a', 6],
  ] as const) {
    insert.run(w, name, id);
  }
  type Row = { name: string; id: number };
  const ascending = keysetQuery<Row>(db, 'SELECT name, id FROM t WHERE w = ?', ['name', 'id']);
  const descending = keysetQuery<Row>(db, 'SELECT name, id FROM t WHERE w = ?', ['name', 'id'], true);

  /** Every page of a list, each read after the last row of the one before, as `toPage` does. */
  const allPages = (query: typeof ascending, limit: number) => {
    const pages: number[][] = [];
    let after: [string, number] | null = null;
    for (;;) {
      const rows = query([1], { limit, after });
      const page = rows.slice(0, limit);
      pages.push(page.map((row) => row.id));
      if (rows.length <= limit) return pages;
      const last = page[page.length - 1]!;
      after = [last.name, last.id];
    }
  };

  it('reads one row beyond the page, so the caller knows more follow', () => {
    expect(ascending([1], { limit: 2, after: null }).map((row) => row.id)).toEqual([2, 4, 1]);
    expect(ascending([1], { limit: 5, after: null })).toHaveLength(5);
  });

  it('pages through ties on the first key without losing or repeating a row, in either direction', () => {
    expect(allPages(ascending, 2)).toEqual([[2, 4], [1, 3], [5]]);
    expect(allPages(descending, 2)).toEqual([[5, 3], [1, 4], [2]]);
  });
});
