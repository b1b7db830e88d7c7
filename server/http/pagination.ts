import { BULK_PAGE_LIMIT, PAGE_LIMIT, type Pagination } from '../../contract';
import { validationError } from './errors';

/** A keyset position: the sort-key values of the last row of a page. */
export type CursorKey = readonly (string | number)[];

export type PageBounds = { readonly default: number; readonly max: number };
export const pageBounds = { standard: PAGE_LIMIT, bulk: BULK_PAGE_LIMIT } as const;

/** Cursors are opaque to clients: base64url JSON naming the list they belong to and a keyset position. */
export function encodeCursor(list: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ l: list, k: key })).toString('base64url');
}

/** Returns the keyset position, or null when the cursor is not one this list issued. */
export function decodeCursor(list: string, cursor: string, arity: number): CursorKey | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { l, k } = parsed as { l?: unknown; k?: unknown };
    if (l !== list || !Array.isArray(k) || k.length !== arity) return null;
    if (!k.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)))) {
      return null;
    }
    return k as CursorKey;
  } catch {
    return null;
  }
}

/** Parses `limit`: absent means the default; otherwise an integer in 1..max. */
export function parseLimit(raw: string | undefined, bounds: PageBounds): number {
  if (raw === undefined) return bounds.default;
  if (!/^\d{1,9}$/.test(raw)) throw validationError(`limit must be an integer from 1 to ${bounds.max}.`, 'limit');
  const limit = Number(raw);
  if (limit < 1 || limit > bounds.max) {
    throw validationError(`limit must be an integer from 1 to ${bounds.max}.`, 'limit');
  }
  return limit;
}

export interface PageRequest {
  limit: number;
  after: CursorKey | null;
}

/** Reads `cursor` and `limit` from the query; a cursor issued for another list is rejected. */
export function readPageRequest(
  query: (name: string) => string | undefined,
  list: string,
  arity: number,
  bounds: PageBounds = pageBounds.standard,
): PageRequest {
  const limit = parseLimit(query('limit'), bounds);
  const raw = query('cursor');
  if (raw === undefined || raw === '') return { limit, after: null };
  const after = decodeCursor(list, raw, arity);
  if (!after) throw validationError('cursor is not valid for this list; start again without it.', 'cursor');
  return { limit, after };
}

/** Builds a page from `limit + 1` fetched rows, so `hasMore` needs no second query. */
export function toPage<Row, Item>(
  rows: Row[],
  request: PageRequest,
  total: number,
  list: string,
  keyOf: (row: Row) => CursorKey,
  toItem: (row: Row) => Item,
): { results: Item[]; pagination: Pagination } {
  const hasMore = rows.length > request.limit;
  const pageRows = hasMore ? rows.slice(0, request.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    results: pageRows.map(toItem),
    pagination: {
      nextCursor: hasMore && last !== undefined ? encodeCursor(list, keyOf(last)) : null,
      limit: request.limit,
      hasMore,
      total,
    },
  };
}
