import { describe, expect, it } from 'vitest';
import { equalIgnoringWhitespace, lineKey } from './line-compare';

describe('comparing lines with whitespace ignored', () => {
  it('ignores any amount of whitespace anywhere, as git diff -w', () => {
    expect(equalIgnoringWhitespace('role = "a"', '  role="a"\t')).toBe(true);
    expect(equalIgnoringWhitespace('a b', 'ab')).toBe(true);
    expect(equalIgnoringWhitespace('\u00a0x', 'x')).toBe(true);
    expect(equalIgnoringWhitespace('', '   ')).toBe(true);
  });

  it('still tells different text apart', () => {
    expect(equalIgnoringWhitespace('role = "a"', 'role = "b"')).toBe(false);
    expect(equalIgnoringWhitespace('ab', 'abc ')).toBe(false);
    expect(equalIgnoringWhitespace(' abc', 'ab')).toBe(false);
  });

  it('keys a line the same way', () => {
    expect(lineKey(' a \t b ', true)).toBe('ab');
    expect(lineKey(' a b ', false)).toBe(' a b ');
  });
});
