import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { toasterRequest } from '../lib/notify';
import { useReactDrawn } from './use-app-shortcuts';

const Toaster = lazy(() => import('./Toaster'));

interface AppProps {
  /** Created once, outside React (main.tsx), so StrictMode's double renders share them. */
  router: DataRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  const toasts = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested);
  useReactDrawn();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
