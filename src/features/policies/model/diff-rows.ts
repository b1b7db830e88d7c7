import type { DiffLine, DiffLineKind, Segment } from './diff-model';
import { isLineInRange, type LineRange } from './line-range';

/** Unchanged lines shown around each change. */
export const CONTEXT_LINES = 3;
/** Fewer unchanged lines than this are shown rather than folded. */
export const MIN_FOLDED_LINES = 4;

/** A run of unchanged lines shown as one row; `from`/`to` index the diff's lines (`to` exclusive). */
export interface Fold {
  from: number;
  to: number;
  /** First line number of the run in the older and in the newer text. */
  oldStart: number;
  newStart: number;
}

/** Runs of the diff's lines (indices, `to` exclusive) someone chose to show. */
export interface Reveal {
  from: number;
  to: number;
}

export type UnifiedRow = { type: 'line'; line: DiffLine } | { type: 'fold'; fold: Fold };

export interface SplitCell {
  kind: DiffLineKind;
  number: number;
  text: string;
  segments: Segment[] | null;
}

export type SplitRow = { type: 'pair'; left: SplitCell | null; right: SplitCell | null } | { type: 'fold'; fold: Fold };

export interface FoldOptions {
  context?: number;
  /** Runs expanded by the reader, or every run. */
  revealed: readonly Reveal[] | 'all';
  /** Lines of the newer text that must stay visible (the highlighted range). */
  keepNewLines?: LineRange | null;
}

export function foldSize(fold: Fold): number {
  return fold.to - fold.from;
}

/** Distance (in lines) from each line to the nearest changed line; Infinity when nothing changed. */
function distancesToChange(lines: readonly DiffLine[]): number[] {
  const distances = new Array<number>(lines.length).fill(Infinity);
  let last = -Infinity;
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i]!.kind !== 'context') last = i;
    distances[i] = i - last;
  }
  last = Infinity;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (lines[i]!.kind !== 'context') last = i;
    distances[i] = Math.min(distances[i]!, last - i);
  }
  return distances;
}

/** The diff as unified rows: changes with `context` unchanged lines around them, longer unchanged runs folded. */
export function foldUnchanged(lines: readonly DiffLine[], options: FoldOptions): UnifiedRow[] {
  if (options.revealed === 'all') return lines.map((line) => ({ type: 'line', line }));
  const context = options.context ?? CONTEXT_LINES;
  const revealed = options.revealed;
  const distances = distancesToChange(lines);
  const visible = (index: number) => {
    const line = lines[index]!;
    return (
      distances[index]! <= context ||
      (line.newNumber !== null && isLineInRange(line.newNumber, options.keepNewLines ?? null)) ||
      revealed.some((run) => index >= run.from && index < run.to)
    );
  };

  const rows: UnifiedRow[] = [];
  let index = 0;
  while (index < lines.length) {
    if (visible(index)) {
      rows.push({ type: 'line', line: lines[index]! });
      index += 1;
      continue;
    }
    let end = index;
    while (end < lines.length && !visible(end)) end += 1;
    if (end - index >= MIN_FOLDED_LINES) {
      const first = lines[index]!;
      rows.push({
        type: 'fold',
        fold: { from: index, to: end, oldStart: first.oldNumber!, newStart: first.newNumber! },
      });
    } else {
      for (let i = index; i < end; i += 1) rows.push({ type: 'line', line: lines[i]! });
    }
    index = end;
  }
  return rows;
}

function cellOf(line: DiffLine, side: 'old' | 'new'): SplitCell {
  return {
    kind: line.kind,
    number: (side === 'old' ? line.oldNumber : line.newNumber)!,
    text: line.text,
    segments: line.segments,
  };
}

/** The unified rows side by side: unchanged lines on both sides, each removed line beside the added line that replaced it. */
export function toSplitRows(rows: readonly UnifiedRow[]): SplitRow[] {
  const split: SplitRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i += 1) {
      split.push({
        type: 'pair',
        left: removed[i] ? cellOf(removed[i]!, 'old') : null,
        right: added[i] ? cellOf(added[i]!, 'new') : null,
      });
    }
    removed = [];
    added = [];
  };
  for (const row of rows) {
    if (row.type === 'line' && row.line.kind === 'removed') removed.push(row.line);
    else if (row.type === 'line' && row.line.kind === 'added') added.push(row.line);
    else {
      flush();
      split.push(
        row.type === 'fold' ? row : { type: 'pair', left: cellOf(row.line, 'old'), right: cellOf(row.line, 'new') },
      );
    }
  }
  flush();
  return split;
}

/** Index of the row that shows line `newNumber` of the newer text, or -1 (e.g. it is folded). */
export function rowIndexOfNewLine(rows: readonly (UnifiedRow | SplitRow)[], newNumber: number): number {
  return rows.findIndex((row) =>
    row.type === 'line'
      ? row.line.newNumber === newNumber
      : row.type === 'pair'
        ? row.right?.number === newNumber
        : false,
  );
}
