import * as z from 'zod/mini';
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
  if (cursor === null) interned.clear();
  const items = page.items.map((raw) => internRepeatedFields(readWorkerRecord(raw)));
  if (!page.pagination.hasMore) interned.clear();
  return { items, pagination: page.pagination };
}

/**
 * One string per distinct value of the fields that repeat across workers (a department, a job
 * title, a manager named by each of their reports), held while one load runs: JSON.parse makes a
 * new string for every occurrence, and at 100,000 workers the copies cost megabytes.
 */
const interned = new Map<string, string>();
const intern = <Value extends string | null | undefined>(value: Value): Value => {
  if (typeof value !== 'string') return value;
  const known = interned.get(value) as Value | undefined;
  if (known !== undefined) return known;
  interned.set(value, value);
  return value;
};

function internRepeatedFields(worker: OrgChartWorker): OrgChartWorker {
  worker.jobTitle = intern(worker.jobTitle);
  worker.department = intern(worker.department);
  worker.lifecycleStage = intern(worker.lifecycleStage);
  worker.managerId = intern(worker.managerId);
  worker.manager = intern(worker.manager);
  return worker;
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
