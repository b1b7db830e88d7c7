import { diffSources, type DiffLimits, type LineDiff } from '../model/diff-model';

export interface DiffRequest {
  oldSource: string;
  newSource: string;
  limits: DiffLimits;
}

export type DiffResponse = { diff: LineDiff } | { error: string };

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
