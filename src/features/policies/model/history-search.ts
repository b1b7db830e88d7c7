import type { BlameRevision } from './blame';
import { findPattern, type FindOptions } from './find-text';

/** Where a text is found in one revision: its first occurrence. */
export interface RevisionMatch {
  revision: number;
  /** 1-based. */
  line: number;
}

/** A run of consecutive revisions that all contain the text. */
export interface RevisionRun {
  from: number;
  to: number;
}

export interface HistorySearch {
  query: string;
  /** The oldest revision containing the text, or null when none does. */
  first: RevisionMatch | null;
  /** The newest revision containing the text. */
  last: RevisionMatch | null;
  /** Every revision containing it, in runs (the text can come, go and come back). */
  runs: RevisionRun[];
  /** How many revisions contain it. */
  count: number;
  /** The newest revision searched: `last.revision` below it means the text was removed after. */
  newest: number;
}

/** The 1-based line of a position in a source. */
export function lineAt(source: string, index: number): number {
  return source.slice(0, index).split(/\r\n|\r|\n/).length;
}

function firstMatch(revision: BlameRevision, pattern: RegExp): RevisionMatch | null {
  pattern.lastIndex = 0;
  const found = pattern.exec(revision.source);
  return found ? { revision: revision.number, line: lineAt(revision.source, found.index) } : null;
}

/**
 * Which revisions contain `query` (as typed, in any case unless told to match it): the first, the
 * last and every run between. `revisions` in order, oldest first.
 */
export function searchRevisions(
  revisions: readonly BlameRevision[],
  query: string,
  options: FindOptions = {},
): HistorySearch {
  const newest = revisions.length === 0 ? 0 : revisions[revisions.length - 1]!.number;
  const result: HistorySearch = { query, first: null, last: null, runs: [], count: 0, newest };
  if (query === '') return result;
  const pattern = findPattern(query, options);
  let firstContaining: BlameRevision | null = null;
  let lastContaining: BlameRevision | null = null;
  for (const revision of revisions) {
    pattern.lastIndex = 0;
    if (!pattern.test(revision.source)) continue;
    result.count += 1;
    firstContaining ??= revision;
    lastContaining = revision;
    const run = result.runs[result.runs.length - 1];
    if (run && run.to === revision.number - 1) run.to = revision.number;
    else result.runs.push({ from: revision.number, to: revision.number });
  }
  result.first = firstContaining && firstMatch(firstContaining, pattern);
  result.last = lastContaining && firstMatch(lastContaining, pattern);
  return result;
}
