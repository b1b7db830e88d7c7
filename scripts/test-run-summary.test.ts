import { describe, expect, it } from 'vitest';
import { failureLines, slowestLines } from './test-run-summary';

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

describe('the failures at the end of the run output', () => {
  it('names each failure with the first line of what it threw', () => {
    expect(
      failureLines([
        { title: 'a.test.ts › saves', message: 'expected 1 to be 2\n  at a.test.ts:3' },
        { title: 'outside any test', message: '' },
      ]),
    ).toEqual([
      '\n2 failures:',
      '  ✗ a.test.ts › saves\n      expected 1 to be 2',
      '  ✗ outside any test\n      (no message)',
    ]);
    expect(failureLines([{ title: 'b', message: 'boom' }])[0]).toBe('\n1 failure:');
  });

  it('says nothing when nothing failed', () => {
    expect(failureLines([])).toEqual([]);
  });
});
