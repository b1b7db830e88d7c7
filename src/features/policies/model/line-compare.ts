/** How two lines of policy source compare: as written, or with whitespace ignored (as `git diff -w`). */

/** What lines are compared by: the text, or the text without any whitespace. */
export function lineKey(text: string, ignoreWhitespace: boolean): string {
  return ignoreWhitespace ? text.replace(/\s+/g, '') : text;
}

/** Whether two lines are the same once every space and tab is left out, without building new strings. */
export function equalIgnoringWhitespace(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && isSpace(a.charCodeAt(i))) i += 1;
    while (j < b.length && isSpace(b.charCodeAt(j))) j += 1;
    if (i >= a.length || j >= b.length) return i >= a.length && j >= b.length;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    i += 1;
    j += 1;
  }
}

/** What `\s` matches in a line (line ends are never inside one). */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 11 ||
    code === 12 ||
    code === 0xa0 ||
    code === 0xfeff ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x1680 ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}
