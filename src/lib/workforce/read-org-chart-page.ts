import * as z from 'zod/mini';
import { BULK_PAGE_LIMIT, paths, type Cursor, type OrgChartWorker } from '../../../contract';
import { http, type Page } from '../http';
import { readWorkerRecord } from './read-worker-record';

/**
 * One page of `GET /workers/org-chart`, as large as the API allows. Items are read one by one
 * (see `readWorkerRecord`) so that a dirty record is reported rather than failing the page.
 */
export async function readOrgChartPage(cursor: Cursor | null, signal: AbortSignal): Promise<Page<OrgChartWorker>> {
  const page = await http.getPage(paths.orgChart, z.unknown(), { cursor, limit: BULK_PAGE_LIMIT.max, signal });
  return { items: page.items.map(readWorkerRecord), pagination: page.pagination };
}
