import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest-tests';

describe('the slowest tests in the run output', () => {
  it('lists the slowest first, no more than asked, with their times aligned', () => {
    const lines = slowestLines(
      'The 2 slowest:',
      [
        { title: 'quick', ms: 900 },
        { title: 'slowest', ms: 12_345 },
        { title: 'middle', ms: 4_000 },
      ],
      2,
    );
    expect(lines).toEqual(['The 2 slowest:', '  12.3 s  slowest', '   4.0 s  middle']);
  });

  it('says nothing when nothing ran', () => {
    expect(slowestLines('The slowest:', [])).toEqual([]);
    expect(slowestLines('The slowest:', [{ title: 'skipped', ms: 0 }])).toEqual([]);
  });
});
