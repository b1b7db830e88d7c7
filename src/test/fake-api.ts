import { vi } from 'vitest';
import { testMembers } from './session';

/** A JSON response, as the API sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The single-resource envelope of a success. */
export const single = (result: unknown, status = 200) => json(status, { result, errors: [] });

/** The error envelope: one error object, its status kept. */
export function failure(
  status: number,
  errorCode: string,
  errorMessage = 'server words',
  target: string | null = null,
) {
  return json(status, { result: null, errors: [{ errorCode, errorMessage, target }] });
}

/** The collection envelope of one page; `nextCursor` null makes it the last page. */
export function page<T>(
  results: readonly T[],
  {
    total = results.length,
    nextCursor = null,
    limit = 200,
  }: { total?: number; nextCursor?: string | null; limit?: number } = {},
) {
  return json(200, { results, errors: [], pagination: { nextCursor, limit, hasMore: nextCursor !== null, total } });
}

/** Answers a request, or passes it on (undefined) to the next handler. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * A handler for one method and path (`/api/...`, exact, or a pattern whose groups are handed on).
 * Its query string stays in `url.searchParams`.
 */
export function on(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string | RegExp,
  respond: (request: { url: URL; init: RequestInit | undefined; params: string[] }) => Response | Promise<Response>,
): Handler {
  return (url, init) => {
    if ((init?.method ?? 'GET') !== method) return undefined;
    const match = typeof path === 'string' ? (url.pathname === path ? [path] : null) : path.exec(url.pathname);
    return match ? respond({ url, init, params: match.slice(1) }) : undefined;
  };
}

/** `GET /api/members`: the people of `testMembers`. */
export const membersHandler: Handler = on('GET', '/api/members', () => page(testMembers));

/**
 * Stubs fetch: each request goes to the first handler that answers it; anything else is a 400
 * `not_found`. Returns the mock, whose calls are the requests sent. Undo with vi.unstubAllGlobals.
 */
export function fakeApi(...handlers: Handler[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://acme.localhost');
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return failure(400, 'not_found', `Nothing at ${init?.method ?? 'GET'} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a fake API received with this method whose path and query match `pattern`. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, method: string, pattern: RegExp) {
  return fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && pattern.test(String(url)));
}
