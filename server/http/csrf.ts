import type { Context } from 'hono';
import { forbidden } from './errors';
import { ownOrigin } from './origin';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string) => writeMethods.has(method.toUpperCase());

/**
 * Cookie-authenticated writes must come from our own pages: an Origin equal to the request's own
 * origin, or (when a browser sends no Origin) `Sec-Fetch-Site: same-origin`.
 */
export function assertSameOrigin(c: Context): void {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (origin.toLowerCase() !== ownOrigin(c)) throw forbidden('Cross-origin request refused.');
    return;
  }
  if (c.req.header('sec-fetch-site') !== 'same-origin') throw forbidden('Cross-origin request refused.');
}
