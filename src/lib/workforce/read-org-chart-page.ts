import * as z from 'zod/mini';
import {
  BULK_PAGE_LIMIT,
  paths,
  WORKER_COLUMNS_MEDIA_TYPE,
  workerColumnsPageSchema,
  type Cursor,
  type OrgChartWorker,
  type Pagination,
} from '../../../contract';
import { getPageOffering, http, type Page } from '../http';
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
 * is told the page's pagination as soon as it is read, before its records.
 */
export async function readOrgChartPageOffered(
  cursor: Cursor | null,
  signal: AbortSignal,
  { onPagination }: { onPagination?: (pagination: Pagination) => void } = {},
): Promise<{ packed: PackedWorkers; pagination: Pagination; form: OrgChartPageForm }> {
  const read = await getPageOffering(paths.orgChart, z.unknown(), workerColumns, {
    cursor,
    limit: BULK_PAGE_LIMIT.max,
    signal,
  });
  // Told before the records are read: the next page can be asked for meanwhile.
  onPagination?.(read.page.pagination);
  if (read.form === 'offered') {
    return { packed: packWorkerColumns(read.page.columns), pagination: read.page.pagination, form: 'columns' };
  }
  return { packed: packWorkers(read.page.items.map(readWorkerRecord)), pagination: read.page.pagination, form: 'json' };
}
