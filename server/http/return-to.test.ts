import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnTo('/segments/abc?tab=rules#x')).toBe('/segments/abc?tab=rules#x');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/search?q=a%20b%0A')).toBe('/search?q=a%20b%0A');
  });

  it.each([
    undefined,
    null,
    '',
    'segments',
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    '/\t/evil.test',
    '/a\\b',
    '/a\nb',
    'javascript:alert(1)',
    ' /x',
  ])('turns %j into /', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });
});
