import { describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

describe('fault injection', () => {
  it('is off by default', async () => {
    const server = createTestServer({ seeds: ['demo'] });
    for (let i = 0; i < 20; i += 1) expect((await server.api('/auth/providers')).status).toBe(200);
  });

  it('answers /api requests 500 internal_error at FAULT_ERROR_RATE=1, never /healthz, /dev-auth or pages', async () => {
    const server = createTestServer({
      seeds: ['demo'],
      config: { faults: { latencyMs: null, errorRate: 1, paths: null } },
    });
    const failed = await server.api('/auth/providers');
    expect(failed.status).toBe(500);
    expect(failed.json?.errors[0].errorCode).toBe('internal_error');
    expect(failed.json?.errors[0].errorMessage).toContain(failed.response.headers.get('x-request-id'));
    expect((await server.request('/healthz')).status).toBe(200);
    expect((await server.request('/dev-auth/authorize.css')).status).toBe(200);
    expect((await server.request('/segments')).status).toBe(200);
  });

  it('limits faults to FAULT_PATHS', async () => {
    const server = createTestServer({
      seeds: ['demo'],
      config: { faults: { latencyMs: null, errorRate: 1, paths: /\/segments/ } },
    });
    expect((await server.api('/auth/providers')).status).toBe(200);
    expect((await server.api('/segments')).status).toBe(500);
  });

  it('adds latency', async () => {
    const server = createTestServer({
      seeds: ['demo'],
      config: { faults: { latencyMs: [300, 320], errorRate: 0, paths: null } },
    });
    const started = performance.now();
    expect((await server.api('/auth/providers')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    const health = performance.now();
    await server.request('/healthz');
    expect(performance.now() - health).toBeLessThan(250);
  });
});
