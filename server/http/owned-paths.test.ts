import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { isApiOwnedPath, isBareLocalHost } from './owned-paths';

describe('the paths the API owns', () => {
  it('cover every route the app registers, so the dev server forwards them all', () => {
    const app = createApp({ db: openDatabase(':memory:') });
    const paths = new Set(app.routes.map((route) => route.path.replace(/\/\*$/, '')));
    paths.delete('*'); // middleware on every path, and the console's pages
    paths.delete('');
    expect(paths.size).toBeGreaterThan(20);
    expect([...paths].filter((path) => !isApiOwnedPath(path))).toEqual([]);
  });

  it('are whole path segments', () => {
    expect(isApiOwnedPath('/api')).toBe(true);
    expect(isApiOwnedPath('/dev-auth/authorize')).toBe(true);
    expect(isApiOwnedPath('/apiary')).toBe(false);
    expect(isApiOwnedPath('/segments')).toBe(false);
  });
});

describe('hosts that name no workspace', () => {
  it.each([
    ['localhost:8080', true],
    ['LOCALHOST', true],
    ['127.0.0.1:5173', true],
    ['[::1]:8080', true],
    ['acme.localhost:8080', false],
    ['console.example.com', false],
  ])('%s -> %s', (host, bare) => {
    expect(isBareLocalHost(host)).toBe(bare);
  });
});
