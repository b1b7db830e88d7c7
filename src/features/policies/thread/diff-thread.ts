import type { Blame, BlameRevision } from '../model/blame';
import type { LineDiff } from '../model/diff-model';
import type { HistorySearch } from '../model/history-search';
import type { DiffThreadRequest, DiffThreadResponse } from './diff-messages';

/** After this long the thread settles for an approximate diff (everything removed, everything added). */
const DIFF_TIMEOUT_MS = 8_000;

/** Compares sources, blames revisions and searches them, off the main thread. */
export interface DiffThread {
  compare: (
    oldSource: string,
    newSource: string,
    signal?: AbortSignal,
    ignoreWhitespace?: boolean,
  ) => Promise<LineDiff>;
  /** The blame of the last of `revisions` (consecutive, oldest first). */
  blame: (revisions: BlameRevision[], ignoreWhitespace: boolean, signal?: AbortSignal) => Promise<Blame>;
  /** Which of `revisions` contain `query`. */
  searchHistory: (
    revisions: BlameRevision[],
    query: string,
    matchCase: boolean,
    signal?: AbortSignal,
  ) => Promise<HistorySearch>;
}

/** Each job runs in a Web Worker of its own, ended when it answers; aborting stops the work at once. */
export function createDiffThread(): DiffThread {
  return {
    compare: (oldSource, newSource, signal, ignoreWhitespace = false) =>
      run(
        { oldSource, newSource, limits: { timeoutMs: DIFF_TIMEOUT_MS }, ignoreWhitespace },
        (response) => ('diff' in response ? response.diff : undefined),
        'The comparison failed',
        'The comparison could not be started in this browser.',
        signal,
      ),
    blame: (revisions, ignoreWhitespace, signal) =>
      run(
        { kind: 'blame', revisions, ignoreWhitespace },
        (response) => ('blame' in response ? response.blame : undefined),
        'The blame failed',
        'The blame could not be started in this browser.',
        signal,
        'policies:blame',
      ),
    searchHistory: (revisions, query, matchCase, signal) =>
      run(
        { kind: 'search', revisions, query, matchCase },
        (response) => ('search' in response ? response.search : undefined),
        'The search failed',
        'The search could not be started in this browser.',
        signal,
        'policies:search-history',
      ),
  };
}

/**
 * Sends one job to a new Web Worker and resolves with what `pick` takes from its answer. With
 * `measure`, the time from asking to answer is recorded as a performance measure of that name, and
 * the thread's own time on it as `<measure>:in-thread` (the benchmark reads both).
 */
function run<T>(
  request: DiffThreadRequest,
  pick: (response: DiffThreadResponse) => T | undefined,
  failed: string,
  notStarted: string,
  signal?: AbortSignal,
  measure?: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const startedAt = performance.now();
    const thread = new Worker(new URL('./diff.entry.ts', import.meta.url), { type: 'module' });
    const onAbort = () => {
      finish();
      reject(signal!.reason);
    };
    const finish = () => {
      thread.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    thread.onmessage = (event: MessageEvent<DiffThreadResponse>) => {
      finish();
      const result = pick(event.data);
      if (result !== undefined) {
        const end = performance.now();
        if (measure) {
          performance.measure(measure, { start: startedAt, end });
          if ('computeMs' in event.data)
            performance.measure(`${measure}:in-thread`, { start: end - event.data.computeMs, end });
        }
        resolve(result);
      } else reject(new Error(`${failed}: ${'error' in event.data ? event.data.error : 'no answer'}`));
    };
    thread.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(notStarted));
    };
    thread.postMessage(request);
  });
}
