import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../http/security-headers';
import { createTestServer } from './harness';

const dist = mkdtempSync(path.join(tmpdir(), 'service-console-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const bigScript = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, k) => `name ${k}`))};`;
writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bigScript);
writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(bigScript));
writeFileSync(path.join(path.dirname(dist), 'outside-secret.txt'), 'nope');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = createTestServer({ seeds: ['demo'], config: { staticDir: dist } });

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  expect(contentSecurityPolicy).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('console pages', () => {
  it('serve index.html with no-cache and the security headers', async () => {
    const response = await server.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
    expectSecurityHeaders(response);
  });

  it('fall back to index.html for client routes without an extension', async () => {
    for (const route of ['/segments', '/segments/5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a11', '/sign-in']) {
      const response = await server.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expectSecurityHeaders(response);
    }
  });

  it('serve hashed assets as immutable, other files as no-cache', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    const icon = await server.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('send the precompressed file the client accepts, brotli first, with Vary', async () => {
    const br = await server.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);
    const gz = await server.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);
    const plain = await server.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('compress API responses as negotiated, and leave small ones alone', async () => {
    const cookie = await server.signIn('usr_ada');
    const asked = { cookie, headers: { 'Accept-Encoding': 'br, gzip' } };
    const page = await server.request('/api/workers/org-chart?limit=200', asked);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString());
    expect(body.results.length).toBeGreaterThan(0);
    const gz = await server.request('/api/workers/org-chart?limit=200', {
      cookie,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(body);
    const plain = await server.request('/api/workers/org-chart?limit=200', { cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(body);
    const small = await server.request('/healthz', asked);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answer a missing asset with a plain 404, not the app', async () => {
    const response = await server.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expectSecurityHeaders(response);
  });

  it('never serve files outside the console directory', async () => {
    for (const attempt of [
      '/../outside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/assets/%2e%2e/%2e%2e/outside-secret.txt',
    ]) {
      const response = await server.request(attempt);
      expect(await response.text()).not.toContain('nope');
    }
  });

  it('ask to run the build when there is no index.html', async () => {
    const unbuilt = createTestServer({ seeds: [], config: { staticDir: path.join(dist, 'missing') } });
    const response = await unbuilt.request('/segments');
    expect(await response.text()).toMatch(/npm run build/);
    expectSecurityHeaders(response);
  });

  it('put the security headers on API responses too', async () => {
    expectSecurityHeaders((await server.api('/me')).response);
  });
});
