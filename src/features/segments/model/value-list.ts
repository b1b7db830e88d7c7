/**
 * Values pasted into an `in` / `not_in` clause: one per line (or tab-separated cell) when the text
 * has several lines, otherwise separated by commas. Blanks and repeats are dropped.
 */
export function splitPastedValues(text: string): string[] {
  const separator = /[\r\n\t]/.test(text) ? /[\r\n\t]+/ : /,/;
  return [
    ...new Set(
      text
        .split(separator)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}
