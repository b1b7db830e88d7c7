import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../contract';
import { rolePermissions } from '../../contract';
import { createQueryClient } from '../lib/query-client';
import { Layout } from './Layout';

const session: Session = {
  user: { id: 'usr_frances', name: 'Frances Allen', email: 'frances@acme.test' },
  workspace: { subdomain: 'acme', name: 'Acme Corp' },
  role: 'finance_viewer',
  permissions: [...rolePermissions.finance_viewer],
  authMethod: 'session',
};

function renderLayout() {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout session={session} />, children: [{ path: 'licenses', element: <h1>Costs</h1> }] }],
    { initialEntries: ['/licenses'] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Layout', () => {
  it('shows the workspace, every area, and which areas the role cannot use', () => {
    renderLayout();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: 'Service check' })).toHaveAccessibleDescription(
      'Your role cannot open this area',
    );
    expect(within(nav).getByRole('link', { name: 'License costs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Secrets' })).toHaveAccessibleDescription(
      'Your role cannot open this area',
    );
    expect(within(nav).getByRole('link', { name: 'License costs' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('heading', { name: 'Costs' })).toBeInTheDocument();
  });

  it('opens the account menu on the first click, its code loaded only then', async () => {
    const user = userEvent.setup();
    renderLayout();
    const account = screen.getByRole('button', { name: 'Account: Frances Allen' });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'System theme' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Account: Frances Allen' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account: Frances Allen' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
