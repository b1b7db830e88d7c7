import * as z from 'zod/mini';
import {
  BULK_PAGE_LIMIT,
  columnsPageLimitAt,
  paths,
  WORKER_COLUMNS_PAGE_LIMIT,
  WORKER_COLUMNS_MEDIA_TYPE,
  workerColumnsPageSchema,
  type Cursor,
  type OrgChartWorker,
  type Pagination,
} from '../../../contract';
import { getPageOffering, http, isApiError, type Page } from '../http';
import { packWorkers, type PackedWorkers } from './packed-workers';
import { packWorkerColumns } from './read-worker-columns';
import { readWorkerRecord } from './read-worker-record';

/** How a page came: the spec's JSON, or the worker-columns extension (contract/assumed.ts). */
export type OrgChartPageForm = 'json' | 'columns';

const workerColumns = { mediaType: WORKER_COLUMNS_MEDIA_TYPE, schema: workerColumnsPageSchema };

/**
 * One page of `GET /workers/org-chart` in the spec's JSON, as large as the API allows: the pages the
 * main thread reads (the first, and those asked before the reading thread has started). Items are
 * read one by one (see `readWorkerRecord`) so that a dirty record is reported rather than failing
 * the page.
 */
export async function readOrgChartPage(cursor: Cursor | null, signal: AbortSignal): Promise<Page<OrgChartWorker>> {
  const page = await http.getPage(paths.orgChart, z.unknown(), { cursor, limit: BULK_PAGE_LIMIT.max, signal });
  return { items: page.items.map(readWorkerRecord), pagination: page.pagination };
}

/**
 * The same page, in the worker-columns form where the service offers it (fewer bytes to receive
 * and decode) and the spec's JSON otherwise, packed (see `packWorkers`): the same workers either
 * way. The reading thread's pages; its code stays out of every page's first script. `onPagination`
 * is told the page's pagination and form as soon as they are read, before its records. `limit`: the
 * page size asked for (larger than `BULK_PAGE_LIMIT.max` only from a service that answers in columns).
 */
export async function readOrgChartPageOffered(
  cursor: Cursor | null,
  signal: AbortSignal,
  {
    onPagination,
    limit = BULK_PAGE_LIMIT.max,
  }: { onPagination?: (pagination: Pagination, form: OrgChartPageForm) => void; limit?: number } = {},
): Promise<{ packed: PackedWorkers; pagination: Pagination; form: OrgChartPageForm }> {
  // Told before the records are read (in columns, as soon as it has arrived): the next page can be
  // asked for meanwhile.
  const read = await getPageOffering(paths.orgChart, z.unknown(), workerColumns, {
    cursor,
    limit,
    signal,
    onPagination: (pagination, form) => onPagination?.(pagination, form === 'offered' ? 'columns' : 'json'),
  });
  if (read.form === 'offered') {
    return { packed: packWorkerColumns(read.page.columns), pagination: read.page.pagination, form: 'columns' };
  }
  return { packed: packWorkers(read.page.items.map(readWorkerRecord)), pagination: read.page.pagination, form: 'json' };
}

/**
 * Reads page after page as `readOrgChartPageOffered` does, asking for the spec's bulk page size
 * until the service has answered in worker columns, then for as many as that form allows (a quarter
 * of the requests for the same workers). Told where a page starts (`startsAt`: how many workers come
 * before it), it asks for pages that start at multiples of that size, whatever came before, so that
 * every load asks for the same pages (which the service keeps made). A service that stops answering
 * in columns may refuse their size: the page is then asked for again at the spec's.
 */
export function createOfferedPageReader() {
  let columns = false;
  /** How many workers come before the page at a cursor: told for pages asked, worked out for the next. */
  const positions = new Map<string, number>();
  const keyOf = (cursor: Cursor | null) => JSON.stringify(cursor);
  const limitAt = (position: number | undefined) => {
    if (!columns) return BULK_PAGE_LIMIT.max;
    return position === undefined ? WORKER_COLUMNS_PAGE_LIMIT.max : columnsPageLimitAt(position);
  };
  return {
    startsAt(cursor: Cursor | null, position: number): void {
      positions.set(keyOf(cursor), position);
    },
    async read(cursor: Cursor | null, signal: AbortSignal, paginationKnown: (pagination: Pagination) => void) {
      const position = positions.get(keyOf(cursor));
      positions.delete(keyOf(cursor));
      let limit = limitAt(position);
      const onPagination = (pagination: Pagination, form: OrgChartPageForm) => {
        columns = form === 'columns';
        if (position !== undefined && pagination.hasMore && pagination.nextCursor !== null) {
          positions.set(keyOf(pagination.nextCursor), position + limit);
        }
        paginationKnown(pagination);
      };
      try {
        return await readOrgChartPageOffered(cursor, signal, { onPagination, limit });
      } catch (error) {
        if (limit <= BULK_PAGE_LIMIT.max || !isApiError(error) || error.status !== 400) throw error;
        columns = false;
        limit = BULK_PAGE_LIMIT.max;
        return readOrgChartPageOffered(cursor, signal, { onPagination, limit });
      }
    },
  };
}
