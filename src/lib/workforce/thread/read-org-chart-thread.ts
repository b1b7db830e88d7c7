import type { Cursor } from '../../../../contract';
import { ApiError, type Page } from '../../http';
import { notifyUnauthorized } from '../../http/unauthorized';
import { packWorkers, type PackedWorkers } from '../packed-workers';
import type { ReadOrgChartMessage, ReadOrgChartReply, ReadOrgChartRequest } from './read-org-chart-messages';
import { readOrgChartPage } from '../read-org-chart-page';

function startReadThread(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./read-org-chart.entry.ts', import.meta.url), { type: 'module' });
}

interface Pending {
  cursor: Cursor | null;
  signal: AbortSignal;
  resolve: (page: Page<PackedWorkers>) => void;
  reject: (reason: unknown) => void;
}

/**
 * Reads pages of the org chart on a thread of their own (a Web Worker), so that the main thread only
 * receives them packed (see `PackedWorkers`): every page after the first. Each page is one item, its
 * workers packed. Where no thread can run (no `Worker`, or its script fails), pages are read here.
 */
export function createReadOrgChartThread({
  startThread = startReadThread,
}: { startThread?: () => Worker | null } = {}) {
  let thread: Worker | null = null;
  /** Whether the thread has started and takes requests; until then, pages are read here. */
  let ready = false;
  let broken = false;
  let nextRequest = 0;
  /** Workers read so far by the current load (its pages are asked for one after the other). */
  let position = 0;
  const pending = new Map<number, Pending>();

  const settle = (reply: ReadOrgChartReply) => {
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

  /** The thread could not start or stopped: what it was asked is read here instead. */
  const fallBack = () => {
    broken = true;
    thread?.terminate();
    thread = null;
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

  const threadFor = (): Worker | null => {
    if (thread || broken) return thread;
    try {
      thread = startThread();
    } catch {
      thread = null;
    }
    if (!thread) {
      broken = true;
      return null;
    }
    thread.onmessage = ({ data }: MessageEvent<ReadOrgChartMessage>) => {
      if ('ready' in data) ready = true;
      else settle(data);
    };
    thread.onerror = fallBack;
    return thread;
  };

  return {
    read(cursor: Cursor | null, signal: AbortSignal): Promise<Page<PackedWorkers>> {
      const counted = (page: Page<PackedWorkers>) => {
        position += page.items[0]?.count ?? 0;
        return page;
      };
      // The first page is read here: a workspace of one page needs no thread (nor its script),
      // and for a larger one the thread starts while this page is taken in.
      if (cursor === null) {
        position = 0;
        return readHere(cursor, signal).then((page) => {
          if (page.pagination.hasMore) threadFor();
          return counted(page);
        });
      }
      const started = threadFor();
      // The load does not wait for the thread to start: what is asked before that is read here.
      if (!started || !ready) return readHere(cursor, signal).then(counted);
      signal.throwIfAborted();
      const request = nextRequest++;
      const at = position;
      return new Promise<Page<PackedWorkers>>((resolve, reject) => {
        pending.set(request, { cursor, signal, resolve, reject });
        signal.addEventListener(
          'abort',
          () => {
            if (!pending.delete(request)) return;
            started.postMessage({ kind: 'cancel', request } satisfies ReadOrgChartRequest);
            reject(signal.reason);
          },
          { once: true },
        );
        started.postMessage({ kind: 'read', request, cursor, position: at } satisfies ReadOrgChartRequest);
      }).then(counted);
    },
    /** Ends the thread (a later read starts another). */
    release() {
      thread?.terminate();
      thread = null;
      ready = false;
      for (const [request, { reject }] of pending) {
        pending.delete(request);
        reject(new DOMException('The thread reading the org chart was released', 'AbortError'));
      }
    },
  };
}
