import type { Context } from 'hono';
import { bodyBytes, compressBody, MIN_COMPRESSED_BYTES, negotiateEncoding, type Encoding } from './compress';

/**
 * Compressed response bodies kept for reuse, least recently used first out once `maxBytes` is
 * reached. A key must name everything its body is made from, including a version of the data
 * that changes with every write: an entry is then never wrong, only unused once its data moves on.
 */
export function encodedBodyCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  const making = new Map<string, Promise<MadeBody>>();
  let bytes = 0;
  let heldVersion: string | null = null;
  const cache = {
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
    /**
     * The body kept under `key`, else the one being made for it, else `make()`'s (called at once,
     * in the caller's turn): callers asking while a body is made share that making rather than
     * each making it again. An encoded body is kept; one sent as it is (too small) is not; a
     * failed making is forgotten, so the next caller tries again.
     */
    shared(key: string, make: () => Promise<MadeBody>): Promise<MadeBody> {
      const kept = cache.get(key);
      if (kept !== undefined) return Promise.resolve({ body: kept, encoded: true });
      const pending = making.get(key);
      if (pending !== undefined) return pending;
      // A body of the version held when its making started, and only then (see `holdVersion`).
      const version = heldVersion;
      const made = make().then(
        (result) => {
          making.delete(key);
          if (result.encoded && version === heldVersion) cache.set(key, result.body);
          return result;
        },
        (error: unknown) => {
          making.delete(key);
          throw error;
        },
      );
      making.set(key, made);
      return made;
    },
    /**
     * Names the version of the data the bodies to come are made from: a body kept for another is let
     * go at once (its key names that version, so no one asks for it again), not when the cache fills,
     * and one being made for another is not kept once made.
     */
    holdVersion(version: string) {
      if (version === heldVersion) return;
      heldVersion = version;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** Bodies being made now. */
    get making() {
      return making.size;
    },
  };
  return cache;
}

/** A response body before it is encoded: JSON text, or its UTF-8 bytes. */
type BodyText = string | Buffer;

/** A body made for the cache: `encoded` (compressed as its key says), or sent as it is. */
export interface MadeBody {
  body: Buffer;
  encoded: boolean;
}

export type EncodedBodyCache = ReturnType<typeof encodedBodyCache>;

/**
 * The body of `makeBody()` encoded for `key`: kept in `cache` (with the encoding), else shared
 * with a making under way, else made now, in the caller's turn (see `shared`). A body under
 * `MIN_COMPRESSED_BYTES` is not worth compressing: it comes back as it is, not kept.
 */
export function encodedJson(
  cache: EncodedBodyCache,
  key: string,
  encoding: Encoding,
  makeBody: () => BodyText | Promise<BodyText>,
): Promise<MadeBody> {
  return cache.shared(`${encoding} ${key}`, async () => {
    const body = await makeBody();
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    if (raw.byteLength < MIN_COMPRESSED_BYTES) return { body: raw, encoded: false };
    return { body: await compressBody(raw, encoding), encoded: true };
  });
}

/** The encoding a GET asks for (none for other methods, which `cachedJsonText` never keeps). */
export const keptEncodingOf = (c: Context): Encoding | null =>
  c.req.method === 'GET' ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;

/**
 * A JSON response whose compressed body is kept in `cache` under `key` (with the encoding): the
 * same bytes `compressResponses` would make, made once per key, however many ask for it at once.
 * Without a key (data not settled), for a client that takes no compression, for HEAD and for small
 * bodies, it is an ordinary response that the middleware compresses as usual. `headers` are added
 * to the response (a `Content-Type` there replaces JSON's).
 */
export async function cachedJsonText(
  c: Context,
  cache: EncodedBodyCache,
  key: string | null,
  makeBody: () => BodyText | Promise<BodyText>,
  headers: Record<string, string> = {},
): Promise<Response> {
  // Everything up to the first `await` runs in the caller's turn, so the body is made from the
  // same version of the data the caller named in `key` (`shared` calls its maker at once); a maker
  // that takes turns of its own sees to that itself.
  const json = { 'Content-Type': 'application/json', ...headers };
  const encoding = keptEncodingOf(c);
  if (key === null || encoding === null) return c.body(bodyOf(await makeBody()), 200, json);
  const made = await encodedJson(cache, key, encoding, makeBody);
  if (!made.encoded) return c.body(bodyBytes(made.body), 200, json);
  return c.body(bodyBytes(made.body), 200, { ...json, 'Content-Encoding': encoding });
}

const bodyOf = (body: BodyText) => (typeof body === 'string' ? body : bodyBytes(body));
