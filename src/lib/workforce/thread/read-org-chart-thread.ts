import type { Cursor } from '../../../contract';
import { ApiError, type Page } from '../http';
import { notifyUnauthorized } from '../http/unauthorized';
import { packWorkers, type PackedWorkers } from './packed-workers';
import type { PageThreadMessage, PageThreadReply, PageThreadRequest } from './page-thread-messages';
import { readOrgChartPage } from './read-org-chart-page';

function startPageWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./org-chart-pages.worker.ts', import.meta.url), { type: 'module' });
}

interface Pending {
  cursor: Cursor | null;
  signal: AbortSignal;
  resolve: (page: Page<PackedWorkers>) => void;
  reject: (reason: unknown) => void;
}

/**
 * Reads pages of the org chart on a worker thread, so that the page's own thread only receives
 * them packed (see `PackedWorkers`): every page after the first. Each page is one item, its
 * workers packed. Where a worker cannot run (no `Worker`, or its script fails), pages are read here.
 */
export function createOrgChartPageThread({
  startWorker = startPageWorker,
}: { startWorker?: () => Worker | null } = {}) {
  let worker: Worker | null = null;
  /** Whether the worker has started and takes requests; until then, pages are read here. */
  let ready = false;
  let broken = false;
  let nextRequest = 0;
  const pending = new Map<number, Pending>();

  const settle = (reply: PageThreadReply) => {
    const waiting = pending.get(reply.request);
    if (!waiting) return;
    pending.delete(reply.request);
    if ('packed' in reply) {
      waiting.resolve({ items: [reply.packed], pagination: reply.pagination });
    } else if ('apiError' in reply) {
      if (reply.apiError.status === 401) notifyUnauthorized();
      waiting.reject(new ApiError(reply.apiError));
    } else {
      waiting.reject(new Error(reply.failure));
    }
  };

  /** The worker could not start or stopped: what it was asked is read here instead. */
  const fallBack = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    ready = false;
    for (const [request, { cursor, signal, resolve, reject }] of pending) {
      pending.delete(request);
      readHere(cursor, signal).then(resolve, reject);
    }
  };

  const readHere = async (cursor: Cursor | null, signal: AbortSignal): Promise<Page<PackedWorkers>> => {
    const page = await readOrgChartPage(cursor, signal);
    return { items: [packWorkers(page.items)], pagination: page.pagination };
  };

  const workerFor = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (!worker) {
      broken = true;
      return null;
    }
    worker.onmessage = ({ data }: MessageEvent<PageThreadMessage>) => {
      if ('ready' in data) ready = true;
      else settle(data);
    };
    worker.onerror = fallBack;
    return worker;
  };

  return {
    read(cursor: Cursor | null, signal: AbortSignal): Promise<Page<PackedWorkers>> {
      // The first page is read here: a workspace of one page needs no thread (nor its script),
      // and for a larger one the thread starts while this page is taken in.
      if (cursor === null) {
        return readHere(cursor, signal).then((page) => {
          if (page.pagination.hasMore) workerFor();
          return page;
        });
      }
      const thread = workerFor();
      // The load does not wait for the thread to start: what is asked before that is read here.
      if (!thread || !ready) return readHere(cursor, signal);
      signal.throwIfAborted();
      const request = nextRequest++;
      return new Promise((resolve, reject) => {
        pending.set(request, { cursor, signal, resolve, reject });
        signal.addEventListener(
          'abort',
          () => {
            if (!pending.delete(request)) return;
            thread.postMessage({ kind: 'cancel', request } satisfies PageThreadRequest);
            reject(signal.reason);
          },
          { once: true },
        );
        thread.postMessage({ kind: 'read', request, cursor } satisfies PageThreadRequest);
      });
    },
    /** Ends the worker (a later read starts another). */
    release() {
      worker?.terminate();
      worker = null;
      ready = false;
      for (const [request, { reject }] of pending) {
        pending.delete(request);
        reject(new DOMException('The page thread was released', 'AbortError'));
      }
    },
  };
}
