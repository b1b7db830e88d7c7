import { describe, expect, it } from 'vitest';
import { duplicatesAmong, type MemberCount } from './member-counts';

const counted = (count: number, fingerprint: string, bound: 'exact' | 'at_most' = 'exact'): MemberCount => ({
  status: 'counted',
  count,
  bound,
  fingerprint,
});

describe('duplicates on the segments list', () => {
  it('marks each later segment with exactly the same members as an earlier one', () => {
    const segments = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() }));
    const counts = new Map<string, MemberCount>([
      ['a', counted(3, 'x')],
      ['b', counted(3, 'x')],
      ['c', counted(0, 'empty')],
      ['d', counted(0, 'empty')],
      ['e', counted(3, 'x', 'at_most')],
      ['f', { status: 'counting' }],
    ]);
    expect(duplicatesAmong(segments, counts)).toEqual(new Map([['b', 'A']]));
  });
});
