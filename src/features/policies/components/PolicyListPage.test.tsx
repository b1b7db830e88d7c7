import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission, type PolicySummary, type Session } from '../../../../contract';
import { createQueryClient } from '../../../lib/query-client';
import { SessionContext } from '../../../lib/session';
import { PolicyListPage } from './PolicyListPage';

const recently = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
const policies: PolicySummary[] = [
  {
    id: 'pol_eng',
    name: 'Engineering access',
    latestRevision: 4,
    updatedAt: recently,
    updatedByUserId: 'usr_grace',
    updatedByName: 'Grace Hopper',
  },
  {
    id: 'pol_old',
    name: 'Legacy import',
    latestRevision: 2,
    updatedAt: '2024-12-01T10:00:00Z',
    updatedByUserId: 'usr_gone',
    updatedByName: null,
  },
  {
    id: 'pol_pay',
    name: 'Payroll export',
    latestRevision: 3,
    updatedAt: '2026-10-21T10:00:00Z',
    updatedByUserId: 'usr_ada',
    updatedByName: null,
  },
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const page = (results: unknown[], nextCursor: string | null = null, total = results.length) =>
  json(200, { results, errors: [], pagination: { nextCursor, limit: 2, hasMore: nextCursor !== null, total } });

let listResponse: (cursor: string | null) => Response;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  listResponse = (cursor) =>
    cursor === null ? page(policies.slice(0, 2), 'next', 3) : page(policies.slice(2), null, 3);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://acme.localhost');
    if (url.pathname === '/api/members') {
      return page([{ userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' }]);
    }
    return listResponse(url.searchParams.get('cursor'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage(permissions: readonly Permission[] = rolePermissions.hr_editor) {
  const session: Session = {
    user: { id: 'usr_hedy', name: 'Hedy Lamarr', email: 'hedy@acme.test' },
    workspace: { subdomain: 'acme', name: 'Acme Corp' },
    role: 'hr_editor',
    permissions: [...permissions],
    authMethod: 'session',
  };
  const router = createMemoryRouter(
    [
      { path: '/policies', element: <PolicyListPage /> },
      { path: '/policies/:policyId', element: <h1>Viewer</h1> },
    ],
    { initialEntries: ['/policies'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

describe('PolicyListPage', () => {
  it('lists every policy, over all pages, with its latest revision and who changed it when', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Policies, by name' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const row = within(table).getByRole('row', { name: /Engineering access/ });
    expect(row).toHaveTextContent('Revision 4');
    expect(row).toHaveTextContent('Grace Hopper');
    expect(within(row).getByText('3 days ago')).toHaveAttribute('title', expect.stringContaining('UTC'));
    expect(within(table).getByRole('link', { name: 'Engineering access' })).toHaveAttribute(
      'href',
      '/policies/pol_eng',
    );
    expect(within(table).getByRole('row', { name: /Payroll export/ })).toHaveTextContent('Ada Lovelace');
    expect(within(table).getByRole('row', { name: /Legacy import/ })).toHaveTextContent('usr_gone');
  });

  it('filters by name', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Payroll export' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'PAY');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Engineering access' })).toBeNull());
    expect(screen.getByText('1 of 3 policies')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'zzz');
    await user.click(await screen.findByRole('button', { name: 'Clear the filter' }));
    expect(screen.getByRole('link', { name: 'Engineering access' })).toBeInTheDocument();
  });

  it('keeps the policies already loaded when a later page fails, and loads the rest on request', async () => {
    const user = userEvent.setup();
    let failNext = true;
    listResponse = (cursor) => {
      if (cursor === null) return page(policies.slice(0, 2), 'next', 3);
      if (failNext) {
        failNext = false;
        return json(400, {
          result: null,
          errors: [{ errorCode: 'validation_error', errorMessage: 'cursor is not valid' }],
        });
      }
      return page(policies.slice(2), null, 3);
    };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 of 3 policies loaded');
    expect(screen.getByRole('link', { name: 'Engineering access' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    expect(await screen.findByRole('link', { name: 'Payroll export' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no policies', async () => {
    listResponse = () => page([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No policies yet' })).toBeInTheDocument();
  });
});
