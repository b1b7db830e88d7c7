import type { Cursor, Pagination } from '../../../../contract';
import type { ApiError } from '../../http';
import type { PackedWorkers } from '../packed-workers';

/**
 * From the main thread to the thread that reads the org chart's pages. `position`: how many workers
 * the load has read before the page at `cursor` (see `createOfferedPageReader`).
 */
export type ReadOrgChartRequest =
  { kind: 'read'; request: number; cursor: Cursor | null; position: number } | { kind: 'cancel'; request: number };

/** An `ApiError` as it crosses threads (an Error loses its own fields when cloned). */
export type ApiErrorFields = Pick<ApiError, 'status' | 'errorCode' | 'message' | 'target' | 'errors' | 'requestId'>;

/** From the thread back to the main thread: the page read, or why it could not be. */
export type ReadOrgChartReply =
  | { request: number; packed: PackedWorkers; pagination: Pagination }
  | { request: number; apiError: ApiErrorFields }
  | { request: number; failure: string };

/** What the thread sends: once, that it has started and takes requests; then each reply. */
export type ReadOrgChartMessage = { ready: true } | ReadOrgChartReply;
