import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import { sessionQuery } from '../features/auth';
import { getLocale, loadNamespaces } from '../lib/i18n';
import { mayOpen, type RouteAccess } from './route-access';

/** The app's query client, given to route loaders by the router (createAppRouter). */
export const queryClientContext = createContext<QueryClient | null>(null);

export type Prefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/** Asks for `/me` as soon as a signed-in page is opened, beside that page's code and data. */
export const sessionLoader: LoaderFunction = ({ context }) => {
  void context.get(queryClientContext)?.prefetchQuery(sessionQuery());
  return null;
};

/**
 * The session does not depend on the query string, so a change of it alone does not ask again:
 * the org chart's view changes (expanding a manager, focusing a person) then run no loader, and
 * show on the next frame rather than after a round of the router's promises.
 */
export const sessionShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

/**
 * A page's loader: its data is asked for together with its code, instead of once both the code
 * and `/me` have arrived and the page has rendered. Nothing waits for it: the page reads the same
 * query and shows its own loading state. Skipped when the known session may not open the page.
 */
export function prefetchLoader(rule: RouteAccess, prefetch: Prefetch): LoaderFunction {
  return ({ context, request }) => {
    const queryClient = context.get(queryClientContext);
    if (!queryClient) return null;
    const session = queryClient.getQueryData(sessionQuery().queryKey);
    if (!session || mayOpen(rule, session)) void prefetch(queryClient, new URL(request.url));
    return null;
  };
}

/**
 * A lazy page's code, resolved once the messages it shows first have come too (asked for beside
 * the code, not after it). The page then renders at once instead of suspending for them: React
 * holds content revealed after a Suspense fallback for up to 300 ms, which would hold the page and
 * whatever its first render starts (the org chart's first request). Messages that fail to come are
 * asked for again by the page itself, as before.
 */
export function withMessages<Module>(code: Promise<Module>, namespaces: readonly string[]): Promise<Module> {
  const messages = loadNamespaces(getLocale(), namespaces).catch(() => undefined);
  return Promise.all([code, messages]).then(([module]) => module);
}
