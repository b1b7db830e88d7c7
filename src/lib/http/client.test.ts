import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { http } from './client';
import { resetReauthentication, setUnauthorizedHandler } from './unauthorized';

const item = z.object({ id: z.string() });

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetReauthentication();
});
afterEach(() => {
  fetchMock.mockReset();
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http client', () => {
  it('unwraps a single resource and reads its ETag', async () => {
    fetchMock.mockResolvedValue(respond(200, { result: { id: 's1' }, errors: [] }, { ETag: '"v2"' }));
    const resource = await http.get('/segments/s1', item);
    expect(resource).toEqual({ data: { id: 's1' }, etag: '"v2"' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/segments/s1');
  });

  it('passes the opaque cursor back unchanged and unwraps a page', async () => {
    const pagination = { nextCursor: 'b3BhcXVl', limit: 2, hasMore: true, total: 5 };
    fetchMock.mockResolvedValue(respond(200, { results: [{ id: 'a' }, { id: 'b' }], errors: [], pagination }));
    const page = await http.getPage('/segments', item, { cursor: 'abc+/=', limit: 2, query: { q: 'eng' } });
    expect(page.items).toHaveLength(2);
    expect(page.pagination.nextCursor).toBe('b3BhcXVl');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('cursor')).toBe('abc+/=');
    expect(url.searchParams.get('limit')).toBe('2');
    expect(url.searchParams.get('q')).toBe('eng');
  });

  it('accepts a numeric nextCursor as the spec sometimes types it', async () => {
    const pagination = { nextCursor: 40, limit: 20, hasMore: true, total: 90 };
    fetchMock.mockResolvedValue(respond(200, { results: [], errors: [], pagination }));
    const page = await http.getPage('/workers/org-chart', item);
    expect(page.pagination.nextCursor).toBe(40);
  });

  it('sends If-Match on a write and returns the new ETag of a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204, headers: { ETag: '"v3"' } }));
    const result = await http.put('/segments/s1', { name: 'x' }, { ifMatch: '"v2"' });
    expect(result.etag).toBe('"v3"');
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"v2"');
    expect(init.method).toBe('PUT');
  });

  it('throws one ApiError carrying the errorCode, message and target of the envelope', async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        result: null,
        errors: [{ errorCode: 'segment_name_conflict', errorMessage: 'Name taken', target: 'name' }],
      }),
    );
    const error = await caught(http.put('/segments/s1', {}, { ifMatch: '"v1"' }));
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'segment_name_conflict',
      message: 'Name taken',
      target: 'name',
    });
  });

  it('passes an errorCode outside the vocabulary through with the service’s words', async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        result: null,
        errors: [{ errorCode: 'segment_quota_exceeded', errorMessage: 'Too many segments', target: null }],
      }),
    );
    const error = await caught(http.post('/segments', {}));
    expect(error).toMatchObject({ status: 400, errorCode: 'segment_quota_exceeded', message: 'Too many segments' });
  });

  it('turns a success that does not match the schema into malformed_response', async () => {
    fetchMock.mockResolvedValue(respond(200, { result: { id: 42 }, errors: [] }));
    const error = await caught(http.get('/segments/s1', item));
    expect(error.errorCode).toBe('malformed_response');
  });

  it('turns an error without an envelope (e.g. an HTML 502) into a clear ApiError', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(http.get('/segments/s1', item));
    expect(error).toMatchObject({ status: 502, errorCode: 'internal_error' });
  });

  it('explains a 500 without an envelope as the service’s own problem, not as a response it could not read', async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));
    const error = await caught(http.get('/segments/s1', item));
    expect(error).toMatchObject({
      status: 500,
      errorCode: 'internal_error',
      message: 'The service had a problem. Try again in a moment.',
    });
  });

  it('explains a 403 without an envelope (e.g. from a proxy) as a missing permission', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Forbidden</html>', { status: 403 }));
    const error = await caught(http.put('/segments/s1', { name: 'x' }, { ifMatch: '"v1"' }));
    expect(error).toMatchObject({ status: 403, errorCode: 'forbidden', message: 'You lack permission to do this.' });
  });

  it('turns a failed network into network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(http.get('/segments/s1', item));
    expect(error).toMatchObject({ status: 0, errorCode: 'network_error' });
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(http.get('/segments', item, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('calls the unauthorized handler once for a 401, however many requests fail', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () =>
      respond(401, { result: null, errors: [{ errorCode: 'unauthorized', errorMessage: 'Sign in' }] }),
    );
    await caught(http.get('/me', item));
    await caught(http.get('/segments', item));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
