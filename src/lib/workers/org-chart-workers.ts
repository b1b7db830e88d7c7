import { z } from 'zod';
import { BULK_PAGE_LIMIT, paths, type Cursor, type OrgChartWorker } from '../../../contract';
import { useAllPages } from '../all-pages';
import { http, type Page } from '../http';
import { readWorkerRecord } from './read-worker-record';

/** The one query key of every worker's reporting-tree fields, shared by the org chart and segments. */
export const orgChartWorkersKey = ['org-chart', 'workers'] as const;

/** Timing marks for the benchmark (`scripts/bench/org-chart.bench.mjs`). */
export const orgChartMarks = { dataComplete: 'org-chart:data-complete' } as const;

/**
 * One page of `GET /workers/org-chart`, as large as the API allows. Items are read one by one
 * (see `readWorkerRecord`) so that a dirty record is reported rather than failing the page.
 */
export async function fetchOrgChartPage(cursor: Cursor | null, signal: AbortSignal): Promise<Page<OrgChartWorker>> {
  const page = await http.getPage(paths.orgChart, z.unknown(), { cursor, limit: BULK_PAGE_LIMIT.max, signal });
  return { items: page.items.map(readWorkerRecord), pagination: page.pagination };
}

async function fetchAndMarkCompletion(cursor: Cursor | null, signal: AbortSignal): Promise<Page<OrgChartWorker>> {
  const page = await fetchOrgChartPage(cursor, signal);
  if (!page.pagination.hasMore) performance.mark(orgChartMarks.dataComplete);
  return page;
}

/**
 * Every worker of the workspace (`items`), page after page, with progress, cancel and resume.
 * Read once per session for the org chart and the segments preview alike.
 */
export function useOrgChartWorkers() {
  return useAllPages({ queryKey: orgChartWorkersKey, fetchPage: fetchAndMarkCompletion, staleTime: 10 * 60_000 });
}
