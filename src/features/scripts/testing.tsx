import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { rolePermissions, type Role, type Session } from '../../../contract';
import { createQueryClient } from '../../lib/query-client';
import { SessionContext } from '../../lib/session';

/** Test helpers of the scripts area: a signed-in session, a router, and a fake API. */

// jsdom does not lay text out; CodeMirror measures ranges when it scrolls to the cursor.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const USERS: Record<Role, Session['user']> = {
  owner: { id: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test' },
  admin: { id: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test' },
  hr_editor: { id: 'usr_hedy', name: 'Hedy Lamarr', email: 'hedy@acme.test' },
  finance_viewer: { id: 'usr_frances', name: 'Frances Allen', email: 'frances@acme.test' },
};

export function sessionFor(role: Role): Session {
  return {
    user: USERS[role],
    workspace: { subdomain: 'acme', name: 'Acme Corp' },
    role,
    permissions: [...rolePermissions[role]],
    authMethod: 'session',
  };
}

export const members = Object.entries(USERS).map(([role, user]) => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  role,
}));

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function failure(
  status: number,
  errorCode: string,
  errorMessage = 'The service says no.',
  target: string | null = null,
) {
  return json(status, { result: null, errors: [{ errorCode, errorMessage, target }] });
}

export function page<T>(results: T[], { total = results.length, nextCursor = null as string | null } = {}) {
  return json(200, { results, errors: [], pagination: { nextCursor, limit: 50, hasMore: nextCursor !== null, total } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Stubs fetch: each request goes to the first handler that answers it; anything else is a 400. */
export function fakeApi(...handlers: Handler[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://acme.localhost');
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return failure(400, 'not_found', `Nothing at ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const membersHandler: Handler = (url) => (url.pathname === '/api/members' ? page(members) : undefined);

/** Where the router is now, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state: unknown },
  role: Role = 'owner',
  extra?: ReactNode,
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    routes.map((route) => ({
      ...route,
      element: (
        <>
          {route.element}
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [initialEntry] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={sessionFor(role)}>
        <RouterProvider router={router} />
        {extra}
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
