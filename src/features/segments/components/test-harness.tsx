import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { WorkerSummary } from '../../../../contract';

/** Workers the fake `/api/workers` knows. */
export const knownWorkers: WorkerSummary[] = [
  {
    id: 'wrk_0001',
    name: 'Morgan Reyes',
    jobTitle: 'Chief Executive Officer',
    department: 'Executive',
    lifecycleStage: 'active',
  },
  { id: 'wrk_0002', name: 'Avery Chen', jobTitle: 'Head of Sales', department: 'Sales', lifecycleStage: 'active' },
];

const page = (results: WorkerSummary[]) =>
  new Response(
    JSON.stringify({
      results,
      errors: [],
      pagination: { nextCursor: null, limit: 200, hasMore: false, total: results.length },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

/** A fetch that answers worker look-ups (`?ids=`) and searches (`?q=`) from `knownWorkers`. */
export function fakeWorkerApi() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://acme.localhost');
    const ids = url.searchParams.get('ids');
    if (ids !== null) return page(knownWorkers.filter((worker) => ids.split(',').includes(worker.id)));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return page(knownWorkers.filter((worker) => worker.name.toLowerCase().includes(q)));
  });
}

/** Renders inside a data router (the unsaved-changes guard needs one) and a fresh query client. */
export function renderInApp(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/segments/s1'] });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
