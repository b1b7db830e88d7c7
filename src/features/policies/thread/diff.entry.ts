import { diffSources } from '../model/diff-model';
import type { DiffRequest, DiffResponse } from './diff-messages';

/** Computes revision diffs off the main thread, so that large sources never freeze the page. */
self.onmessage = (event: MessageEvent<DiffRequest>) => {
  const { oldSource, newSource, limits } = event.data;
  let response: DiffResponse;
  try {
    response = { diff: diffSources(oldSource, newSource, limits) };
  } catch (error) {
    response = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
