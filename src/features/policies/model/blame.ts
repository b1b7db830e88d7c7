import { diffArrays } from 'diff';
import { equalIgnoringWhitespace, isSpace, lineKey } from './line-compare';
import { splitSourceLines } from './source-lines';

/**
 * Blame: for every line of a revision, the revision that last changed it. Computed from the
 * revisions in order, each compared with the one before (the `diff` package's line diff): an
 * unchanged line keeps what it had, an added or changed line belongs to the revision that wrote it.
 *
 * Two rules beyond a plain diff:
 * - Ignore whitespace: lines that differ only in whitespace (any amount, anywhere, as `git blame -w`)
 *   count as unchanged, so a re-indent does not take the lines over.
 * - Moves: a run of at least MIN_MOVED_LINES lines (with MIN_MOVED_CHARACTERS non-space characters
 *   between them) removed in one place and added unchanged in another in the same revision keeps the
 *   revision that wrote it; the revision that moved it is noted apart (`movedIn`). Shorter runs, and
 *   lines like `}` alone, count as changed: matching them would credit the wrong author.
 */
export interface BlameRevision {
  number: number;
  source: string;
}

export interface BlameOptions {
  ignoreWhitespace?: boolean;
}

export interface Blame {
  /** The revision blamed. */
  number: number;
  /** Per line (index = line number − 1): the revision that last changed the line. */
  revision: Int32Array;
  /**
   * Per line: the line of revision `revision − 1` that this line took the place of (1-based), for
   * "blame before this change"; the line just before the insertion when it took nobody's place;
   * 0 when that revision had no lines (or there is none, before revision 1).
   */
  priorLine: Int32Array;
  /** Per line: the latest revision that moved the line without changing it; 0 when it never moved. */
  movedIn: Int32Array;
}

export const MIN_MOVED_LINES = 2;
export const MIN_MOVED_CHARACTERS = 20;
/** Among many removed copies of a line, this many are tried as the start of a move (bounds the work). */
const MOVE_CANDIDATES = 64;

interface State {
  lines: string[];
  revision: Int32Array;
  priorLine: Int32Array;
  movedIn: Int32Array;
}

/** Lines removed and added by one revision, by index in the older and the newer text. */
interface Step {
  removed: Uint8Array;
  added: Uint8Array;
}

/**
 * The blame after one more revision: its lines compared with the previous ones. Lines are compared
 * as strings (most are equal, and equal strings compare fast); only the few removed and added lines
 * are looked at again for moves.
 */
function advance(previous: State, nextLines: string[], number: number, ignoreWhitespace: boolean): State {
  const oldLines = previous.lines;
  const size = nextLines.length;
  const next: State = {
    lines: nextLines,
    revision: new Int32Array(size),
    priorLine: new Int32Array(size),
    movedIn: new Int32Array(size),
  };
  const step: Step = { removed: new Uint8Array(oldLines.length), added: new Uint8Array(size) };
  const changes = diffArrays(oldLines, nextLines, ignoreWhitespace ? { comparator: equalIgnoringWhitespace } : {});

  let oldIndex = 0;
  let newIndex = 0;
  let removedStart = 0;
  let removedCount = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (change.removed) {
      step.removed.fill(1, oldIndex, oldIndex + count);
      removedStart = oldIndex;
      removedCount = count;
      oldIndex += count;
    } else if (change.added) {
      for (let i = 0; i < count; i += 1) {
        const at = newIndex + i;
        next.revision[at] = number;
        step.added[at] = 1;
        // Paired in order with the lines it replaced; past them, the last of them; with none, the line before.
        if (removedCount > 0) next.priorLine[at] = removedStart + Math.min(i, removedCount - 1) + 1;
        else next.priorLine[at] = oldLines.length === 0 ? 0 : Math.max(oldIndex, 1);
      }
      newIndex += count;
      removedCount = 0;
    } else {
      removedCount = 0;
      next.revision.set(previous.revision.subarray(oldIndex, oldIndex + count), newIndex);
      next.priorLine.set(previous.priorLine.subarray(oldIndex, oldIndex + count), newIndex);
      next.movedIn.set(previous.movedIn.subarray(oldIndex, oldIndex + count), newIndex);
      oldIndex += count;
      newIndex += count;
    }
  }

  keepMovedLines(previous, next, step, number, ignoreWhitespace);
  return next;
}

