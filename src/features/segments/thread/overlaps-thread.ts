import type { OrgChartWorker } from '../../../../contract';
import type { PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import { overlapsOf, type OverlapReport } from '../../../lib/segment-rules/overlaps';
import type { NamedRule } from '../../../lib/segment-rules/person-segments';
import type { OverlapsRequest, OverlapsResponse } from './overlaps-messages';

/** Compares segments' members: in a Web Worker where there is one, else on the main thread. */
export interface OverlapsThread {
  compare: (segment: NamedRule, others: NamedRule[]) => Promise<OverlapReport>;
  dispose: () => void;
}

export function createOverlapsThread(workers: readonly OrgChartWorker[], columns: PreviewColumns): OverlapsThread {
  const onMainThread = (segment: NamedRule, others: NamedRule[]) => overlapsOf(columns, segment, others);
  if (typeof Worker === 'undefined') {
    return { compare: async (segment, others) => onMainThread(segment, others), dispose: () => undefined };
  }
  let thread: Worker | null = null;
  let failed = false;
  const pending = new Map<number, { resolve: (report: OverlapReport) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  try {
    thread = new Worker(new URL('./overlaps.entry.ts', import.meta.url), { type: 'module' });
    thread.onmessage = (event: MessageEvent<OverlapsResponse>) => {
      const waiting = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (!waiting) return;
      if ('report' in event.data) waiting.resolve(event.data.report);
      else waiting.reject(new Error(event.data.error));
    };
    thread.onerror = (event) => {
      event.preventDefault();
      failed = true;
      for (const waiting of pending.values()) waiting.reject(new Error('The overlaps thread stopped'));
      pending.clear();
    };
    thread.postMessage({ type: 'load', workers: workers as OrgChartWorker[] } satisfies OverlapsRequest);
  } catch {
    failed = true;
  }
  return {
    compare: (segment, others) => {
      if (failed || !thread) return Promise.resolve(onMainThread(segment, others));
      const id = (nextId += 1);
      return new Promise<OverlapReport>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ type: 'compare', id, segment, others } satisfies OverlapsRequest);
      }).catch(() => onMainThread(segment, others));
    },
    dispose: () => {
      thread?.terminate();
      pending.clear();
    },
  };
}
