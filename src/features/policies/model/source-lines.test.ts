import { describe, expect, it } from 'vitest';
import { splitSourceLines, widestLineColumns } from './source-lines';

describe('splitSourceLines', () => {
  it.each([
    ['', []],
    ['one', ['one']],
    ['one\n', ['one']],
    ['one\ntwo', ['one', 'two']],
    ['one\n\n', ['one', '']],
    ['\n', ['']],
    ['a\r\nb\rc\n', ['a', 'b', 'c']],
  ])('%j -> %j', (source, lines) => {
    expect(splitSourceLines(source)).toEqual(lines);
  });
});

describe('widestLineColumns', () => {
  it('counts characters, with tabs advancing to the next stop', () => {
    expect(widestLineColumns([])).toBe(0);
    expect(widestLineColumns(['abc', 'abcdef', ''])).toBe(6);
    expect(widestLineColumns(['\tx'])).toBe(5);
    expect(widestLineColumns(['ab\tx'])).toBe(5);
  });
});
