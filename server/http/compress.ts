import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies gain too little to pay for the work. */
export const MIN_COMPRESSED_BYTES = 1024;

const compressibleType = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/i;

export const isCompressible = (contentType: string | null | undefined) =>
  contentType !== null && contentType !== undefined && compressibleType.test(contentType);

/**
 * The encoding to answer with, from an `Accept-Encoding` header: brotli when it is acceptable,
 * else gzip, else none. `q=0` refuses an encoding; `*` stands for any not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Compresses a body as the client asked; brotli at a quality that is quick enough per request. */
export function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: 6 });
}

/**
 * Compresses text responses (API JSON, pages, scripts) with brotli or gzip as the request's
 * `Accept-Encoding` allows. A response that is already encoded (a precompressed static file)
 * is left alone. Every compressible response says `Vary: Accept-Encoding`.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(response.headers.get('Content-Type'))) return;
    if (!response.headers.get('Vary')?.toLowerCase().includes('accept-encoding')) {
      c.header('Vary', 'Accept-Encoding', { append: true });
    }
    if (c.req.method === 'HEAD' || response.body === null || response.headers.has('Content-Encoding')) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (encoding === null) return;
    const raw = new Uint8Array(await response.arrayBuffer());
    if (raw.byteLength < MIN_COMPRESSED_BYTES) {
      c.res = new Response(raw, response);
      return;
    }
    c.res = new Response(new Uint8Array(await compressBody(raw, encoding)), response);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}
