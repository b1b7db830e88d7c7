import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { sessionFor } from '../test/session';
import { keepEarlyShortcut } from './app-shortcuts';
import { Layout } from './Layout';

const session = sessionFor('finance_viewer');

function renderLayout(arriving: Promise<string> = Promise.resolve('Arrived')) {
  return renderInApp(
    [
      {
        path: '/',
        element: <Layout session={session} />,
        children: [
          {
            path: 'licenses',
            element: (
              <>
                <h1>Costs</h1>
                <input type="search" aria-label="Search costs" />
              </>
            ),
          },
          { path: 'org-chart', element: <h1>People</h1> },
          {
            path: 'arriving',
            lazy: async () => {
              const heading = await arriving;
              return { element: <h1>{heading}</h1> };
            },
          },
        ],
      },
    ],
    { at: '/licenses', session },
  );
}

describe('Layout', () => {
  it('shows the workspace, every area, and which areas the role cannot use', () => {
    renderLayout();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAccessibleDescription(
      'Your role cannot open this area',
    );
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

  it('focuses the page’s search on /, without typing the / into it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search costs' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });

  it('moves focus to the new page’s heading after a navigation', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('link', { name: 'Org chart' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'People' })).toHaveFocus());
  });

  it('keeps a dialog opened while the next page was still arriving', async () => {
    const user = userEvent.setup();
    let arrive = (_heading: string) => {};
    const { router } = renderLayout(new Promise((resolve) => (arrive = resolve)));
    // The next page's code is loading: the old page stays on screen meanwhile.
    const navigation = router.navigate('/arriving');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.getByRole('heading', { level: 1, name: 'Costs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find anything' }));
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });
    arrive('Arrived');
    await navigation;
    // Behind the modal palette, the page is hidden from the accessibility tree.
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrived', hidden: true })).toBeInTheDocument();
    expect(palette).toBeInTheDocument();
  }, 15_000);

  it('closes a dialog once the user moves to another page', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Find anything' }));
    await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });
    await router.navigate('/org-chart');
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  }, 15_000);

  it('opens what a shortcut pressed while the console loaded asked for', async () => {
    keepEarlyShortcut('help');
    renderLayout();
    // The dialog's code (with Ariakit's) is imported on first use: slow in jsdom on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

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
  });
});
