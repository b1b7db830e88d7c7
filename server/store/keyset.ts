import type { Db } from '../db/open';
import type { PageRequest } from '../http/pagination';

/**
 * The two statements of a keyset-paged list: its first page, and the page after a position (the
 * sort-key values of the last row of the page before). `select` ends with its WHERE clause
 * (conditions joined by AND); `keys` are the sort-key columns, unique together, all ascending or
 * all descending. Each takes the select's parameters, then the position (pages after the first),
 * then the row limit.
 */
export function keysetSql(select: string, keys: readonly string[], descending = false) {
  const order = keys.map((key) => (descending ? `${key} DESC` : key)).join(', ');
  const position = keys.length === 1 ? keys[0] : `(${keys.join(', ')})`;
  const placeholders = keys.length === 1 ? '?' : `(${keys.map(() => '?').join(', ')})`;
  return {
    first: `${select} ORDER BY ${order} LIMIT ?`,
    after: `${select} AND ${position} ${descending ? '<' : '>'} ${placeholders} ORDER BY ${order} LIMIT ?`,
  };
}

/**
 * A keyset-paged list (see `keysetSql`): the rows of the page a request asks for, plus one, so that
 * `toPage` knows whether more follow without a second query.
 */
export function keysetQuery<Row>(db: Db, select: string, keys: readonly string[], descending = false) {
  const sql = keysetSql(select, keys, descending);
  const first = db.prepare(sql.first);
  const after = db.prepare(sql.after);
  return (params: readonly unknown[], request: PageRequest): Row[] =>
    (request.after
      ? after.all(...params, ...request.after, request.limit + 1)
      : first.all(...params, request.limit + 1)) as Row[];
}
