import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReauthentication } from '../lib/http';
import { notifyUnauthorized } from '../lib/http/unauthorized';
import { createQueryClient } from '../lib/query-client';
import { failure, fakeApi, on, page, single } from '../test/fake-api';
import { sessionFor } from '../test/session';
import { App } from './App';
import { routes, signInOnUnauthorized } from './router';

const session = sessionFor('finance_viewer');

let signedIn = false;

beforeEach(() => {
  signedIn = false;
  resetReauthentication();
  fakeApi(
    on('GET', '/api/me', () => (signedIn ? single(session) : failure(401, 'unauthorized', 'Sign in first.'))),
    on('GET', '/api/auth/providers', () => page([{ id: 'dev', name: 'Development sign-in' }], { limit: 1 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderConsole(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  signInOnUnauthorized(router, queryClient);
  render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  return { router, queryClient };
}

describe('going to sign in', () => {
  it('a first visit without a session signs in without saying a session ended', async () => {
    const { router } = renderConsole('/nowhere?from=link');
    expect(await screen.findByRole('link', { name: 'Sign in with Development sign-in' })).toBeVisible();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fnowhere%3Ffrom%3Dlink');
  });

  it('says the session has ended when a signed-in user gets a 401', async () => {
    signedIn = true;
    const { router, queryClient } = renderConsole('/nowhere?from=link');
    expect(await screen.findByRole('button', { name: 'Account: Frances Allen' })).toBeVisible();
    signedIn = false;
    await queryClient.refetchQueries({ queryKey: ['auth', 'session'] });
    expect(await screen.findByText(/Your session has ended/)).toBeVisible();
    expect(router.state.location.search).toBe('?returnTo=%2Fnowhere%3Ffrom%3Dlink&reason=expired');
  });

  it('comes back to the page being opened when the 401 meets it while it loads', async () => {
    let arrive!: () => void;
    const held = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/licenses', element: <p>Licenses</p> },
        { path: '/org-chart', loader: () => held, element: <p>Org chart</p> },
        { path: '/sign-in', element: <p>Sign in</p> },
      ],
      { initialEntries: ['/licenses?range=90d'] },
    );
    signInOnUnauthorized(router, createQueryClient());
    void router.navigate('/org-chart?focus=w1');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    notifyUnauthorized();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Forg-chart%3Ffocus%3Dw1');
    arrive();
  });
});
