import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission, type PolicySummary } from '../../../../contract';
import { failure, fakeApi, on, page } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
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

const listPage = (results: PolicySummary[], nextCursor: string | null = null, total = results.length) =>
  page(results, { nextCursor, total, limit: 2 });

let listResponse: (cursor: string | null) => Response;

beforeEach(() => {
  listResponse = (cursor) =>
    cursor === null ? listPage(policies.slice(0, 2), 'next', 3) : listPage(policies.slice(2), null, 3);
  fakeApi(
    on('GET', '/api/members', () =>
      page([{ userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' }]),
    ),
    (url) => listResponse(url.searchParams.get('cursor')),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(permissions: readonly Permission[] = rolePermissions.hr_editor) {
  const { router } = renderInApp(
    [
      { path: '/policies', element: <PolicyListPage /> },
      { path: '/policies/:policyId', element: <h1>Viewer</h1> },
    ],
    { at: '/policies', role: 'hr_editor', permissions },
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
      if (cursor === null) return listPage(policies.slice(0, 2), 'next', 3);
      if (failNext) {
        failNext = false;
        return failure(400, 'validation_error', 'cursor is not valid');
      }
      return listPage(policies.slice(2), null, 3);
    };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 of 3 policies loaded');
    expect(screen.getByRole('link', { name: 'Engineering access' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    expect(await screen.findByRole('link', { name: 'Payroll export' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no policies', async () => {
    listResponse = () => listPage([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No policies yet' })).toBeInTheDocument();
  });
});
