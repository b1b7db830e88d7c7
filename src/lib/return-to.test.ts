import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/segments/1?x=1#L2', '/segments/1?x=1#L2'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in?returnTo=/x', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('builds the sign-in address with the way back and the reason', () => {
    expect(signInPath('/scripts/new', 'expired')).toBe('/sign-in?returnTo=%2Fscripts%2Fnew&reason=expired');
  });
});
