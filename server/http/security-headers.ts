import type { MiddlewareHandler } from 'hono';
import { setHeader } from './response-headers';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every response: pages, the sign-in page and the API alike. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setHeader(c, 'Content-Security-Policy', contentSecurityPolicy);
    setHeader(c, 'X-Content-Type-Options', 'nosniff');
    setHeader(c, 'Referrer-Policy', 'same-origin');
    setHeader(c, 'X-Frame-Options', 'DENY');
  };
}
