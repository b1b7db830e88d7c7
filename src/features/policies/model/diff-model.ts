import { diffArrays, diffWordsWithSpace } from 'diff';
import { equalIgnoringWhitespace } from './line-compare';
import { splitSourceLines } from './source-lines';

export type DiffLineKind = 'context' | 'removed' | 'added';

/** A piece of a changed line; `changed` marks the words that differ from its counterpart. */
export interface Segment {
  text: string;
  changed: boolean;
}

export interface DiffLine {
  kind: DiffLineKind;
  /** Line number in the older text (null for an added line). */
  oldNumber: number | null;
  /** Line number in the newer text (null for a removed line). */
  newNumber: number | null;
  text: string;
  /** For a changed line similar to its counterpart: which words changed. Null: the whole line is the change. */
  segments: Segment[] | null;
}

export interface LineDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
  /** The texts were too different to compare in time: every old line shows removed and every new line added. */
  approximate: boolean;
}

export interface DiffLimits {
  /** Give up on a minimal line diff after this long (the result is then `approximate`). */
  timeoutMs?: number;
  maxEditLength?: number;
}

export interface DiffOptions extends DiffLimits {
  /** Lines that differ only in whitespace count as unchanged (shown with the newer text). */
  ignoreWhitespace?: boolean;
}

/** Lines longer than this are compared whole, not word by word. */
const WORD_DIFF_MAX_LINE = 2_000;
/** Share of non-space characters two lines must have in common for word highlights to help. */
const WORD_DIFF_MIN_SHARED = 0.3;

function nonSpaceLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}

function mergeSegments(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && last.changed === segment.changed) last.text += segment.text;
    else if (segment.text !== '') merged.push({ ...segment });
  }
  return merged;
}

/** Word-level highlights for a removed line and the added line that replaced it; null when they share too little. */
export function wordSegments(oldText: string, newText: string): { old: Segment[]; new: Segment[] } | null {
  if (oldText.length > WORD_DIFF_MAX_LINE || newText.length > WORD_DIFF_MAX_LINE) return null;
  const longest = Math.max(nonSpaceLength(oldText), nonSpaceLength(newText));
  if (longest === 0) return null;
  const changes = diffWordsWithSpace(oldText, newText);
  const shared = changes.reduce(
    (sum, change) => sum + (change.added || change.removed ? 0 : nonSpaceLength(change.value)),
    0,
  );
  if (shared / longest < WORD_DIFF_MIN_SHARED) return null;
  return {
    old: mergeSegments(
      changes.filter((change) => !change.added).map((change) => ({ text: change.value, changed: change.removed })),
    ),
    new: mergeSegments(
      changes.filter((change) => !change.removed).map((change) => ({ text: change.value, changed: change.added })),
    ),
  };
}

/** Line diff of two sources, with word-level highlights inside changed lines paired in order. */
export function diffSources(oldSource: string, newSource: string, options: DiffOptions = {}): LineDiff {
  const oldLines = splitSourceLines(oldSource);
  const newLines = splitSourceLines(newSource);
  const exact = diffArrays(oldLines, newLines, {
    timeout: options.timeoutMs ?? Infinity,
    maxEditLength: options.maxEditLength,
    ...(options.ignoreWhitespace ? { comparator: equalIgnoringWhitespace } : {}),
  });
  const changes = exact ?? [
    { value: oldLines, removed: true, added: false, count: oldLines.length },
    { value: newLines, removed: false, added: true, count: newLines.length },
  ];

  const lines: DiffLine[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  let removedRun: string[] = [];
  let addedRun: string[] = [];
  let added = 0;
  let removed = 0;

  const flushChangeBlock = () => {
    const pairs = Math.min(removedRun.length, addedRun.length);
    const words = Array.from({ length: pairs }, (_, i) => wordSegments(removedRun[i]!, addedRun[i]!));
    removedRun.forEach((text, i) => {
      lines.push({ kind: 'removed', oldNumber: oldNumber++, newNumber: null, text, segments: words[i]?.old ?? null });
    });
    addedRun.forEach((text, i) => {
      lines.push({ kind: 'added', oldNumber: null, newNumber: newNumber++, text, segments: words[i]?.new ?? null });
    });
    removed += removedRun.length;
    added += addedRun.length;
    removedRun = [];
    addedRun = [];
  };

  for (const change of changes) {
    if (change.removed) removedRun = removedRun.concat(change.value);
    else if (change.added) addedRun = addedRun.concat(change.value);
    else {
      flushChangeBlock();
      for (const text of change.value) {
        lines.push({ kind: 'context', oldNumber: oldNumber++, newNumber: newNumber++, text, segments: null });
      }
    }
  }
  flushChangeBlock();
  return { lines, added, removed, approximate: exact === undefined };
}
