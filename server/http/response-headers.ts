import type { Context } from 'hono';

/**
 * Sets a header on the response a handler has already made, in place. Hono's `c.header` after
 * `next()` rebuilds the response around its body as a stream each time (it cannot know the headers
 * are mutable), which costs every later step the fast path of sending a body that is already bytes.
 * Headers that cannot be changed (a response passed on from `fetch`) fall back to that rebuild.
 */
export function setHeader(c: Context, name: string, value: string, options?: { append?: boolean }) {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
