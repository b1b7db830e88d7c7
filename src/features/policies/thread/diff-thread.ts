import type { Blame, BlameRevision } from '../model/blame';
import { ComparisonFailure } from './comparison-failure';
import type { LineDiff } from '../model/diff-model';
import type { HistorySearch } from '../model/history-search';
import type {
  BlameResponse,
  DiffRequest,
  DiffResponse,
  DiffThreadRequest,
  HistorySearchResponse,
} from './diff-messages';

/** After this long the thread settles for an approximate diff (everything removed, everything added). */
const DIFF_TIMEOUT_MS = 8_000;
/** The history thread (and the revisions it keeps) is ended after this long without a job. */
export const HISTORY_IDLE_MS = 2 * 60_000;

/** Compares sources, blames revisions and searches them, off the main thread. */
export interface DiffThread {
  compare: (
    oldSource: string,
    newSource: string,
    signal?: AbortSignal,
    ignoreWhitespace?: boolean,
  ) => Promise<LineDiff>;
  /**
   * Hands revisions of a policy (`set`) to the history thread as they arrive, each once, so that
   * a blame or a search later sends none: the thread keeps one policy's revisions at a time.
   */
  keepRevisions: (set: string, revisions: readonly BlameRevision[]) => void;
  /** The blame of the last of `revisions` (1, 2, 3… in order; those not yet kept are sent first). */
  blame: (
    set: string,
    revisions: readonly BlameRevision[],
    ignoreWhitespace: boolean,
    signal?: AbortSignal,
  ) => Promise<Blame>;
  /** Which of `revisions` contain `query`. */
  searchHistory: (
    set: string,
    revisions: readonly BlameRevision[],
    query: string,
    matchCase: boolean,
    signal?: AbortSignal,
  ) => Promise<HistorySearch>;
}

/**
 * A comparison runs in a Web Worker of its own, ended when it answers (aborting stops the work at
 * once). Blame and searches share one long-lived Web Worker that keeps the revisions sent to it,
 * so that each revision crosses to it once: an aborted job's answer is dropped.
 */
export function createDiffThread(): DiffThread {
  const history = historyThread();
  return {
    compare: (oldSource, newSource, signal, ignoreWhitespace = false) =>
      compare({ oldSource, newSource, limits: { timeoutMs: DIFF_TIMEOUT_MS }, ignoreWhitespace }, signal),
    keepRevisions: history.keep,
    blame: (set, revisions, ignoreWhitespace, signal) => {
      history.keep(set, revisions);
      return history.ask<Blame>(
        { kind: 'blame', set, through: revisions[revisions.length - 1]?.number ?? 0, ignoreWhitespace },
        (response) => ('blame' in response ? response.blame : undefined),
        'The blame failed',
        'policies:blame',
        signal,
      );
    },
    searchHistory: (set, revisions, query, matchCase, signal) => {
      history.keep(set, revisions);
      return history.ask<HistorySearch>(
        { kind: 'search', set, through: revisions[revisions.length - 1]?.number ?? 0, query, matchCase },
        (response) => ('search' in response ? response.search : undefined),
        'The search failed',
        'policies:search-history',
        signal,
      );
    },
  };
}

function newThread(): Worker {
  return new Worker(new URL('./diff.entry.ts', import.meta.url), { type: 'module' });
}

function compare(request: DiffRequest, signal?: AbortSignal): Promise<LineDiff> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const thread = newThread();
    const onAbort = () => {
      finish();
      reject(signal!.reason);
    };
    const finish = () => {
      thread.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    thread.onmessage = (event: MessageEvent<DiffResponse>) => {
      finish();
      if ('diff' in event.data) resolve(event.data.diff);
      else reject(new ComparisonFailure(event.data.error));
    };
    thread.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new ComparisonFailure(null));
    };
    thread.postMessage(request);
  });
}

type HistoryResponse = BlameResponse | HistorySearchResponse;
type HistoryJob = BlameRequest | SearchRequest;
/** A job as asked for, before it gets its id. */
type NewJob = HistoryJob extends infer Job ? (Job extends HistoryJob ? Omit<Job, 'id'> : never) : never;
type BlameRequest = Extract<DiffThreadRequest, { kind: 'blame' }>;
type SearchRequest = Extract<DiffThreadRequest, { kind: 'search' }>;

interface Pending {
  settle: (response: HistoryResponse) => void;
  fail: (error: Error) => void;
}

/** The long-lived history Web Worker: started on first use, ended when idle or after a crash. */
function historyThread() {
  let thread: Worker | null = null;
  /** The policy whose revisions the thread keeps, and which of them it has. */
  let kept: { set: string; numbers: Set<number> } | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const end = () => {
    thread?.terminate();
    thread = null;
    kept = null;
  };
  const whenIdle = () => {
    clearTimeout(idleTimer);
    if (pending.size === 0) idleTimer = setTimeout(end, HISTORY_IDLE_MS);
  };
  const started = (): Worker => {
    clearTimeout(idleTimer);
    if (thread) return thread;
    const created = newThread();
    created.onmessage = (event: MessageEvent<HistoryResponse>) => {
      const job = pending.get(event.data.id);
      pending.delete(event.data.id);
      job?.settle(event.data);
      whenIdle();
    };
    created.onerror = (event) => {
      event.preventDefault();
      // Whatever it kept is gone with it: the next job starts another and sends its revisions again.
      end();
      const failed = [...pending.values()];
      pending.clear();
      for (const job of failed) job.fail(new Error('The history could not be worked on in this browser.'));
    };
    thread = created;
    return created;
  };

  const keep = (set: string, revisions: readonly BlameRevision[]) => {
    const worker = started();
    if (kept?.set !== set) kept = { set, numbers: new Set() };
    const numbers = kept.numbers;
    const unsent = revisions.filter((revision) => !numbers.has(revision.number));
    if (unsent.length > 0) {
      // Only what the jobs read: the number and the text.
      worker.postMessage({
        kind: 'keep',
        set,
        revisions: unsent.map(({ number, source }) => ({ number, source })),
      } satisfies DiffThreadRequest);
      for (const revision of unsent) numbers.add(revision.number);
    }
    whenIdle();
  };

  /**
   * Sends a job and resolves with what `pick` takes from its answer. The time from asking to answer
   * is recorded as the performance measure `measure`, the thread's own as `<measure>:in-thread`.
   */
  const ask = <T>(
    request: NewJob,
    pick: (response: HistoryResponse) => T | undefined,
    failed: string,
    measure: string,
    signal?: AbortSignal,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const id = nextId++;
      const startedAt = performance.now();
      const onAbort = () => {
        pending.delete(id);
        whenIdle();
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        settle: (response) => {
          signal?.removeEventListener('abort', onAbort);
          const result = pick(response);
          if (result === undefined) {
            reject(new Error(`${failed}: ${'error' in response ? response.error : 'no answer'}`));
            return;
          }
          const end = performance.now();
          performance.measure(measure, { start: startedAt, end });
          if ('computeMs' in response)
            performance.measure(`${measure}:in-thread`, { start: end - response.computeMs, end });
          resolve(result);
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      started().postMessage({ ...request, id } as HistoryJob);
    });

  return { keep, ask };
}
