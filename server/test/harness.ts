import { randomBytes } from 'node:crypto';
import type { AppConfig, SeedName } from '../config';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/open';
import { applySeeds } from '../seed';

export const PORT = 8080;
export const originOf = (workspace: string) => `http://${workspace}.localhost:${PORT}`;

export interface RequestOptions {
  method?: string;
  workspace?: string;
  /** A `name=value; ...` Cookie header. */
  cookie?: string;
  bearer?: string;
  /** Sent as JSON with Content-Type application/json unless a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Add `Origin` of the workspace on writes (the console's own requests); default true. */
  sameOrigin?: boolean;
  /** The client's socket address, as @hono/node-server passes it (none by default). */
  remoteAddress?: string;
}

/** An in-process server over a fresh in-memory database, with the logs and the clock in hand. */
export function createTestServer(
  options: {
    seeds?: SeedName[];
    config?: Partial<AppConfig>;
    /** a file; in memory by default */ database?: string;
  } = {},
) {
  const db: Db = openDatabase(options.database ?? ':memory:');
  const secretsKey = randomBytes(32);
  applySeeds(db, options.seeds ?? ['demo', 'dirty'], secretsKey);
  const logs: string[] = [];
  const clock = { now: new Date() };
  const app = createApp({
    db,
    config: {
      secretsKey,
      staticDir: '/nonexistent-console-dir',
      writeLog: (line) => logs.push(line),
      now: () => clock.now,
      ...options.config,
    },
  });

  async function request(path: string, init: RequestOptions = {}) {
    const workspace = init.workspace ?? 'acme';
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { Host: `${workspace}.localhost:${PORT}`, ...init.headers };
    if (init.cookie) headers.Cookie = init.cookie;
    if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
    if (method !== 'GET' && init.sameOrigin !== false && !('Origin' in headers)) headers.Origin = originOf(workspace);
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = 'application/json';
      }
    }
    const env = init.remoteAddress ? { incoming: { socket: { remoteAddress: init.remoteAddress } } } : undefined;
    return app.request(`${originOf(workspace)}${path}`, { method, headers, body }, env);
  }

  /** `request` for an /api path, parsed as JSON (loosely typed: tests assert on what they read). */
  async function api(path: string, init: RequestOptions = {}) {
    const response = await request(`/api${path}`, init);
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { response, status: response.status, json: text ? (JSON.parse(text) as Record<string, any>) : null };
  }

  /** Signs in through the whole dev-provider flow; returns the session Cookie header. */
  async function signIn(userId: string, workspace = 'acme', returnTo = '/') {
    const login = await request(`/api/auth/login/dev?returnTo=${encodeURIComponent(returnTo)}`, { workspace });
    const stateCookie = cookiesFrom(login);
    const state = new URL(login.headers.get('location') ?? '', originOf(workspace)).searchParams.get('state') ?? '';
    const approve = await request('/dev-auth/approve', {
      method: 'POST',
      workspace,
      cookie: stateCookie,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, userId }).toString(),
    });
    const callback = approve.headers.get('location') ?? '';
    const done = await request(callback, { workspace, cookie: stateCookie });
    const session = cookiesFrom(done);
    if (!session.includes('service.session=')) throw new Error(`sign-in failed: ${done.headers.get('location')}`);
    return session;
  }

  /** Creates an API key as `userId` (signing in first) and returns its secret. */
  async function createApiKey(userId: string, body: Record<string, unknown> = {}, workspace = 'acme') {
    const cookie = await signIn(userId, workspace);
    const created = await api('/api-keys', {
      method: 'POST',
      workspace,
      cookie,
      body: { name: 'test key', scopes: ['segments:read'], expiresAt: null, ...body },
    });
    if (created.status !== 201) throw new Error(`create key failed: ${JSON.stringify(created.json)}`);
    return { secret: created.json?.result.secret as string, id: created.json?.result.apiKey.id as string, cookie };
  }

  return { app, db, logs, clock, secretsKey, request, api, signIn, createApiKey };
}

/** The `name=value` pairs a response sets (ignoring cookies it clears), as a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
