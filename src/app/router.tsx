import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider, type DataRouter, type RouteObject } from 'react-router';
import { activityHeading } from '../features/activity';
import { sessionQuery } from '../features/auth';
import { licenseCostsHeading } from '../features/licenses';
import { orgChartHeading, orgChartNamespaces } from '../features/org-chart';
import { policyListHeading } from '../features/policies';
import { newScriptHeading, scriptListHeading } from '../features/scripts';
import { secretsHeading } from '../features/secrets';
import { newSegmentHeading, prefetchSegmentList, segmentListHeading } from '../features/segments';
import { LoadingState } from '../components/states';
import { setUnauthorizedHandler } from '../lib/http';
import { defineMessages } from '../lib/i18n';
import { signInPath } from '../lib/return-to';
import { BootFallback } from './BootFallback';
import { HomeRedirect } from './HomeRedirect';
import { NotFoundPage } from './NotFoundPage';
import { access, type RouteAccess } from './route-access';
import {
  prefetchLoader,
  queryClientContext,
  sessionLoader,
  sessionShouldRevalidate,
  withMessages,
  type Prefetch,
} from './route-prefetch';
import { RootErrorPage } from './RootErrorPage';
import { Shell } from './Shell';

const messages = defineMessages({
  policy: { id: 'shell.route.policy', defaultMessage: 'Policy' },
  policies: {
    id: 'shell.route.policies',
    defaultMessage: 'policies',
    description: 'In “You lack permission to see {what}”',
  },
  segment: { id: 'shell.route.segment', defaultMessage: 'Segment' },
  segments: {
    id: 'shell.route.segments',
    defaultMessage: 'segments',
    description: 'In “You lack permission to see {what}”',
  },
  segmentEditor: {
    id: 'shell.route.segmentEditor',
    defaultMessage: 'the segment editor',
    description: 'In “You lack permission to see {what}”',
  },
  activity: {
    id: 'shell.route.activity',
    defaultMessage: 'the activity log',
    description: 'In “You lack permission to see {what}”',
  },
  orgChart: {
    id: 'shell.route.orgChart',
    defaultMessage: 'the org chart',
    description: 'In “You lack permission to see {what}”',
  },
  licenseCosts: {
    id: 'shell.route.licenseCosts',
    defaultMessage: 'license costs',
    description: 'In “You lack permission to see {what}”',
  },
  secrets: {
    id: 'shell.route.secrets',
    defaultMessage: 'secrets',
    description: 'In “You lack permission to see {what}”',
  },
  script: { id: 'shell.route.script', defaultMessage: 'Script' },
  scripts: {
    id: 'shell.route.scripts',
    defaultMessage: 'scripts',
    description: 'In “You lack permission to see/create {what}”',
  },
  apiKeysTitle: { id: 'shell.route.apiKeysTitle', defaultMessage: 'API keys' },
  apiKeys: {
    id: 'shell.route.apiKeys',
    defaultMessage: 'API keys',
    description: 'In “You lack permission to see {what}”',
  },
  serviceCheckTitle: { id: 'shell.route.serviceCheckTitle', defaultMessage: 'Service check' },
  serviceCheckDescription: {
    id: 'shell.route.serviceCheckDescription',
    defaultMessage: 'Whether the service this console talks to answers what the console expects.',
  },
  serviceCheck: {
    id: 'shell.route.serviceCheck',
    defaultMessage: 'the service check',
    description: 'In “You lack permission to run {what}”',
  },
});

const segmentsArea = { to: '/segments', label: segmentListHeading.title };
const scriptsArea = { to: '/scripts', label: scriptListHeading.title };
/** A page's route: its permission (`handle.access`), and its data asked for with its code. */
function page(route: RouteObject & { path: string }, rule: RouteAccess, prefetch?: Prefetch): RouteObject {
  return { ...route, handle: access(rule), loader: prefetch ? prefetchLoader(rule, prefetch) : undefined };
}

const policyAccess = access({
  permission: 'policies:read',
  title: messages.policy,
  what: messages.policies,
  parent: { to: '/policies', label: policyListHeading.title },
});

/**
 * Every page of the console. Each area's page loads on demand, with its libraries. A page's
 * permission is declared here (`handle.access`) and checked once, by the layout's PermissionGate.
 * Loaders only start requests (`/me`, a page's data) and never wait for them.
 */
