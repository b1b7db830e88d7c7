export interface SourceLocation {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/**
 * The place an `invalid_script` message names, as in "… (line 3, column 14).". The message is
 * meant for people, so this is a best effort: null when it names no usable place.
 */
export function compileErrorLocation(message: string): SourceLocation | null {
  const match = /\bline (\d+)(?:, column (\d+))?/i.exec(message);
  if (!match) return null;
  const line = Number(match[1]);
  const column = match[2] === undefined ? 1 : Number(match[2]);
  if (!Number.isSafeInteger(line) || line < 1 || !Number.isSafeInteger(column) || column < 1) return null;
  return { line, column };
}
