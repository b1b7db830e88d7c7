import type { Context, MiddlewareHandler } from 'hono';

/** How the client reached us: scheme, host (with port) and address, forwarded headers applied only when trusted. */
export interface ClientView {
  https: boolean;
  /** Lower-case `host[:port]`. */
  host: string;
  /** The client's IP address; `unknown` when the runtime does not say (in-process tests). */
  address: string;
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;

function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Reads the client's view of the request. With `trustProxy` = n > 0 proxies in front of us,
 * X-Forwarded-Proto and X-Forwarded-Host (their first value, set by the outermost proxy) and the
 * n-th address from the right of X-Forwarded-For are believed; with 0 they are ignored.
 */
function readClientView(c: Context, trustProxy: number): ClientView {
  const url = new URL(c.req.url);
  const direct: ClientView = {
    https: url.protocol === 'https:',
    host: (c.req.header('host') ?? url.host).toLowerCase(),
    address: socketAddress(c),
  };
  if (trustProxy <= 0) return direct;
  const proto = firstValue(c.req.header('x-forwarded-proto'));
  const forwardedFor = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    https: proto === undefined ? direct.https : proto === 'https',
    host: firstValue(c.req.header('x-forwarded-host')) ?? direct.host,
    address: forwardedFor[Math.max(0, forwardedFor.length - trustProxy)] ?? direct.address,
  };
}

/** Works out the client's view once per request (see `readClientView`). */
export function clientViewMiddleware(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    c.set('client', readClientView(c, trustProxy));
    await next();
  };
}

const clientView = (c: Context): ClientView => (c.get('client') as ClientView | undefined) ?? readClientView(c, 0);

/** True when the client reached us over https (directly, or through a trusted proxy that says so). */
export const isHttps = (c: Context): boolean => clientView(c).https;

/** The host the client addressed, lower-case, with its port if any. */
export const requestHost = (c: Context): string => clientView(c).host;

/** The client's IP address (the socket's, or a trusted proxy's X-Forwarded-For). */
export const clientAddress = (c: Context): string => clientView(c).address;

/** The client's IP address as the activity log records it: null when the runtime does not say. */
export const recordedClientAddress = (c: Context): string | null => {
  const address = clientAddress(c);
  return address === 'unknown' ? null : address;
};

/** The request's own origin: its scheme and its host. */
export function ownOrigin(c: Context): string {
  return `${isHttps(c) ? 'https' : 'http'}://${requestHost(c)}`;
}

/** A `host[:port]` without its port (IPv6 literals keep their brackets) and without a trailing dot. */
function hostnameOf(host: string): string {
  const lower = host.toLowerCase();
  const hostname = lower.startsWith('[') ? lower.replace(/]:\d+$/, ']') : lower.replace(/:\d+$/, '');
  return hostname.replace(/\.$/, '');
}

/**
 * The workspace a host addresses: `acme` for `acme.{serviceDomain}` (any port); null for any other
 * host, the service domain itself and deeper names (`a.b.{serviceDomain}`) included.
 */
export function workspaceSubdomainOf(host: string, serviceDomain: string): string | null {
  const hostname = hostnameOf(host);
  const suffix = `.${serviceDomain}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(label) ? label : null;
}
