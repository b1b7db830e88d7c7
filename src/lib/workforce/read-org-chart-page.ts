import * as z from 'zod/mini';
import { BULK_PAGE_LIMIT, paths, type Cursor, type OrgChartWorker, type Pagination } from '../../../contract';
import { http, type Page } from '../http';
import { readWorkerRecord } from './read-worker-record';

/**
 * One page of `GET /workers/org-chart`, as large as the API allows. Items are read one by one
 * (see `readWorkerRecord`) so that a dirty record is reported rather than failing the page;
 * `onPagination` is told the page's pagination as soon as it is read, before its records.
 */
export async function readOrgChartPage(
  cursor: Cursor | null,
  signal: AbortSignal,
  { onPagination }: { onPagination?: (pagination: Pagination) => void } = {},
): Promise<Page<OrgChartWorker>> {
  const page = await http.getPage(paths.orgChart, z.unknown(), { cursor, limit: BULK_PAGE_LIMIT.max, signal });
  // Told before the records are read: the next page can be asked for meanwhile.
  onPagination?.(page.pagination);
  return { items: page.items.map(readWorkerRecord), pagination: page.pagination };
}
