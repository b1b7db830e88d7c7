import type { Cursor } from '../../../contract';
import { useAllPages } from '../all-pages';
import type { Page } from '../http';
import { createReadOrgChartThread } from './thread/read-org-chart-thread';
import type { PackedWorkers } from './packed-workers';
import { WorkerTable } from './worker-table';

/** The one query key of every worker's reporting-tree fields, shared by the org chart and segments. */
export const orgChartWorkersKey = ['org-chart', 'workers'] as const;

/** Timing marks for the benchmark (`scripts/bench/org-chart.bench.mjs`). */
export const orgChartMarks = { dataComplete: 'org-chart:data-complete' } as const;

const readThread = createReadOrgChartThread();

/**
 * One page of `GET /workers/org-chart`, as large as the API allows, read off the main thread
 * where it can be (see `createReadOrgChartThread`), as one item: the page's workers, packed. A dirty
 * record is reported, not fatal (see `readWorkerRecord`).
 */
export async function fetchOrgChartPage(cursor: Cursor | null, signal: AbortSignal): Promise<Page<PackedWorkers>> {
  const page = await readThread.read(cursor, signal);
  if (!page.pagination.hasMore) readThread.release();
  return page;
}

async function fetchAndMarkCompletion(cursor: Cursor | null, signal: AbortSignal): Promise<Page<PackedWorkers>> {
  const page = await fetchOrgChartPage(cursor, signal);
  if (!page.pagination.hasMore) performance.mark(orgChartMarks.dataComplete);
  return page;
}

const newTable = () => new WorkerTable();

/**
 * Every worker of the workspace (`items`, a `WorkerTable`), page after page, with progress, cancel
 * and resume. Read once per session for the org chart and the segments preview alike.
 */
export function useOrgChartWorkers({ enabled = true }: { enabled?: boolean } = {}) {
  return useAllPages({
    queryKey: orgChartWorkersKey,
    fetchPage: fetchAndMarkCompletion,
    collect: newTable,
    staleTime: 10 * 60_000,
    enabled,
  });
}
