import { describe, expect, it } from 'vitest';
import {
  describeLineRange,
  fitLineRange,
  formatLineRange,
  isLineInRange,
  lineRangeHash,
  parseLineRangeHash,
  parseLineRangeInput,
  selectLine,
} from './line-range';

describe('parseLineRangeHash', () => {
  it.each([
    ['#L10', { start: 10, end: 10 }],
    ['#L10-L14', { start: 10, end: 14 }],
    ['L10-L14', { start: 10, end: 14 }],
    ['#L10-14', { start: 10, end: 14 }],
    ['#l3', { start: 3, end: 3 }],
    ['#L14-L10', { start: 10, end: 14 }],
    ['#L7-L7', { start: 7, end: 7 }],
    ['#L007', { start: 7, end: 7 }],
  ])('%s -> %j', (hash, range) => {
    expect(parseLineRangeHash(hash)).toEqual(range);
  });

  it.each([
    '',
    '#',
    '#L',
    '#L0',
    '#L0-L4',
    '#L4-L0',
    '#Lx',
    '#L-3',
    '#L1-',
    '#L1-L2-L3',
    '#L1,3',
    '#heading',
    '#L1234567890',
    '#L 4',
  ])('ignores %j', (hash) => {
    expect(parseLineRangeHash(hash)).toBeNull();
  });
});

describe('parseLineRangeInput', () => {
  it.each([
    ['10', { start: 10, end: 10 }],
    [' 10 - 14 ', { start: 10, end: 14 }],
    ['10–14', { start: 10, end: 14 }],
    ['L10-L14', { start: 10, end: 14 }],
    ['20-5', { start: 5, end: 20 }],
    ['3:4', { start: 3, end: 4 }],
  ])('%j -> %j', (text, range) => {
    expect(parseLineRangeInput(text)).toEqual(range);
  });

  it.each(['', 'ten', '0', '1-0', '1 2', '-4', '1.5'])('rejects %j', (text) => {
    expect(parseLineRangeInput(text)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes one line or a range, and round-trips through the hash', () => {
    expect(formatLineRange({ start: 10, end: 10 })).toBe('L10');
    expect(formatLineRange({ start: 10, end: 14 })).toBe('L10-L14');
    expect(lineRangeHash({ start: 2, end: 9 })).toBe('#L2-L9');
    expect(lineRangeHash(null)).toBe('');
    expect(parseLineRangeHash(lineRangeHash({ start: 2, end: 9 }))).toEqual({ start: 2, end: 9 });
    expect(describeLineRange({ start: 4, end: 4 })).toBe('line 4');
    expect(describeLineRange({ start: 4, end: 8 })).toBe('lines 4–8');
  });
});

describe('selectLine', () => {
  it('selects one line on a click and extends from the range start on a shift-click', () => {
    expect(selectLine(null, 5, false)).toEqual({ start: 5, end: 5 });
    expect(selectLine({ start: 5, end: 5 }, 9, true)).toEqual({ start: 5, end: 9 });
    expect(selectLine({ start: 5, end: 9 }, 2, true)).toEqual({ start: 2, end: 5 });
    expect(selectLine({ start: 5, end: 9 }, 7, false)).toEqual({ start: 7, end: 7 });
    expect(selectLine(null, 3, true)).toEqual({ start: 3, end: 3 });
  });
});

describe('fitLineRange', () => {
  it('keeps a range inside the text, cuts one that runs past the end, and reports one that starts after it', () => {
    expect(fitLineRange(null, 10)).toEqual({ status: 'none' });
    expect(fitLineRange({ start: 2, end: 4 }, 10)).toEqual({ status: 'inside', range: { start: 2, end: 4 } });
    expect(fitLineRange({ start: 8, end: 14 }, 10)).toEqual({
      status: 'clamped',
      range: { start: 8, end: 10 },
      requested: { start: 8, end: 14 },
    });
    expect(fitLineRange({ start: 11, end: 14 }, 10)).toEqual({ status: 'outside', requested: { start: 11, end: 14 } });
    expect(fitLineRange({ start: 10, end: 10 }, 10)).toEqual({ status: 'inside', range: { start: 10, end: 10 } });
    expect(fitLineRange({ start: 10, end: 12 }, 10)).toEqual({
      status: 'clamped',
      range: { start: 10, end: 10 },
      requested: { start: 10, end: 12 },
    });
    expect(fitLineRange({ start: 1, end: 1 }, 0)).toEqual({ status: 'outside', requested: { start: 1, end: 1 } });
  });

  it('tells whether a line is highlighted', () => {
    expect(isLineInRange(3, { start: 2, end: 4 })).toBe(true);
    expect(isLineInRange(5, { start: 2, end: 4 })).toBe(false);
    expect(isLineInRange(1, null)).toBe(false);
  });
});
