import type { Context } from 'hono';
import type { ApiErrorObject, Pagination } from '../../contract';
import type { ErrorStatus } from './errors';

export function single<T>(c: Context, result: T, status: 200 | 201 = 200) {
  return c.json({ result, errors: [] }, status);
}

export function collection<T>(c: Context, page: { results: T[]; pagination: Pagination }) {
  return c.json({ results: page.results, errors: [], pagination: page.pagination }, 200);
}

/** A collection whose items are JSON texts already (made by the database): spliced in as they are. */
export function jsonTextCollection(c: Context, page: { results: string[]; pagination: Pagination }) {
  const body = `{"results":[${page.results.join(',')}],"errors":[],"pagination":${JSON.stringify(page.pagination)}}`;
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

export function failure(c: Context, status: ErrorStatus, errors: ApiErrorObject[]) {
  return c.json({ result: null, errors }, status);
}
