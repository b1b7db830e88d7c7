import type { Context } from 'hono';
import { bodyBytes, compressBody, MIN_COMPRESSED_BYTES, negotiateEncoding, type Encoding } from './compress';

/**
 * Compressed response bodies kept for reuse, least recently used first out once `maxBytes` is
 * reached. A key must name everything its body is made from, including a version of the data
 * that changes with every write: an entry is then never wrong, only unused once its data moves on.
 */
export function encodedBodyCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string): Buffer | undefined {
      const body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key: string, body: Buffer) {
      if (body.byteLength > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= previous.byteLength;
      entries.delete(key);
      entries.set(key, body);
      bytes += body.byteLength;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.byteLength;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type EncodedBodyCache = ReturnType<typeof encodedBodyCache>;

/**
 * A JSON response whose compressed body is kept in `cache` under `key` (with the encoding): the
 * same bytes `compressResponses` would make, made once per key. Without a key (data not settled),
 * for a client that takes no compression, for HEAD and for small bodies, it is an ordinary response
 * that the middleware compresses as usual.
 */
export async function cachedJsonText(
  c: Context,
  cache: EncodedBodyCache,
  key: string | null,
  makeBody: () => string,
): Promise<Response> {
  // Everything up to the first `await` runs in the caller's turn, so the body is made from the
  // same version of the data the caller named in `key`.
  const json = { 'Content-Type': 'application/json' };
  const encoding: Encoding | null = c.req.method === 'GET' ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;
  if (key === null || encoding === null) return c.body(makeBody(), 200, json);
  const cacheKey = `${encoding} ${key}`;
  let encoded = cache.get(cacheKey);
  if (encoded === undefined) {
    const raw = Buffer.from(makeBody());
    if (raw.byteLength < MIN_COMPRESSED_BYTES) return c.body(bodyBytes(raw), 200, json);
    encoded = await compressBody(raw, encoding);
    cache.set(cacheKey, encoded);
  }
  return c.body(bodyBytes(encoded), 200, { ...json, 'Content-Encoding': encoding });
}
