import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compress';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and answers none when neither is acceptable', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('follows q-values: a refused or less wanted encoding gives way', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
  });
});
