import type { Context } from 'hono';
import type { ApiErrorObject, Pagination } from '../../contract';
import type { ErrorStatus } from './errors';

export function single<T>(c: Context, result: T, status: 200 | 201 = 200) {
  return c.json({ result, errors: [] }, status);
}

export function collection<T>(c: Context, page: { results: T[]; pagination: Pagination }) {
  return c.json({ results: page.results, errors: [], pagination: page.pagination }, 200);
}

export function failure(c: Context, status: ErrorStatus, errors: ApiErrorObject[]) {
  return c.json({ result: null, errors }, status);
}
