import { serve } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ROTATION_GUARD_MS } from '../handlers/api-keys';
import { createTestServer } from './harness';

const server = createTestServer({ seeds: ['demo'] });

/** Rotates one key `times` times at once; returns each answer's status, code and new secret. */
async function rotateConcurrently(rotate: () => Promise<Response>, times: number) {
  const responses = await Promise.all(Array.from({ length: times }, rotate));
  return Promise.all(
    responses.map(async (response) => {
      const json = (await response.json()) as { result: { secret: string } | null; errors: { errorCode: string }[] };
      return { status: response.status, errorCode: json.errors[0]?.errorCode, secret: json.result?.secret };
    }),
  );
}

/** A POST over a socket (fetch may not set Host), answered as a Response. */
function post(port: number, path: string, cookie: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = { Host: 'acme.localhost:8080', Origin: 'http://acme.localhost:8080', Cookie: cookie };
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode })));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function works(secret: string) {
  return (await server.api('/me', { bearer: secret })).status === 200;
}

describe('rotating an API key is atomic', () => {
  it('eight concurrent rotations: one wins with a working secret, the others get 412 precondition_failed', async () => {
    const { id, cookie, secret: original } = await server.createApiKey('usr_ada');
    const answers = await rotateConcurrently(
      () => server.request(`/api/api-keys/${id}/rotate`, { method: 'POST', cookie }),
      8,
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 412 && answer.errorCode === 'precondition_failed'),
    ).toHaveLength(7);
    expect(await works(winners[0]!.secret!)).toBe(true);
    expect(await works(original)).toBe(false);
  });

  it('over real HTTP too', async () => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    afterAll(() => void listening.close());
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    const { id, cookie } = await server.createApiKey('usr_ada');
    const answers = await rotateConcurrently(() => post(port, `/api/api-keys/${id}/rotate`, cookie), 8);
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 412 && answer.errorCode === 'precondition_failed'),
    ).toHaveLength(7);
    expect(await works(winners[0]!.secret!)).toBe(true);
  });

  it('a rotation moments after another is refused unless If-Match names the current version', async () => {
    const { id, cookie } = await server.createApiKey('usr_ada');
    const rotate = (headers: Record<string, string> = {}) =>
      server.api(`/api-keys/${id}/rotate`, { method: 'POST', cookie, headers });
    const first = await rotate();
    expect(first.status).toBe(200);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);

    const again = await rotate();
    expect(again.status).toBe(412);
    expect(again.json?.errors[0]).toMatchObject({ errorCode: 'precondition_failed', target: null });
    expect(again.json?.errors[0].errorMessage).toMatch(/already rotated/);
    expect(await works(first.json?.result.secret)).toBe(true);

    const withEtag = await rotate({ 'If-Match': etag });
    expect(withEtag.status).toBe(200);
    expect((await rotate({ 'If-Match': etag })).status).toBe(412);
    expect((await rotate({ 'If-Match': 'not-quoted' })).json?.errors[0].errorCode).toBe('invalid_if_match');
    expect(await works(withEtag.json?.result.secret)).toBe(true);

    server.clock.now = new Date(server.clock.now.getTime() + ROTATION_GUARD_MS);
    const later = await rotate();
    expect(later.status).toBe(200);
    expect(await works(later.json?.result.secret)).toBe(true);
  });
});
