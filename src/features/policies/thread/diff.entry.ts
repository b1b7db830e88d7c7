import { blameRevisions } from '../model/blame';
import { diffSources } from '../model/diff-model';
import { searchRevisions } from '../model/history-search';
import type { DiffThreadRequest, DiffThreadResponse } from './diff-messages';

/**
 * Computes revision diffs, blame and searches through history off the main thread, so that large
 * sources and long histories never freeze the page.
 */
self.onmessage = (event: MessageEvent<DiffThreadRequest>) => {
  const request = event.data;
  let response: DiffThreadResponse;
  const transfer: Transferable[] = [];
  const startedAt = performance.now();
  try {
    if (request.kind === 'blame') {
      const blame = blameRevisions(request.revisions, { ignoreWhitespace: request.ignoreWhitespace });
      transfer.push(blame.revision.buffer, blame.priorLine.buffer, blame.movedIn.buffer);
      response = { blame, computeMs: performance.now() - startedAt };
    } else if (request.kind === 'search') {
      const search = searchRevisions(request.revisions, request.query, { matchCase: request.matchCase });
      response = { search, computeMs: performance.now() - startedAt };
    } else {
      response = {
        diff: diffSources(request.oldSource, request.newSource, {
          ...request.limits,
          ignoreWhitespace: request.ignoreWhitespace,
        }),
      };
    }
  } catch (error) {
    response = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response, { transfer });
};
