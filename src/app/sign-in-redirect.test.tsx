import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Session } from '../../contract';
import { resetReauthentication } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { App } from './App';
import { routes, signInOnUnauthorized } from './router';

const session: Session = {
  user: { id: 'usr_frances', name: 'Frances Allen', email: 'frances@acme.test' },
  workspace: { subdomain: 'acme', name: 'Acme Corp' },
  role: 'finance_viewer',
  permissions: [...rolePermissions.finance_viewer],
  authMethod: 'session',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, { result: null, errors: [{ errorCode: 'unauthorized', errorMessage: 'Sign in first.', target: null }] });

let signedIn = false;

beforeEach(() => {
  signedIn = false;
  resetReauthentication();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/me')) return signedIn ? json(200, { result: session, errors: [] }) : unauthorized();
      if (url.startsWith('/api/auth/providers')) {
        return json(200, {
          results: [{ id: 'dev', name: 'Development sign-in' }],
          errors: [],
          pagination: { nextCursor: null, limit: 1, hasMore: false, total: 1 },
        });
      }
      return json(400, { result: null, errors: [{ errorCode: 'not_found', errorMessage: 'No.', target: null }] });
    }),
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
});
