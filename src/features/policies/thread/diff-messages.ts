import type { Blame, BlameRevision } from '../model/blame';
import type { DiffLimits, LineDiff } from '../model/diff-model';
import type { HistorySearch } from '../model/history-search';

/** What the main thread asks the diff thread: these two sources, within these limits. */
export interface DiffRequest {
  kind?: 'diff';
  oldSource: string;
  newSource: string;
  limits: DiffLimits;
  /** Lines that differ only in whitespace count as unchanged. */
  ignoreWhitespace?: boolean;
}

/** The diff thread's answer: the diff, or why it failed. */
export type DiffResponse = { diff: LineDiff } | { error: string };

/** The blame of the last of these revisions (1, 2, 3… in order). */
export interface BlameRequest {
  kind: 'blame';
  revisions: BlameRevision[];
  ignoreWhitespace: boolean;
}

/** `computeMs`: the thread's own time on the job (without sending the revisions there and back). */
export type BlameResponse = { blame: Blame; computeMs: number } | { error: string };

/** Which of these revisions contain a text: the first, the last, and the runs between. */
export interface HistorySearchRequest {
  kind: 'search';
  revisions: BlameRevision[];
  query: string;
  matchCase: boolean;
}

export type HistorySearchResponse = { search: HistorySearch; computeMs: number } | { error: string };

/** Every job the thread does: it answers each with the matching response. */
export type DiffThreadRequest = DiffRequest | BlameRequest | HistorySearchRequest;
export type DiffThreadResponse = DiffResponse | BlameResponse | HistorySearchResponse;
