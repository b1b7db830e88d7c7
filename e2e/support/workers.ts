import type { Page } from '@playwright/test';

/** A worker of `GET /workers/org-chart`, with the fields the segment tests reason about. */
export interface Worker {
  id: string;
  name: string | null;
  jobTitle: string | null;
  department: string | null;
  lifecycleStage: string | null;
}

/**
 * Every worker of the workspace, read page after page from `GET /workers/org-chart` by the test
 * itself (inside the page: Node cannot resolve the workspace's `*.localhost` host).
 */
export async function allWorkers(page: Page): Promise<Worker[]> {
  return page.evaluate(async () => {
    const workers: Worker[] = [];
    let cursor: string | null = null;
    for (;;) {
      const query = new URLSearchParams({ limit: '1000' });
      if (cursor) query.set('cursor', cursor);
      const response = await fetch(`/api/workers/org-chart?${query}`);
      if (!response.ok) throw new Error(`org chart: ${response.status}`);
      const body = (await response.json()) as {
        results: Worker[];
        pagination: { hasMore: boolean; nextCursor: string | number | null };
      };
      workers.push(...body.results);
      if (!body.pagination.hasMore || body.pagination.nextCursor === null) return workers;
      cursor = String(body.pagination.nextCursor);
    }
  });
}

/** The comparisons the preview makes: trimmed, case-insensitive. */
export const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
export const inDepartment = (department: string) => (worker: Worker) => norm(worker.department) === norm(department);
export const titleContains = (part: string) => (worker: Worker) => norm(worker.jobTitle).includes(norm(part));

export const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(value);
export const workersCount = (value: number) => `${formatCount(value)} ${value === 1 ? 'worker' : 'workers'}`;

/** How the console names a worker in lists of names. */
export const workerName = (worker: Worker) => worker.name?.trim() || worker.id;

/** Creates a segment through the API (inside the page, with its session); returns its id. */
export async function createSegmentWith(page: Page, body: object): Promise<string> {
  return page.evaluate(async (segment) => {
    const response = await fetch('/api/segments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(segment),
    });
    if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
    return ((await response.json()) as { result: { id: string } }).result.id;
  }, body);
}
