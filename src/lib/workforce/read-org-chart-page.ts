import * as z from 'zod/mini';
import {
  BULK_PAGE_LIMIT,
  paths,
  WORKER_COLUMNS_MEDIA_TYPE,
  WORKER_COLUMNS_PAGE_LIMIT,
  workerColumnsPageSchema,
  type Cursor,
  type OrgChartWorker,
  type Pagination,
} from '../../../contract';
import { http, type Page } from '../http';
import { readWorkerColumns } from './read-worker-columns';
import { readWorkerRecord } from './read-worker-record';

/** How a page came: the spec's JSON, or the worker-columns extension (contract/assumed.ts). */
export type OrgChartPageForm = 'json' | 'columns';

const workerColumns = { mediaType: WORKER_COLUMNS_MEDIA_TYPE, schema: workerColumnsPageSchema };

/**
 * Whether the service has answered this thread in the worker-columns form: pages after the first
 * are then asked for up to `WORKER_COLUMNS_PAGE_LIMIT.max`. Until then, and for the first page (read
 * on the page's thread, it is what the first cards wait for), at the spec's bulk size, which any
 * service takes.
 */
let columnsAnswered = false;

/**
 * One page of `GET /workers/org-chart`, as large as the API allows, in the worker-columns form
 * where the service offers it (fewer bytes to receive and decode) and the spec's JSON otherwise:
 * the same workers either way. Items are read one by one (see `readWorkerRecord`) so that a dirty
 * record is reported rather than failing the page; `onPagination` is told the page's pagination as
 * soon as it is read, before its records.
 */
export async function readOrgChartPage(
  cursor: Cursor | null,
  signal: AbortSignal,
  { onPagination }: { onPagination?: (pagination: Pagination) => void } = {},
): Promise<Page<OrgChartWorker> & { form: OrgChartPageForm }> {
  const read = await http.getPageOffering(paths.orgChart, z.unknown(), workerColumns, {
    cursor,
    limit: cursor !== null && columnsAnswered ? WORKER_COLUMNS_PAGE_LIMIT.max : BULK_PAGE_LIMIT.max,
    signal,
  });
  columnsAnswered = read.form === 'offered';
  // Told before the records are read: the next page can be asked for meanwhile.
  onPagination?.(read.page.pagination);
  if (read.form === 'offered') {
    return { items: readWorkerColumns(read.page.columns), pagination: read.page.pagination, form: 'columns' };
  }
  return { items: read.page.items.map(readWorkerRecord), pagination: read.page.pagination, form: 'json' };
}
