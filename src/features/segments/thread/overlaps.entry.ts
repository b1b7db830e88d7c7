import { ClauseMaskCache, PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import { overlapsOf } from '../../../lib/segment-rules/overlaps';
import type { OverlapsRequest, OverlapsResponse } from './overlaps-messages';

let columns: PreviewColumns | null = null;
let masks: ClauseMaskCache | null = null;

/** Compares a segment with every other one off the main thread, keeping the prepared workers. */
self.onmessage = (event: MessageEvent<OverlapsRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    columns = new PreviewColumns(request.workers);
    masks = new ClauseMaskCache(columns);
    return;
  }
  let response: OverlapsResponse;
  try {
    if (!columns || !masks) throw new Error('No workers loaded');
    response = { id: request.id, report: overlapsOf(columns, request.segment, request.others, masks) };
    masks.sweep();
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
