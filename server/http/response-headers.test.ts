import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setHeader } from './response-headers';

describe('setHeader', () => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setHeader(c, 'X-Set', 'yes');
    setHeader(c, 'Vary', 'Accept-Encoding', { append: true });
  });
  app.get('/made', (c) => c.body('made here', 200, { Vary: 'Origin' }));
  // Headers of Response.redirect cannot be changed: the header still gets there.
  app.get('/immutable', () => Response.redirect('http://example.test/elsewhere', 302));

  it('sets and appends headers on the response the handler made', async () => {
    const response = await app.request('/made');
    expect(response.headers.get('x-set')).toBe('yes');
    expect(response.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(await response.text()).toBe('made here');
  });

  it('still sets them when the response headers cannot be changed', async () => {
    const response = await app.request('/immutable');
    expect(response.status).toBe(302);
    expect(response.headers.get('x-set')).toBe('yes');
    expect(response.headers.get('location')).toBe('http://example.test/elsewhere');
  });
});
