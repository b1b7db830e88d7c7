import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const Toaster = lazy(() => import('./Toaster'));

interface AppProps {
  /** Created once, outside React (main.tsx), so StrictMode's double renders share them. */
  router: DataRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