/** Runs of lines removed in one place and added unchanged in another keep the revision that wrote them. */
function keepMovedLines(previous: State, next: State, step: Step, number: number, ignoreWhitespace: boolean) {
  // Only the lines this revision removed and added get keys: they are few beside the unchanged ones.
  const removedAt = new Map<string, number[]>();
  const oldKeys = new Map<number, string>();
  for (let i = 0; i < previous.lines.length; i += 1) {
    if (!step.removed[i]) continue;
    const key = lineKey(previous.lines[i]!, ignoreWhitespace);
    oldKeys.set(i, key);
    const places = removedAt.get(key);
    if (places) places.push(i);
    else removedAt.set(key, [i]);
  }
  if (removedAt.size === 0) return;
  const newKeys = new Map<number, string>();
  const newKey = (index: number) => {
    let key = newKeys.get(index);
    if (key === undefined) {
      key = lineKey(next.lines[index]!, ignoreWhitespace);
      newKeys.set(index, key);
    }
    return key;
  };

  const taken = new Uint8Array(previous.lines.length);
  let at = 0;
  while (at < next.lines.length) {
    if (!step.added[at]) {
      at += 1;
      continue;
    }
    let bestStart = -1;
    let bestLength = 0;
    let tried = 0;
    for (const from of removedAt.get(newKey(at)) ?? []) {
      if (taken[from]) continue;
      if (++tried > MOVE_CANDIDATES) break;
      let length = 0;
      while (
        at + length < next.lines.length &&
        from + length < previous.lines.length &&
        step.added[at + length] &&
        step.removed[from + length] &&
        !taken[from + length] &&
        newKey(at + length) === oldKeys.get(from + length)
      )
        length += 1;
      if (length > bestLength) {
        bestLength = length;
        bestStart = from;
      }
    }
    let weight = 0;
    for (let i = 0; i < bestLength; i += 1) weight += nonSpaceLength(newKey(at + i));
    if (bestLength >= MIN_MOVED_LINES && weight >= MIN_MOVED_CHARACTERS) {
      for (let i = 0; i < bestLength; i += 1) {
        next.revision[at + i] = previous.revision[bestStart + i]!;
        next.priorLine[at + i] = previous.priorLine[bestStart + i]!;
        next.movedIn[at + i] = number;
        taken[bestStart + i] = 1;
      }
      at += bestLength;
    } else at += 1;
  }
}

function nonSpaceLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) if (!isSpace(text.charCodeAt(i))) count += 1;
  return count;
}

/** `splitSourceLines`, faster for the usual text with only `\n` line ends (a plain split, no pattern). */
function sourceLines(source: string): string[] {
  if (source.includes('\r')) return splitSourceLines(source);
  if (source === '') return [];
  const lines = source.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The blame of the last of `revisions`, which are consecutive and in order (1, 2, 3… up to the one
 * blamed: a revision's lines are known only from every revision before it).
 */
export function blameRevisions(revisions: readonly BlameRevision[], options: BlameOptions = {}): Blame {
  if (revisions.length === 0) throw new Error('Nothing to blame: no revisions.');
  revisions.forEach((revision, index) => {
    if (index > 0 && revision.number !== revisions[index - 1]!.number + 1)
      throw new Error(
        `Revisions must be consecutive: ${revisions[index - 1]!.number} is followed by ${revision.number}.`,
      );
  });
  const ignoreWhitespace = options.ignoreWhitespace ?? false;
  let state: State = {
    lines: [],
    revision: new Int32Array(0),
    priorLine: new Int32Array(0),
    movedIn: new Int32Array(0),
  };
  for (const revision of revisions) {
    state = advance(state, sourceLines(revision.source), revision.number, ignoreWhitespace);
  }
  const last = revisions[revisions.length - 1]!;
  return { number: last.number, revision: state.revision, priorLine: state.priorLine, movedIn: state.movedIn };
}

/** A run of consecutive lines last changed by the same revision. */
export interface BlameGroup {
  revision: number;
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

/** The lines in runs of one revision each, as the view groups them. */
export function groupBlame(revision: Int32Array): BlameGroup[] {
  const groups: BlameGroup[] = [];
  for (let i = 0; i < revision.length; i += 1) {
    const last = groups[groups.length - 1];
    if (last && last.revision === revision[i]) last.end = i + 1;
    else groups.push({ revision: revision[i]!, start: i + 1, end: i + 1 });
  }
  return groups;
}

/** Shades of age, from the oldest revision (0) to the newest (AGE_SHADES − 1). */
export const AGE_SHADES = 5;

/**
 * How old a revision is among the revisions blamed, as a shade: by creation time between the oldest
 * and the newest revision; every revision is the newest shade when all share one time.
 */
export function ageShade(createdAt: number, oldest: number, newest: number): number {
  if (!(newest > oldest)) return AGE_SHADES - 1;
  const share = (createdAt - oldest) / (newest - oldest);
  return Math.min(AGE_SHADES - 1, Math.max(0, Math.floor(share * AGE_SHADES)));
}
