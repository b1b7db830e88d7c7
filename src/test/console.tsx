import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import type { Role } from '../../contract';
import { App } from '../app/App';
import { routes, signInOnUnauthorized } from '../app/router';
import { resetReauthentication } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, on, page, single, type Handler } from './fake-api';
import { sessionFor, testMembers } from './session';

/**
 * The whole console (its routes, shell and pages, as `main.tsx` mounts them) at `url`, signed in as
 * `role`, over a fake API: `/api/me` and `/api/members` answered, then `handlers`. Returns the
 * router (its `state.location` is where the console went) and the fake fetch.
 */
export function renderConsole(role: Role, url: string, ...handlers: Handler[]) {
  resetReauthentication();
  const fetchMock = fakeApi(
    on('GET', '/api/me', () => single(sessionFor(role))),
    on('GET', '/api/members', () => page(testMembers)),
    ...handlers,
  );
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  signInOnUnauthorized(router, queryClient);
  render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  return { router, fetchMock };
}
