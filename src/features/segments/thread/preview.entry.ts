import type { OrgChartWorker } from '../../../../contract';
import type { SegmentFormValues } from '../model/form-values';
import { PreviewEngine, type PreviewSnapshot } from './preview-engine';

export type PreviewRequest =
  | { type: 'load'; workers: OrgChartWorker[] }
  | { type: 'run'; id: number; values: SegmentFormValues; saved: SegmentFormValues | null };

export type PreviewResponse = { id: number; snapshot: PreviewSnapshot } | { id: number; error: string };

let engine: PreviewEngine | null = null;

/** Evaluates the segment off the main thread, keeping the prepared workers between runs. */
self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    engine = new PreviewEngine(request.workers);
    return;
  }
  let response: PreviewResponse;
  try {
    if (!engine) throw new Error('No workers loaded');
    const snapshot = engine.run(request.values, request.saved);
    // The index lists are moved, not copied, to the page.
    const transfer = [snapshot.members.buffer];
    if (snapshot.sinceSaved) transfer.push(snapshot.sinceSaved.joined.buffer, snapshot.sinceSaved.left.buffer);
    self.postMessage({ id: request.id, snapshot } satisfies PreviewResponse, { transfer });
    return;
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
