import { defineMessages, translate, type Translate } from '../../../lib/i18n';

const messages = defineMessages({
  range: {
    id: 'policies.lineRange.describe',
    defaultMessage: '{single, select, yes {line {start}} other {lines {start}–{end}}}',
    description: 'A highlighted line or run of lines, inside a sentence (“The link asks for lines 10–14”)',
  },
});

/** A highlighted run of source lines, 1-based and inclusive; `start <= end` always. */
export interface LineRange {
  start: number;
  end: number;
}

const MAX_DIGITS = 9;
const HASH_PATTERN = new RegExp(`^#?L(\\d{1,${MAX_DIGITS}})(?:-L?(\\d{1,${MAX_DIGITS}}))?$`, 'i');
const INPUT_PATTERN = new RegExp(`^L?(\\d{1,${MAX_DIGITS}})(?:\\s*[-–—:]\\s*L?(\\d{1,${MAX_DIGITS}}))?$`, 'i');

function ordered(first: number, second: number): LineRange | null {
  if (first < 1 || second < 1) return null;
  return first <= second ? { start: first, end: second } : { start: second, end: first };
}

/** Reads a URL hash (`#L10`, `#L10-L14`; a reversed range is put in order). Anything else is no range. */
export function parseLineRangeHash(hash: string): LineRange | null {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return null;
  const start = Number(match[1]);
  return ordered(start, match[2] === undefined ? start : Number(match[2]));
}

/** Reads what someone typed in the "Lines" field: `10`, `10-14`, `10–14`, `L10-L14`. */
export function parseLineRangeInput(text: string): LineRange | null {
  const match = INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const start = Number(match[1]);
  return ordered(start, match[2] === undefined ? start : Number(match[2]));
}

/** `L10` or `L10-L14`, as in the URL hash. */
export function formatLineRange(range: LineRange): string {
  return range.start === range.end ? `L${range.start}` : `L${range.start}-L${range.end}`;
}

/** `#L10-L14`, or the empty string for no range. */
export function lineRangeHash(range: LineRange | null): string {
  return range ? `#${formatLineRange(range)}` : '';
}

/** "line 10" or "lines 10–14", for people (in `t`'s language; the current one by default). */
export function describeLineRange(range: LineRange, t: Translate | typeof translate = translate): string {
  return t(messages.range, {
    single: range.start === range.end ? 'yes' : 'no',
    start: String(range.start),
    end: String(range.end),
  });
}

/**
 * The range after a click on line `line`: a plain click selects that line; a shift-click
 * extends from the start of the current range (or selects the line when there is none).
 */
export function selectLine(current: LineRange | null, line: number, extend: boolean): LineRange {
  if (!extend || !current) return { start: line, end: line };
  return ordered(current.start, line)!;
}

export type FittedLineRange =
  | { status: 'none' }
  | { status: 'inside'; range: LineRange }
  /** Starts inside but runs past the last line: `range` is cut at the last line. */
  | { status: 'clamped'; range: LineRange; requested: LineRange }
  /** Starts after the last line: nothing to highlight. */
  | { status: 'outside'; requested: LineRange };

/** Fits a requested range to a text of `lineCount` lines. */
export function fitLineRange(requested: LineRange | null, lineCount: number): FittedLineRange {
  if (!requested) return { status: 'none' };
  if (requested.start > lineCount) return { status: 'outside', requested };
  if (requested.end > lineCount)
    return { status: 'clamped', range: { start: requested.start, end: lineCount }, requested };
  return { status: 'inside', range: requested };
}

export function isLineInRange(line: number, range: LineRange | null): boolean {
  return range !== null && line >= range.start && line <= range.end;
}
