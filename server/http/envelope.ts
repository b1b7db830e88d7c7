import type { Context } from 'hono';
import type { ApiErrorObject, Pagination } from '../../contract';
import type { ErrorStatus } from './errors';

export function single<T>(c: Context, result: T, status: 200 | 201 = 200) {
  return c.json({ result, errors: [] }, status);
}

export function collection<T>(c: Context, page: { results: T[]; pagination: Pagination }) {
  return c.json({ results: page.results, errors: [], pagination: page.pagination }, 200);
}

const resultsOpen = Buffer.from('{"results":[');

/**
 * The bytes of a collection whose items are JSON already, joined by commas (UTF-8, made by the
 * database): spliced in as they are, between the envelope's two ends.
 */
export function joinedItemsCollectionBody(items: Uint8Array, pagination: Pagination): Buffer {
  const close = Buffer.from(`],"errors":[],"pagination":${JSON.stringify(pagination)}}`);
  return Buffer.concat([resultsOpen, items, close], resultsOpen.byteLength + items.byteLength + close.byteLength);
}

export function failure(c: Context, status: ErrorStatus, errors: ApiErrorObject[]) {
  return c.json({ result: null, errors }, status);
}
