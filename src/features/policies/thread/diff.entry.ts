import { blameRevisions, type BlameRevision } from '../model/blame';
import { diffSources } from '../model/diff-model';
import { searchRevisions } from '../model/history-search';
import type { DiffThreadRequest, DiffThreadResponse } from './diff-messages';

/** One policy's revisions, kept for blame and searches (sent once each by the main thread). */
let kept: { set: string; revisions: Map<number, BlameRevision> } | null = null;

/** Revisions 1 to `through` of the set kept, in order; throws when one is missing. */
function revisionsThrough(set: string, through: number): BlameRevision[] {
  if (kept?.set !== set) throw new Error(`the revisions of ${set} were not sent`);
  const revisions: BlameRevision[] = [];
  for (let number = 1; number <= through; number += 1) {
    const revision = kept.revisions.get(number);
    if (!revision) throw new Error(`revision ${number} was not sent`);
    revisions.push(revision);
  }
  return revisions;
}

/**
 * Computes revision diffs (one Web Worker per comparison), and blame and searches through history
 * (one long-lived Web Worker that keeps the revisions), off the main thread, so that large sources
 * and long histories never freeze the page.
 */
self.onmessage = (event: MessageEvent<DiffThreadRequest>) => {
  const request = event.data;
  if (request.kind === 'keep') {
    if (kept?.set !== request.set) kept = { set: request.set, revisions: new Map() };
    for (const revision of request.revisions) kept.revisions.set(revision.number, revision);
    return;
  }
  let response: DiffThreadResponse;
  const transfer: Transferable[] = [];
  const startedAt = performance.now();
  if (request.kind === 'blame') {
    try {
      const blame = blameRevisions(revisionsThrough(request.set, request.through), {
        ignoreWhitespace: request.ignoreWhitespace,
      });
      transfer.push(blame.revision.buffer, blame.priorLine.buffer, blame.movedIn.buffer);
      response = { id: request.id, blame, computeMs: performance.now() - startedAt };
    } catch (error) {
      response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
  } else if (request.kind === 'search') {
    try {
      const search = searchRevisions(revisionsThrough(request.set, request.through), request.query, {
        matchCase: request.matchCase,
      });
      response = { id: request.id, search, computeMs: performance.now() - startedAt };
    } catch (error) {
      response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
  } else {
    try {
      response = {
        diff: diffSources(request.oldSource, request.newSource, {
          ...request.limits,
          ignoreWhitespace: request.ignoreWhitespace,
        }),
      };
    } catch (error) {
      response = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  self.postMessage(response, { transfer });
};
