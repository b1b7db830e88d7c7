import { useQueries } from '@tanstack/react-query';
import { PAGE_LIMIT, paths, workerSummarySchema, type WorkerSummary } from '../../../../contract';
import { http } from '../../../lib/http';
import { workerLookupKeys } from './keys';

/** GET /workers?ids=a,b: the workers among these ids; unknown ids are left out. */
export async function resolveWorkerIds(ids: readonly string[], signal?: AbortSignal) {
  const { items } = await http.getPage(paths.workers, workerSummarySchema, { query: { ids }, signal });
  return items;
}

/**
 * Ids asked for in the same tick are resolved together, each id once, in requests of at most
 * PAGE_LIMIT.max ids: a list of 300 workers costs two requests, not 300.
 */
let pending: { id: string; resolve: (worker: WorkerSummary | null) => void; reject: (error: unknown) => void }[] = [];

function flush() {
  const batch = pending;
  pending = [];
  const waiting = new Map<string, typeof batch>();
  for (const item of batch) waiting.set(item.id, [...(waiting.get(item.id) ?? []), item]);
  const ids = [...waiting.keys()];
  for (let start = 0; start < ids.length; start += PAGE_LIMIT.max) {
    const chunk = ids.slice(start, start + PAGE_LIMIT.max);
    const askers = chunk.flatMap((id) => waiting.get(id)!);
    resolveWorkerIds(chunk).then(
      (workers) => {
        const byId = new Map(workers.map((worker) => [worker.id, worker]));
        for (const item of askers) item.resolve(byId.get(item.id) ?? null);
      },
      (error: unknown) => {
        for (const item of askers) item.reject(error);
      },
    );
  }
}

/** The worker with this id, or null when no worker has it. */
export function resolveWorker(id: string): Promise<WorkerSummary | null> {
  return new Promise((resolve, reject) => {
    if (pending.length === 0) queueMicrotask(flush);
    pending.push({ id, resolve, reject });
  });
}

export const workerByIdQuery = (id: string) => ({
  queryKey: workerLookupKeys.byId(id),
  queryFn: () => resolveWorker(id),
  staleTime: 5 * 60_000,
  throwOnError: false,
});

export type WorkerLookup =
  { status: 'pending' } | { status: 'found'; worker: WorkerSummary } | { status: 'unknown' } | { status: 'failed' };

/** What each id names: a worker, nobody, or not known yet. */
export function useWorkerLookups(ids: readonly string[]): Map<string, WorkerLookup> {
  return useQueries({
    queries: ids.map(workerByIdQuery),
    combine: (results) => {
      const lookups = new Map<string, WorkerLookup>();
      results.forEach((result, index) => {
        const id = ids[index]!;
        if (result.data) lookups.set(id, { status: 'found', worker: result.data });
        else if (result.data === null) lookups.set(id, { status: 'unknown' });
        else if (result.isError) lookups.set(id, { status: 'failed' });
        else lookups.set(id, { status: 'pending' });
      });
      return lookups;
    },
  });
}
