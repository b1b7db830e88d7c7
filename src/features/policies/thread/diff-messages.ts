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

/**
 * Revisions of one policy (`set`) for the jobs that follow, each sent once, as it arrives: the
 * thread keeps one policy's revisions at a time (another set replaces them).
 */
export interface KeepRevisionsRequest {
  kind: 'keep';
  set: string;
  revisions: BlameRevision[];
}

/** The blame of revision `through` of the revisions kept (1 to `through` must all be there). */
export interface BlameRequest {
  kind: 'blame';
  id: number;
  set: string;
  through: number;
  ignoreWhitespace: boolean;
}

/** Which of the revisions kept (1 to `through`) contain a text. */
export interface HistorySearchRequest {
  kind: 'search';
  id: number;
  set: string;
  through: number;
  query: string;
  matchCase: boolean;
}

/** `computeMs`: the thread's own time on the job (the revisions were sent before). */
export type BlameResponse = { id: number; blame: Blame; computeMs: number } | { id: number; error: string };
export type HistorySearchResponse =
  { id: number; search: HistorySearch; computeMs: number } | { id: number; error: string };

/** Every message the thread takes, and every answer it gives (a kept revision has none). */
export type DiffThreadRequest = DiffRequest | KeepRevisionsRequest | BlameRequest | HistorySearchRequest;
export type DiffThreadResponse = DiffResponse | BlameResponse | HistorySearchResponse;
