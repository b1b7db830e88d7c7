import { describe, expect, it } from 'vitest';
import { countLines, formatSize } from './format-size';

describe('formatSize', () => {
  it('says bytes below a kilobyte', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(1023)).toBe('1,023 bytes');
  });

  it('uses one decimal below ten units and none above', () => {
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(12 * 1024 + 300)).toBe('12 KB');
    expect(formatSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});

describe('countLines', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(1);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\nb\n')).toBe(3);
  });
});
