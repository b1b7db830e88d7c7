import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const browser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('a host that names no workspace', () => {
  const server = createTestServer({ seeds: ['demo'] });

  it.each(['localhost:8080', '127.0.0.1:8080'])('%s shows a browser the workspace addresses', async (host) => {
    const response = await server.request('/', { headers: { ...browser, Host: host } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<a href="http://acme.localhost:8080">http://acme.localhost:8080</a> · Acme Corp');
    expect(html).toContain('href="http://globex.localhost:8080"');
    expect(html).not.toContain('dirty.localhost');
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toContain('<link rel="stylesheet" href="/dev-auth/authorize.css">');
  });

  it('serves the page its stylesheet', async () => {
    const response = await server.request('/dev-auth/authorize.css', { headers: { Host: 'localhost:8080' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/css');
  });

  it('gives other clients and the API the error envelope', async () => {
    for (const [path, accept] of [
      ['/', 'application/json'],
      ['/api/me', browser.Accept],
      ['/api/auth/providers', 'application/json'],
    ]) {
      const response = await server.request(path!, { headers: { Host: 'localhost:8080', Accept: accept! } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ errorCode: 'workspace_not_found' }] });
    }
  });

  it('leaves workspace hosts and hosts that are not local alone', async () => {
    const acme = await server.request('/', { headers: browser });
    expect(await acme.text()).not.toContain('Choose a workspace');
    const remote = await server.request('/', { headers: { ...browser, Host: 'console.example.com' } });
    expect(await remote.text()).not.toContain('acme');
  });
});
