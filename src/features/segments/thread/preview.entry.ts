import { PreviewEngine } from '../model/preview-engine';
import { unknownValues } from '../model/value-warnings';
import type { PreviewRequest, PreviewResponse } from './preview-messages';

let engine: PreviewEngine | null = null;

/** Evaluates the segment off the main thread, keeping the prepared workers between runs. */
self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    engine = new PreviewEngine(request.workers, unknownValues);
    return;
  }
  let response: PreviewResponse;
  try {
    if (!engine) throw new Error('No workers loaded');
    const snapshot = engine.run(request.values, request.saved);
    // The index lists are moved, not copied, to the main thread.
    const transfer = [snapshot.members.buffer];
    if (snapshot.sinceSaved) transfer.push(snapshot.sinceSaved.joined.buffer, snapshot.sinceSaved.left.buffer);
    self.postMessage({ id: request.id, snapshot } satisfies PreviewResponse, { transfer });
    return;
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
