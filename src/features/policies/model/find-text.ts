/**
 * Finding text in the viewer. The views render only the lines in view, so the browser's own find
 * misses most of a long policy: the viewer finds in its lines itself, and across every revision.
 */
export interface FindOptions {
  matchCase?: boolean;
}

/** One match: a row of the view (0-based) and where in its text. */
export interface TextMatch {
  row: number;
  start: number;
  end: number;
}

/** Past this many matches the rest are not listed (the count says "more than"). */
export const MAX_MATCHES = 10_000;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern that finds `query` as typed, in any case unless told to match it. */
export function findPattern(query: string, { matchCase = false }: FindOptions = {}): RegExp {
  return new RegExp(escapeForPattern(query), matchCase ? 'g' : 'gi');
}

export interface FoundText {
  matches: TextMatch[];
  /** More matches exist than are listed. */
  truncated: boolean;
}

/** Every match of `query` in `rows`, in order; none for an empty query. */
export function findInRows(rows: readonly string[], query: string, options: FindOptions = {}): FoundText {
  const matches: TextMatch[] = [];
  if (query === '') return { matches, truncated: false };
  const pattern = findPattern(query, options);
  for (let row = 0; row < rows.length; row += 1) {
    const text = rows[row]!;
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      if (matches.length === MAX_MATCHES) return { matches, truncated: true };
      matches.push({ row, start: found.index, end: found.index + found[0].length });
    }
  }
  return { matches, truncated: false };
}

/** A piece of a line's text; `match` is the index of the match it belongs to, or -1. */
export interface FoundPiece {
  text: string;
  match: number;
}

/** A row's text cut at its matches, for marking them. */
export function piecesOfRow(text: string, row: number, found: FoundText, firstMatchOfRow: number): FoundPiece[] {
  const pieces: FoundPiece[] = [];
  let at = 0;
  for (let index = firstMatchOfRow; index < found.matches.length; index += 1) {
    const match = found.matches[index]!;
    if (match.row !== row) break;
    if (match.start > at) pieces.push({ text: text.slice(at, match.start), match: -1 });
    pieces.push({ text: text.slice(match.start, match.end), match: index });
    at = match.end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), match: -1 });
  return pieces;
}

/** The index of the first match on each row that has one. */
export function firstMatchByRow(found: FoundText): Map<number, number> {
  const first = new Map<number, number>();
  found.matches.forEach((match, index) => {
    if (!first.has(match.row)) first.set(match.row, index);
  });
  return first;
}

/** The match after (step 1) or before (step −1) `current`, going round at the ends. */
export function stepMatch(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The first match at or after `row`, for starting where the reader is; 0 when none is after it. */
export function matchNearRow(found: FoundText, row: number): number {
  if (found.matches.length === 0) return -1;
  const index = found.matches.findIndex((match) => match.row >= row);
  return index === -1 ? 0 : index;
}
