import { describe, expect, it } from 'vitest';
import { findInRows, firstMatchByRow, MAX_MATCHES, matchNearRow, piecesOfRow, stepMatch } from './find-text';

describe('findInRows', () => {
  const rows = ['grant "github" {', '  role = "member"', '}', 'grant "GitHub Enterprise" {'];

  it('finds every match in every row, in any case', () => {
    expect(findInRows(rows, 'github').matches).toEqual([
      { row: 0, start: 7, end: 13 },
      { row: 3, start: 7, end: 13 },
    ]);
  });

  it('matches case when told to, and finds several matches in a row', () => {
    expect(findInRows(rows, 'GitHub', { matchCase: true }).matches).toEqual([{ row: 3, start: 7, end: 13 }]);
    expect(findInRows(['a-a-a'], 'a').matches.map((match) => match.start)).toEqual([0, 2, 4]);
  });

  it('takes the text as typed, and finds nothing for an empty text', () => {
    expect(findInRows(['a.b', 'axb'], 'a.b').matches).toEqual([{ row: 0, start: 0, end: 3 }]);
    expect(findInRows(rows, '')).toEqual({ matches: [], truncated: false });
  });

  it('stops listing at the limit and says so', () => {
    const found = findInRows(['x'.repeat(MAX_MATCHES + 5)], 'x');
    expect(found.matches).toHaveLength(MAX_MATCHES);
    expect(found.truncated).toBe(true);
  });
});

describe('piecesOfRow', () => {
  it('cuts a row at its matches, each piece naming its match', () => {
    const rows = ['xx', 'a b a'];
    const found = findInRows(rows, 'a');
    const first = firstMatchByRow(found);
    expect(first.get(1)).toBe(0);
    expect(piecesOfRow(rows[1]!, 1, found, first.get(1)!)).toEqual([
      { text: 'a', match: 0 },
      { text: ' b ', match: -1 },
      { text: 'a', match: 1 },
    ]);
    expect(piecesOfRow('xx', 0, found, 0)).toEqual([{ text: 'xx', match: -1 }]);
  });
});

describe('stepMatch and matchNearRow', () => {
  it('goes round at the ends', () => {
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(-1, 3, 1)).toBe(0);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  it('starts at the first match at or after the row in view, else the first', () => {
    const found = findInRows(['a', 'b', 'a', 'b'], 'a');
    expect(matchNearRow(found, 1)).toBe(1);
    expect(matchNearRow(found, 3)).toBe(0);
    expect(matchNearRow(findInRows(['b'], 'a'), 0)).toBe(-1);
  });
});
