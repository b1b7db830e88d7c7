import type { OrgChartWorker } from '../../../../contract';
import type { SegmentFormValues } from '../model/form-values';
import { PreviewEngine, type PreviewSnapshot } from '../model/preview-engine';
import type { PreviewRequest, PreviewResponse } from './preview-messages';

/** Runs evaluations of one dataset: in a Web Worker where there is one, else on the main thread. */
export interface PreviewThread {
  run: (values: SegmentFormValues, saved: SegmentFormValues | null) => Promise<PreviewSnapshot>;
  dispose: () => void;
}

export function createPreviewThread(workers: readonly OrgChartWorker[], engine: PreviewEngine): PreviewThread {
  if (typeof Worker === 'undefined') {
    return { run: async (values, saved) => engine.run(values, saved), dispose: () => undefined };
  }
  let thread: Worker | null = null;
  let failed = false;
  const pending = new Map<number, { resolve: (snapshot: PreviewSnapshot) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  try {
    thread = new Worker(new URL('./preview.entry.ts', import.meta.url), { type: 'module' });
    thread.onmessage = (event: MessageEvent<PreviewResponse>) => {
      const waiting = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (!waiting) return;
      if ('snapshot' in event.data) waiting.resolve(event.data.snapshot);
      else waiting.reject(new Error(event.data.error));
    };
    thread.onerror = (event) => {
      event.preventDefault();
      failed = true;
      for (const waiting of pending.values()) waiting.reject(new Error('The preview thread stopped'));
      pending.clear();
    };
    thread.postMessage({ type: 'load', workers: workers as OrgChartWorker[] } satisfies PreviewRequest);
  } catch {
    failed = true;
  }
  return {
    run: (values, saved) => {
      if (failed || !thread) return Promise.resolve(engine.run(values, saved));
      const id = (nextId += 1);
      return new Promise<PreviewSnapshot>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ type: 'run', id, values, saved } satisfies PreviewRequest);
      }).catch(() => engine.run(values, saved));
    },
    dispose: () => {
      thread?.terminate();
      pending.clear();
    },
  };
}
