import type { Context } from 'hono';
import type { ApiErrorObject, Pagination } from '../../contract';
import type { ErrorStatus } from './errors';

export function single<T>(c: Context, result: T, status: 200 | 201 = 200) {
  return c.json({ result, errors: [] }, status);
}

export function collection<T>(c: Context, page: { results: T[]; pagination: Pagination }) {
  return c.json({ results: page.results, errors: [], pagination: page.pagination }, 200);
}

/** The text of a collection whose items are JSON texts already (made by the database): spliced in as they are. */
export function jsonTextCollectionBody(page: { results: string[]; pagination: Pagination }): string {
  return `{"results":[${page.results.join(',')}],"errors":[],"pagination":${JSON.stringify(page.pagination)}}`;
}

export function failure(c: Context, status: ErrorStatus, errors: ApiErrorObject[]) {
  return c.json({ result: null, errors }, status);
}
