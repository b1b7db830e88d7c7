import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../contract';
import { MAX_BODY_BYTES } from '../http/body';
import { createTestServer } from './harness';

const server = createTestServer();

function expectError(result: { status: number; json: unknown; response: Response }, status: number, errorCode: string) {
  expect(result.status).toBe(status);
  const envelope = errorEnvelopeSchema.parse(result.json);
  expect(envelope.errors[0]?.errorCode).toBe(errorCode);
  expect(result.response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(result.response.headers.get('cache-control')).toBe('no-store');
  return envelope;
}

describe('error envelopes', () => {
  it('answers an unknown route with 400 not_found', async () => {
    expectError(await server.api('/no/such/thing'), 400, 'not_found');
    expectError(await server.api('', {}), 400, 'not_found');
  });

  it('answers a wrong method with 400 validation_error', async () => {
    const cookie = await server.signIn('usr_ada');
    expectError(await server.api('/me', { method: 'DELETE', cookie }), 400, 'validation_error');
    expectError(await server.api('/workers/org-chart', { method: 'POST' }), 400, 'validation_error');
  });

  it('answers an unknown workspace with workspace_not_found', async () => {
    expectError(await server.api('/me', { workspace: 'initech' }), 400, 'workspace_not_found');
  });

  describe('request bodies', () => {
    const post = async (body: string, contentType = 'application/json', extra: Record<string, string> = {}) => {
      const cookie = await server.signIn('usr_ada');
      return server.api('/scripts', {
        method: 'POST',
        cookie,
        body,
        headers: { 'Content-Type': contentType, ...extra },
      });
    };

    it('rejects malformed JSON', async () => {
      expectError(await post('{"name": "x",'), 400, 'validation_error');
    });

    it('rejects a non-JSON content type', async () => {
      expectError(await post('name=x&code=y', 'application/x-www-form-urlencoded'), 400, 'validation_error');
      expectError(await post('{"name":"x","code":"y"}', 'text/plain'), 400, 'validation_error');
    });

    it('rejects a body over 1 MiB, declared or not', async () => {
      const big = JSON.stringify({ name: 'big', code: 'x'.repeat(MAX_BODY_BYTES) });
      expectError(await post(big), 400, 'validation_error');
      const streamed = await server.app.request('http://acme.localhost:8080/api/scripts', {
        method: 'POST',
        headers: {
          Host: 'acme.localhost:8080',
          'Content-Type': 'application/json',
          Cookie: await server.signIn('usr_ada'),
          Origin: 'http://acme.localhost:8080',
        },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(400);
      expect(((await streamed.json()) as { errors: { errorCode: string }[] }).errors[0]?.errorCode).toBe(
        'validation_error',
      );
    });

    it('accepts application/json with a charset', async () => {
      const result = await post(
        JSON.stringify({ name: 'charset ok', code: 'let a = 1;' }),
        'application/json; charset=utf-8',
      );
      expect(result.status).toBe(201);
    });
  });

  it('hides internal errors behind internal_error with a request id, and logs them with that id', async () => {
    const broken = createTestServer({ seeds: ['demo'] });
    const cookie = await broken.signIn('usr_ada');
    broken.db.exec('DROP TABLE segments');
    const result = await broken.api('/segments', { cookie });
    const envelope = expectError(result, 500, 'internal_error');
    const requestId = result.response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.errors).toHaveLength(1);
    expect(envelope.errors[0]?.errorMessage).toContain(requestId);
    expect(envelope.errors[0]?.errorMessage).not.toMatch(/segments|sqlite|no such table|at /i);
    const logged = broken.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.level === 'error');
    expect(logged).toMatchObject({ requestId, message: 'unhandled error' });
    expect(String(logged?.error)).toMatch(/no such table/);
  });
});

describe('headers on API responses', () => {
  it('sets no-store and a request id on success and failure', async () => {
    const providers = await server.api('/auth/providers');
    expect(providers.status).toBe(200);
    expect(providers.json).toEqual({
      results: [{ id: 'dev', name: 'Development sign-in' }],
      errors: [],
      pagination: { nextCursor: null, limit: 1, hasMore: false, total: 1 },
    });
    for (const result of [providers, await server.api('/segments')]) {
      expect(result.response.headers.get('cache-control')).toBe('no-store');
      expect(result.response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('GET /healthz', () => {
  it('answers ok for any Host, outside /api', async () => {
    for (const host of ['acme.localhost:8080', '127.0.0.1:8080', 'nowhere.example']) {
      const response = await server.app.request('http://127.0.0.1:8080/healthz', { headers: { Host: host } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { status: 'ok' }, errors: [] });
    }
  });
});
