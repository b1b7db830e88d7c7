import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { sessionQuery } from '../features/auth';
import { setUnauthorizedHandler } from '../lib/http';
import { signInPath } from '../lib/return-to';
import { BootFallback } from './BootFallback';
import { HomeRedirect } from './HomeRedirect';
import { NotFoundPage } from './NotFoundPage';
import { RootErrorPage } from './RootErrorPage';
import { Shell } from './Shell';
import { SignInRoute } from './SignInRoute';

/** Every page of the console. Each area's page loads on demand, with its libraries. */
export const routes: RouteObject[] = [
  { path: '/sign-in', Component: SignInRoute, errorElement: <RootErrorPage /> },
  {
    path: '/',
    Component: Shell,
    // Shown while the first page's code loads.
    HydrateFallback: BootFallback,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, Component: HomeRedirect },
      { path: 'segments', lazy: () => import('./routes/segments-list') },
      { path: 'segments/new', lazy: () => import('./routes/segment-create') },
      { path: 'segments/:segmentId', lazy: () => import('./routes/segment-edit') },
      { path: 'org-chart', lazy: () => import('./routes/org-chart') },
      { path: 'licenses', lazy: () => import('./routes/license-costs') },
      { path: 'secrets', lazy: () => import('./routes/secrets') },
      { path: 'policies', lazy: () => import('./routes/policies-list') },
      { path: 'policies/:policyId', lazy: () => import('./routes/policy-viewer') },
      { path: 'policies/:policyId/revisions/:revisionNumber', lazy: () => import('./routes/policy-viewer') },
      { path: 'scripts', lazy: () => import('./routes/scripts-list') },
      { path: 'scripts/new', lazy: () => import('./routes/script-create') },
      { path: 'scripts/:scriptId', lazy: () => import('./routes/script-view') },
      { path: 'settings/api-keys', lazy: () => import('./routes/api-keys') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * A 401 anywhere: sign in again and come back to the same URL. Unsaved work is kept as drafts.
 * "Your session has ended" only when someone was signed in; a first visit just signs in.
 */
export function signInOnUnauthorized(router: DataRouter, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/sign-in') return;
    const wasSignedIn = queryClient.getQueryData(sessionQuery().queryKey) !== undefined;
    const returnTo = `${pathname}${search}${hash}`;
    void router.navigate(signInPath(returnTo, wasSignedIn ? 'expired' : undefined), { replace: true });
  });
}

/** The console's one router, created once outside React (main.tsx). */
export function createAppRouter(queryClient: QueryClient): DataRouter {
  const router = createBrowserRouter(routes);
  signInOnUnauthorized(router, queryClient);
  return router;
}
