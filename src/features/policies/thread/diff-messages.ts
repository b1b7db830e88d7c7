import type { DiffLimits, LineDiff } from '../model/diff-model';

/** What the main thread asks the diff thread: these two sources, within these limits. */
export interface DiffRequest {
  oldSource: string;
  newSource: string;
  limits: DiffLimits;
}

/** The diff thread's answer: the diff, or why it failed. */
export type DiffResponse = { diff: LineDiff } | { error: string };
