import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { sessionQuery } from '../features/auth';
import { setUnauthorizedHandler } from '../lib/http';
import { signInPath } from '../lib/return-to';
import { REVEAL_SECONDS } from '../features/secrets/reveal-timer';
import { BootFallback } from './BootFallback';
import { HomeRedirect } from './HomeRedirect';
import { NotFoundPage } from './NotFoundPage';
import { access } from './route-access';
import { RootErrorPage } from './RootErrorPage';
import { Shell } from './Shell';
import { SignInRoute } from './SignInRoute';

const segmentsArea = { to: '/segments', label: 'Segments' };
const scriptsArea = { to: '/scripts', label: 'Scripts' };
const policyAccess = access({
  permission: 'policies:read',
  title: 'Policy',
  what: 'policies',
  parent: { to: '/policies', label: 'Policies' },
});

/**
 * Every page of the console. Each area's page loads on demand, with its libraries. A page's
 * permission is declared here (`handle.access`) and checked once, by the layout's PermissionGate.
 */
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
      {
        path: 'segments',
        lazy: () => import('./routes/segments-list'),
        handle: access({
          permission: 'segments:read',
          title: 'Segments',
          description: 'Groups of workers that policies apply to.',
          what: 'segments',
        }),
      },
      {
        path: 'segments/new',
        lazy: () => import('./routes/segment-create'),
        handle: access({
          permission: 'segments:write',
          title: 'New segment',
          description: 'Choose who this segment selects: by rule, or by hand.',
          what: 'the segment editor',
          parent: segmentsArea,
        }),
      },
      {
        path: 'segments/:segmentId',
        lazy: () => import('./routes/segment-edit'),
        handle: access({ permission: 'segments:read', title: 'Segment', what: 'segments', parent: segmentsArea }),
      },
      {
        path: 'org-chart',
        lazy: () => import('./routes/org-chart'),
        handle: access({ permission: 'workers:read', title: 'Org chart', what: 'the org chart' }),
      },
      {
        path: 'licenses',
        lazy: () => import('./routes/license-costs'),
        handle: access({
          permission: 'licenses:read',
          title: 'License costs',
          description: 'What licenses cost per year, day by day, and how much of it pays for licenses nobody uses.',
          what: 'license costs',
        }),
      },
      {
        path: 'secrets',
        lazy: () => import('./routes/secrets'),
        handle: access({
          permission: 'secrets:read',
          title: 'Secrets',
          description: `Credentials the workspace's policies use. Values stay hidden; revealing one is recorded and shows it for ${REVEAL_SECONDS} seconds.`,
          what: 'secrets',
        }),
      },
      {
        path: 'policies',
        lazy: () => import('./routes/policies-list'),
        handle: access({
          permission: 'policies:read',
          title: 'Policies',
          description: 'The rules the sync applies. Every change is kept as a numbered revision.',
          what: 'policies',
        }),
      },
      { path: 'policies/:policyId', lazy: () => import('./routes/policy-viewer'), handle: policyAccess },
      {
        path: 'policies/:policyId/revisions/:revisionNumber',
        lazy: () => import('./routes/policy-viewer'),
        handle: policyAccess,
      },
      {
        path: 'scripts',
        lazy: () => import('./routes/scripts-list'),
        handle: access({
          permission: 'scripts:read',
          title: 'Scripts',
          description: 'JavaScript that policies run. Scripts are kept as written: create a new one to change it.',
          what: 'scripts',
        }),
      },
      {
        path: 'scripts/new',
        lazy: () => import('./routes/script-create'),
        handle: access({
          permission: 'scripts:write',
          title: 'New script',
          description: 'A script cannot be edited once created; give it a name that says what it does.',
          action: 'create',
          what: 'scripts',
          parent: scriptsArea,
        }),
      },
      {
        path: 'scripts/:scriptId',
        lazy: () => import('./routes/script-view'),
        handle: access({ permission: 'scripts:read', title: 'Script', what: 'scripts', parent: scriptsArea }),
      },
      {
        path: 'settings/api-keys',
        lazy: () => import('./routes/api-keys'),
        handle: access({ permission: 'api_keys:manage', title: 'API keys', what: 'API keys' }),
      },
      {
        path: 'settings/service-check',
        lazy: () => import('./routes/service-check'),
        handle: access({
          permission: 'api_keys:manage',
          roles: ['owner', 'admin'],
          title: 'Service check',
          description: 'Whether the service this console talks to answers what the console expects.',
          what: 'the service check',
          action: 'run',
        }),
      },
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
