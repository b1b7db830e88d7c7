/** The lines of a policy source as the viewer numbers them: a final newline ends the last line, it does not start another. */
export function splitSourceLines(source: string): string[] {
  if (source === '') return [];
  const lines = source.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export const TAB_WIDTH = 4;

/** The width of the widest line in monospace columns (tabs counted at their full width), for a horizontal scroll width. */
export function widestLineColumns(lines: readonly string[]): number {
  let widest = 0;
  for (const line of lines) {
    let columns = 0;
    for (let i = 0; i < line.length; i += 1) {
      columns = line.charCodeAt(i) === 9 ? columns + TAB_WIDTH - (columns % TAB_WIDTH) : columns + 1;
    }
    if (columns > widest) widest = columns;
  }
  return widest;
}
