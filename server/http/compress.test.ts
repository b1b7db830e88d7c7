import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { compressResponses, negotiateEncoding } from './compress';

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

describe('compressResponses', () => {
  it('passes an encoded response on without reading its body (a light response stays light)', async () => {
    const app = new Hono();
    app.use('*', compressResponses());
    let bodyReads = 0;
    app.get('/kept', () => {
      const response = new Response(new Uint8Array(4096), {
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
      });
      const body = response.body;
      Object.defineProperty(response, 'body', {
        get: () => {
          bodyReads += 1;
          return body;
        },
      });
      return response;
    });
    const response = await app.request('/kept', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(bodyReads).toBe(0);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});
