import { describe, expect, it } from 'vitest';
import { describeMatches, findMatches, MAX_MATCHES, nextMatch } from './search';

describe('findMatches', () => {
  it('finds every occurrence, ignoring case by default', () => {
    expect(findMatches('Phone phone PHONE', { text: 'phone', caseSensitive: false })).toEqual([
      { from: 0, to: 5 }, { from: 6, to: 11 }, { from: 12, to: 17 },
    ]);
  });

  it('matches case when asked', () => {
    expect(findMatches('Phone phone', { text: 'phone', caseSensitive: true })).toEqual([{ from: 6, to: 11 }]);
  });

  it('does not overlap matches', () => {
    expect(findMatches('aaaa', { text: 'aa', caseSensitive: false })).toEqual([{ from: 0, to: 2 }, { from: 2, to: 4 }]);
  });

  it('finds nothing for an empty query', () => {
    expect(findMatches('abc', { text: '', caseSensitive: false })).toEqual([]);
  });

  it('stops counting at the limit', () => {
    expect(findMatches('a'.repeat(MAX_MATCHES + 5), { text: 'a', caseSensitive: false })).toHaveLength(MAX_MATCHES);
  });

  it('keeps offsets right when lower-casing would change the length', () => {
    const doc = 'İstanbul x';
    expect(findMatches(doc, { text: 'x', caseSensitive: false })).toEqual([{ from: 9, to: 10 }]);
  });
});

describe('nextMatch', () => {
  const matches = [{ from: 2, to: 4 }, { from: 10, to: 12 }];

  it('goes to the next match after the position, wrapping to the first', () => {
    expect(nextMatch(matches, 4, 1)).toEqual({ from: 10, to: 12 });
    expect(nextMatch(matches, 12, 1)).toEqual({ from: 2, to: 4 });
  });

  it('goes to the previous match before the position, wrapping to the last', () => {
    expect(nextMatch(matches, 10, -1)).toEqual({ from: 2, to: 4 });
    expect(nextMatch(matches, 2, -1)).toEqual({ from: 10, to: 12 });
  });

  it('has nowhere to go without matches', () => {
    expect(nextMatch([], 0, 1)).toBeNull();
  });
});

describe('describeMatches', () => {
  const matches = [{ from: 0, to: 1 }, { from: 5, to: 6 }];

  it('says which match is selected', () => {
    expect(describeMatches(matches, { from: 5, to: 6 })).toBe('2 of 2');
  });

  it('counts the matches when none is selected', () => {
    expect(describeMatches(matches, null)).toBe('2 matches');
    expect(describeMatches([{ from: 0, to: 1 }], null)).toBe('1 match');
    expect(describeMatches([], null)).toBe('No matches');
  });

  it('says when the count stopped at the limit', () => {
    const many = Array.from({ length: MAX_MATCHES }, (_, index) => ({ from: index, to: index + 1 }));
    expect(describeMatches(many, null)).toBe(`${MAX_MATCHES.toLocaleString()}+ matches`);
  });
});
