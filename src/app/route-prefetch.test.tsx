import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQuery } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, on, requestsTo } from '../test/fake-api';
import { sessionFor } from '../test/session';
import { App } from './App';
import { loaderContext, routes } from './router';

/** Requests that stay unanswered, as on a slow phone before anything has arrived. */
const pending = () => new Promise<Response>(() => {});

function openConsole(url: string, queryClient = createQueryClient()) {
  const api = fakeApi(on('GET', '/api/me', pending), on('GET', '/api/segments', pending));
  const router = createMemoryRouter(routes, { initialEntries: [url], getContext: loaderContext(queryClient) });
  render(<App router={router} queryClient={queryClient} />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('opening a page', () => {
  it.each([
    ['/segments', /^\/api\/segments\?limit=25$/],
    ['/segments?q=eng', /^\/api\/segments\?q=eng&limit=25$/],
  ])('%s asks for its data together with the session, before either has answered', async (url, data) => {
    const api = openConsole(url);
    await waitFor(() => expect(requestsTo(api, 'GET', data)).toHaveLength(1));
    expect(requestsTo(api, 'GET', /^\/api\/me$/)).toHaveLength(1);
  });

  it("waits in the frame of the layout, where the page will be, under the page's header", async () => {
    openConsole('/segments');
    expect(await screen.findByText('Loading your workspace…')).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument();
    expect(main.getByText('Groups of workers that policies apply to.')).toBeInTheDocument();
    expect(main.getByRole('status')).toHaveTextContent('Loading your workspace…');
  });

  it("does not ask for a page's data when the known session may not open it", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQuery().queryKey, sessionFor('finance_viewer'));
    const api = openConsole('/segments', queryClient);
    expect(await screen.findByText('You lack permission to see segments')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', /^\/api\/segments/)).toHaveLength(0);
  });
});

describe('changing only the query string', () => {
  it('runs no loader, so the page answers within the frame (the org chart expands on the next paint)', async () => {
    fakeApi(on('GET', '/api/me', pending));
    const router = createMemoryRouter(routes, {
      initialEntries: ['/org-chart'],
      getContext: loaderContext(createQueryClient()),
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/org-chart?view=tree');
    unsubscribe();
    expect(router.state.location.search).toBe('?view=tree');
    expect(states).not.toContain('loading');
  });
});
