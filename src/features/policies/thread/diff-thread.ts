import type { LineDiff } from '../model/diff-model';
import type { DiffRequest, DiffResponse } from './diff-messages';

/** After this long the thread settles for an approximate diff (everything removed, everything added). */
const DIFF_TIMEOUT_MS = 8_000;

/** Compares two sources off the main thread. */
export interface DiffThread {
  compare: (oldSource: string, newSource: string, signal?: AbortSignal) => Promise<LineDiff>;
}

/** Each comparison runs in a Web Worker of its own, ended when it answers; aborting stops the work at once. */
export function createDiffThread(): DiffThread {
  return { compare };
}

function compare(oldSource: string, newSource: string, signal?: AbortSignal): Promise<LineDiff> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
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
    thread.onmessage = (event: MessageEvent<DiffResponse>) => {
      finish();
      if ('diff' in event.data) resolve(event.data.diff);
      else reject(new Error(`The comparison failed: ${event.data.error}`));
    };
    thread.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The comparison could not be started in this browser.'));
    };
    const request: DiffRequest = { oldSource, newSource, limits: { timeoutMs: DIFF_TIMEOUT_MS } };
    thread.postMessage(request);
  });
}
