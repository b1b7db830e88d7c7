import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { cookiesFrom, createTestServer, originOf, PORT } from './harness';

const SECRETS_KEY = 'ab'.repeat(32);
const production = { NODE_ENV: 'production', SECRETS_KEY, DATABASE: ':memory:' };
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A test server with the development provider on or off as `env` configures it. */
function serverFor(env: NodeJS.ProcessEnv) {
  return createTestServer({ seeds: ['demo'], config: { devSignIn: readServerConfig(env).app.devSignIn } });
}

describe('the development sign-in provider', () => {
  it('is off in production unless DEV_SIGN_IN=on, on elsewhere unless DEV_SIGN_IN=off', () => {
    const devSignIn = (env: NodeJS.ProcessEnv) => readServerConfig(env).app.devSignIn;
    expect(devSignIn(production)).toBe(false);
    expect(devSignIn({ ...production, DEV_SIGN_IN: 'off' })).toBe(false);
    expect(devSignIn({ ...production, DEV_SIGN_IN: 'on' })).toBe(true);
    expect(devSignIn({ ...production, DEV_SIGN_IN: ' ON ' })).toBe(true);
    // `npm start` and `npm run server` leave NODE_ENV unset.
    expect(devSignIn({ DATABASE: ':memory:' })).toBe(true);
    expect(devSignIn({ DATABASE: ':memory:', NODE_ENV: 'development' })).toBe(true);
    expect(devSignIn({ DATABASE: ':memory:', DEV_SIGN_IN: 'off' })).toBe(false);
    expect(() => readServerConfig({ ...production, DEV_SIGN_IN: 'yes' })).toThrow(
      /DEV_SIGN_IN: expected "on" or "off"/,
    );
  });

  describe('in production without DEV_SIGN_IN', () => {
    const server = serverFor(production);

    it('is not offered: the provider list is empty and logging in with it is an unknown provider', async () => {
      const providers = await server.api('/auth/providers');
      expect(providers.status).toBe(200);
      expect(providers.json).toEqual({
        results: [],
        errors: [],
        pagination: { nextCursor: null, limit: 0, hasMore: false, total: 0 },
      });
      const login = await server.api('/auth/login/dev');
      expect(login.status).toBe(400);
      expect(login.json?.errors[0].errorCode).toBe('not_found');
      expect(login.response.headers.getSetCookie()).toEqual([]);
    });

    it('has no provider pages: they answer as unknown paths', async () => {
      for (const path of ['/dev-auth/authorize?state=anything', '/dev-auth/authorize.css', '/dev-auth']) {
        const page = await server.request(path);
        expect(page.status).toBe(404);
        expect(await page.text()).toBe('Not found\n');
      }
      const approve = await server.request('/dev-auth/approve', {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ state: 'anything', userId: 'usr_ada' }).toString(),
      });
      expect(approve.status).toBe(404);
    });

    it('refuses the callback with the error envelope, even for a code approved before it was turned off', async () => {
      // A sign-in approved while the provider was on, finished after a restart in production.
      const demo = createTestServer({ seeds: ['demo'] });
      const login = await demo.request('/api/auth/login/dev');
      const stateCookie = cookiesFrom(login);
      const state = new URL(login.headers.get('location') ?? '', originOf('acme')).searchParams.get('state') ?? '';
      const approved = await demo.request('/dev-auth/approve', {
        method: 'POST',
        cookie: stateCookie,
        headers: form,
        body: new URLSearchParams({ state, userId: 'usr_ada' }).toString(),
      });
      const callback = approved.headers.get('location') ?? '';
      expect(callback).toMatch(/^\/api\/auth\/callback\?code=/);

      const restarted = createApp({
        db: demo.db,
        config: {
          devSignIn: readServerConfig(production).app.devSignIn,
          staticDir: '/nonexistent-console-dir',
          writeLog: () => {},
        },
      });
      const refused = await restarted.request(`${originOf('acme')}${callback}`, {
        headers: { Host: `acme.localhost:${PORT}`, Cookie: stateCookie },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        result: null,
        errors: [{ errorCode: 'not_found', errorMessage: 'No sign-in provider is enabled here.', target: null }],
      });
      expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith('service.session='))).toBe(false);
    });
  });

  it('in production with DEV_SIGN_IN=on is offered and signs in (a demo)', async () => {
    const server = serverFor({ ...production, DEV_SIGN_IN: 'on' });
    expect((await server.api('/auth/providers')).json?.results).toEqual([{ id: 'dev', name: 'Development sign-in' }]);
    const cookie = await server.signIn('usr_ada');
    expect((await server.api('/me', { cookie })).json?.result.user.id).toBe('usr_ada');
  });

  it('outside production is unchanged: offered, with its pages, and signs in', async () => {
    const server = serverFor({ DATABASE: ':memory:' });
    expect((await server.api('/auth/providers')).json?.results).toEqual([{ id: 'dev', name: 'Development sign-in' }]);
    expect((await server.request('/dev-auth/authorize.css')).status).toBe(200);
    const cookie = await server.signIn('usr_hedy');
    expect((await server.api('/me', { cookie })).json?.result.user.id).toBe('usr_hedy');
  });
});
