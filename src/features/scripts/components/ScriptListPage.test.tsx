import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptSummary } from '../../../../contract';
import { failure, fakeApi, membersHandler, page } from '../../../test/fake-api';
import { renderRoutes } from './testing';
import { ScriptListPage } from './ScriptListPage';

const scripts: ScriptSummary[] = [
  {
    id: 'scr_1',
    name: 'derive-email-alias',
    sizeBytes: 1536,
    createdAt: '2026-03-02T10:00:00Z',
    createdByUserId: 'usr_ada',
  },
  {
    id: 'scr_2',
    name: 'map-cost-center',
    sizeBytes: 640,
    createdAt: '2026-04-12T08:30:00Z',
    createdByUserId: 'usr_gone',
  },
  {
    id: 'scr_3',
    name: 'normalize-phone-numbers',
    sizeBytes: 20_480,
    createdAt: '2026-05-20T16:45:00Z',
    createdByUserId: 'usr_grace',
  },
];

function scriptsHandler(url: URL) {
  if (url.pathname !== '/api/scripts') return undefined;
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const matching = scripts.filter((script) => script.name.includes(q));
  // Two per page, so that "Show more" has something to do.
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const next = start + 2 < matching.length ? String(start + 2) : null;
  return page(matching.slice(start, start + 2), { total: matching.length, nextCursor: next });
}

afterEach(() => vi.unstubAllGlobals());

function renderList(role: 'owner' | 'hr_editor' | 'finance_viewer' = 'owner', entry = '/scripts') {
  return renderRoutes([{ path: '/scripts', element: <ScriptListPage /> }], entry, role);
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ScriptListPage', { timeout: 20_000 }, () => {
  it('lists scripts with their size, creation and creator, a page at a time', async () => {
    fakeApi(membersHandler, scriptsHandler);
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('link', { name: 'derive-email-alias' })).toHaveAttribute('href', '/scripts/scr_1');
    expect(screen.getByRole('status')).toHaveTextContent('3 scripts');
    const [first, second] = rows();
    expect(first).toHaveTextContent('1.5 KB');
    await waitFor(() => expect(first).toHaveTextContent('by Ada Lovelace'));
    expect(second).toHaveTextContent('640 bytes');
    expect(second).toHaveTextContent('by usr_gone');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'normalize-phone-numbers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('searches by name, keeping the search in the address', async () => {
    const fetchMock = fakeApi(membersHandler, scriptsHandler);
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByRole('link', { name: 'derive-email-alias' });
    await user.type(screen.getByRole('searchbox', { name: 'Search scripts by name' }), 'phone');
    expect(await screen.findByRole('link', { name: 'normalize-phone-numbers' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 script matches “phone”');
    expect(router.state.location.search).toBe('?q=phone');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=phone'))).toBe(true);
  });

  it('says when nothing matches and clears the search', async () => {
    fakeApi(membersHandler, scriptsHandler);
    const user = userEvent.setup();
    renderList('owner', '/scripts?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No scripts match “zzz”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'derive-email-alias' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search scripts by name' })).toHaveValue('');
  });

  it('offers the first script to those who may create one', async () => {
    fakeApi(membersHandler, (url) => (url.pathname === '/api/scripts' ? page([]) : undefined));
    renderList();
    expect(await screen.findByRole('heading', { name: 'No scripts yet' })).toBeInTheDocument();
    expect(screen.getByText(/Create the first script/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New script' })).toHaveLength(2);
  });

  it('does not offer "New script" to someone who may only read', async () => {
    fakeApi(membersHandler, scriptsHandler);
    renderList('hr_editor');
    await screen.findByRole('link', { name: 'derive-email-alias' });
    expect(screen.queryByRole('link', { name: 'New script' })).not.toBeInTheDocument();
  });

  it('says when more scripts could not be loaded, keeping those shown', async () => {
    let failNext = false;
    fakeApi(membersHandler, (url) => {
      if (url.pathname === '/api/scripts' && url.searchParams.get('cursor') && failNext)
        return failure(400, 'validation_error', 'Bad cursor.');
      return scriptsHandler(url);
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: 'derive-email-alias' });
    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more scripts: Bad cursor.');
    expect(rows()).toHaveLength(2);
  });
});