export const routes: RouteObject[] = [
  // Its own chunk: a signed-in start (the most common) does not fetch the sign-in page's code.
  {
    path: '/sign-in',
    lazy: async () => ({ Component: (await import('./SignInRoute')).SignInRoute }),
    HydrateFallback: LoadingState,
    errorElement: <RootErrorPage />,
  },
  {
    path: '/',
    Component: Shell,
    loader: sessionLoader,
    shouldRevalidate: sessionShouldRevalidate,
    // Shown while the first page's code loads.
    HydrateFallback: BootFallback,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, Component: HomeRedirect },
      page(
        { path: 'segments', lazy: () => withMessages(import('./routes/segments-list'), ['segmentList']) },
        {
          permission: 'segments:read',
          ...segmentListHeading,
          fixedHeader: true,
          what: messages.segments,
        },
        prefetchSegmentList,
      ),
      {
        path: 'segments/new',
        lazy: () => withMessages(import('./routes/segment-create'), ['segments', 'segmentRules', 'segmentList']),
        handle: access({
          permission: 'segments:write',
          ...newSegmentHeading,
          what: messages.segmentEditor,
          parent: segmentsArea,
        }),
      },
      {
        path: 'segments/:segmentId',
        lazy: () => withMessages(import('./routes/segment-edit'), ['segments', 'segmentRules', 'segmentList']),
        handle: access({
          permission: 'segments:read',
          title: messages.segment,
          what: messages.segments,
          parent: segmentsArea,
        }),
      },
      {
        path: 'org-chart',
        lazy: () => withMessages(import('./routes/org-chart'), orgChartNamespaces),
        handle: access({ permission: 'workers:read', ...orgChartHeading, fixedHeader: true, what: messages.orgChart }),
      },
      page(
        { path: 'licenses', lazy: () => withMessages(import('./routes/license-costs'), ['licenses']) },
        {
          permission: 'licenses:read',
          ...licenseCostsHeading,
          what: messages.licenseCosts,
        },
      ),
      {
        path: 'secrets',
        lazy: () => withMessages(import('./routes/secrets'), ['secrets']),
        handle: access({
          permission: 'secrets:read',
          ...secretsHeading,
          fixedHeader: true,
          what: messages.secrets,
        }),
      },
      {
        path: 'policies',
        lazy: () => withMessages(import('./routes/policies-list'), ['policies']),
        handle: access({
          permission: 'policies:read',
          ...policyListHeading,
          fixedHeader: true,
          what: messages.policies,
        }),
      },
      {
        path: 'policies/:policyId',
        lazy: () => withMessages(import('./routes/policy-viewer'), ['policies']),
        handle: policyAccess,
      },
      {
        path: 'policies/:policyId/revisions/:revisionNumber',
        lazy: () => withMessages(import('./routes/policy-viewer'), ['policies']),
        handle: policyAccess,
      },
      {
        path: 'scripts',
        lazy: () => withMessages(import('./routes/scripts-list'), ['scripts']),
        handle: access({
          permission: 'scripts:read',
          ...scriptListHeading,
          fixedHeader: true,
          what: messages.scripts,
        }),
      },
      {
        path: 'scripts/new',
        lazy: () => withMessages(import('./routes/script-create'), ['scripts']),
        handle: access({
          permission: 'scripts:write',
          ...newScriptHeading,
          action: 'create',
          what: messages.scripts,
          parent: scriptsArea,
        }),
      },
      {
        path: 'scripts/:scriptId',
        lazy: () => withMessages(import('./routes/script-view'), ['scripts']),
        handle: access({
          permission: 'scripts:read',
          title: messages.script,
          what: messages.scripts,
          parent: scriptsArea,
        }),
      },
      {
        path: 'activity',
        lazy: () => withMessages(import('./routes/activity'), ['activity']),
        handle: access({ permission: 'audit:read', ...activityHeading, fixedHeader: true, what: messages.activity }),
      },
      {
        path: 'settings/api-keys',
        lazy: () => withMessages(import('./routes/api-keys'), ['api-keys']),
        handle: access({ permission: 'api_keys:manage', title: messages.apiKeysTitle, what: messages.apiKeys }),
      },
      {
        path: 'settings/service-check',
        lazy: () => withMessages(import('./routes/service-check'), ['service-check']),
        handle: access({
          permission: 'api_keys:manage_all',
          title: messages.serviceCheckTitle,
          description: messages.serviceCheckDescription,
          what: messages.serviceCheck,
          action: 'run',
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * A 401 anywhere: sign in again and come back to the same URL, or to the one being opened when
 * the 401 met a page's first requests while its code loaded. Unsaved work is kept as drafts.
 * "Your session has ended" only when someone was signed in; a first visit just signs in.
 */
export function signInOnUnauthorized(router: DataRouter, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
    if (pathname === '/sign-in') return;
    const wasSignedIn = queryClient.getQueryData(sessionQuery().queryKey) !== undefined;
    const returnTo = `${pathname}${search}${hash}`;
    void router.navigate(signInPath(returnTo, wasSignedIn ? 'expired' : undefined), { replace: true });
  });
}

/** What route loaders get: the app's query client, to start a page's requests early. */
export const loaderContext = (queryClient: QueryClient) => () =>
  new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

/** The console's one router, created once outside React (main.tsx). */
export function createAppRouter(queryClient: QueryClient): DataRouter {
  const router = createBrowserRouter(routes, { getContext: loaderContext(queryClient) });
  signInOnUnauthorized(router, queryClient);
  return router;
}
