import type { Context } from 'hono';

/** True when the client reached us over https (directly or through a proxy that says so). */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

/** The request's own origin: its scheme and its Host header. */
export function ownOrigin(c: Context): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** The workspace a request addresses: the first label of its Host (`acme.localhost:8080` -> `acme`). */
export function workspaceSubdomain(c: Context): string {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
  const hostname = host.startsWith('[') ? host : host.replace(/:\d+$/, '');
  return hostname.split('.')[0] ?? '';
}
