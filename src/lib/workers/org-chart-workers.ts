import type { Cursor, OrgChartWorker } from '../../../contract';
import { useAllPages } from '../all-pages';
import type { Page } from '../http';
import { createOrgChartPageThread } from './org-chart-page-thread';

/** The one query key of every worker's reporting-tree fields, shared by the org chart and segments. */
export const orgChartWorkersKey = ['org-chart', 'workers'] as const;

/** Timing marks for the benchmark (`scripts/bench/org-chart.bench.mjs`). */
export const orgChartMarks = { dataComplete: 'org-chart:data-complete' } as const;

/**
 * One string per distinct value of the fields that repeat across workers (a department, a job
 * title, a manager named by each of their reports), held while one load runs: each page brings
 * its own copies, and at 100,000 workers the copies cost megabytes.
 */
const interned = new Map<string, string>();
const intern = (value: string): string => {
  const known = interned.get(value);
  if (known !== undefined) return known;
  interned.set(value, value);
  return value;
};

const pageThread = createOrgChartPageThread({ intern });

/**
 * One page of `GET /workers/org-chart`, as large as the API allows, read off the page's thread
 * where it can be (see `createOrgChartPageThread`). A dirty record is reported, not fatal (see
 * `readWorkerRecord`).
 */
export async function fetchOrgChartPage(cursor: Cursor | null, signal: AbortSignal): Promise<Page<OrgChartWorker>> {
  if (cursor === null) interned.clear();
  const page = await pageThread.read(cursor, signal);
  if (!page.pagination.hasMore) {
    interned.clear();
    pageThread.release();
  }
  return page;
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
export function useOrgChartWorkers({ enabled = true }: { enabled?: boolean } = {}) {
  return useAllPages({
    queryKey: orgChartWorkersKey,
    fetchPage: fetchAndMarkCompletion,
    staleTime: 10 * 60_000,
    enabled,
  });
}
