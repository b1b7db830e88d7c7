import type { LineDiff } from '../model/diff-model';
import type { DiffRequest, DiffResponse } from './diff.worker';

/** After this long the worker settles for an approximate diff (everything removed, everything added). */
const DIFF_TIMEOUT_MS = 8_000;

/** Diffs two sources in a worker of its own; aborting stops the work at once. */
export function computeDiff(oldSource: string, newSource: string, signal?: AbortSignal): Promise<LineDiff> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module' });
    const onAbort = () => {
      finish();
      reject(signal!.reason);
    };
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<DiffResponse>) => {
      finish();
      if ('diff' in event.data) resolve(event.data.diff);
      else reject(new Error(`The comparison failed: ${event.data.error}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The comparison could not be started in this browser.'));
    };
    const request: DiffRequest = { oldSource, newSource, limits: { timeoutMs: DIFF_TIMEOUT_MS } };
    worker.postMessage(request);
  });
}
