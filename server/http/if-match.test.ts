import { describe, expect, it } from 'vitest';
import { formatEtag, ifMatchAccepts, parseIfMatch, strongOpaques } from './if-match';

describe('parseIfMatch', () => {
  it('reads *, one tag, weak tags and lists', () => {
    expect(parseIfMatch('*')).toEqual({ kind: 'any' });
    expect(parseIfMatch('"abc"')).toEqual({ kind: 'tags', tags: [{ weak: false, opaque: 'abc' }] });
    expect(parseIfMatch('W/"abc"')).toEqual({ kind: 'tags', tags: [{ weak: true, opaque: 'abc' }] });
    expect(parseIfMatch(' "a" , W/"b",,"c" ')).toEqual({
      kind: 'tags',
      tags: [
        { weak: false, opaque: 'a' },
        { weak: true, opaque: 'b' },
        { weak: false, opaque: 'c' },
      ],
    });
    expect(parseIfMatch('""')).toEqual({ kind: 'tags', tags: [{ weak: false, opaque: '' }] });
  });

  it.each(['', ' ', 'abc', '"abc', 'abc"', '"a"b"', 'w/"abc"', '*, "a"', '"a" "b"', '"a b"', ','])(
    'rejects %j as malformed',
    (value) => expect(parseIfMatch(value)).toBeNull(),
  );
});

describe('ifMatchAccepts (strong comparison)', () => {
  it('matches an equal strong tag, any tag of a list, and *', () => {
    expect(ifMatchAccepts(parseIfMatch('"v1"')!, 'v1')).toBe(true);
    expect(ifMatchAccepts(parseIfMatch('"v0", "v1"')!, 'v1')).toBe(true);
    expect(ifMatchAccepts(parseIfMatch('*')!, 'anything')).toBe(true);
  });

  it('never matches a weak tag or a different tag', () => {
    expect(ifMatchAccepts(parseIfMatch('W/"v1"')!, 'v1')).toBe(false);
    expect(ifMatchAccepts(parseIfMatch('"v2"')!, 'v1')).toBe(false);
  });

  it('lists the strong tags for a conditional update', () => {
    expect(strongOpaques(parseIfMatch('W/"a", "b"')!)).toEqual(['b']);
    expect(strongOpaques(parseIfMatch('*')!)).toBeNull();
    expect(formatEtag('b')).toBe('"b"');
  });
});
