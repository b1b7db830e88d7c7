import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Permission, Role, Session } from '../../contract';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/session';
import { sessionFor } from './session';

export interface InAppOptions {
  /** Where the router starts: a URL, or a URL with history state. */
  at?: string | { pathname: string; search?: string; state: unknown };
  /** Who is signed in (default an owner); `permissions` narrows the role's own. */
  role?: Role;
  permissions?: readonly Permission[];
  session?: Session;
  queryClient?: QueryClient;
  /** Rendered beside the router, inside the providers (a toaster, a probe). */
  beside?: ReactNode;
}

/**
 * Renders as the console does: the app's query client, a signed-in session and a data router.
 * Give routes, or one element to show at every path. Returns the render result with the router
 * (its `state.location` is where the page went) and the query client.
 */
export function renderInApp(ui: ReactElement | RouteObject[], options: InAppOptions = {}) {
  const { at = '/', role = 'owner', permissions, beside } = options;
  const session = options.session ?? sessionFor(role, permissions);
  const queryClient = options.queryClient ?? createQueryClient();
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
        {beside}
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Everything TanStack Query keeps, every query's and every mutation's state, as text (to look for a secret). */
export function cacheContents(queryClient: QueryClient): string {
  return JSON.stringify({
    queries: queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state),
    mutations: queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  });
}
