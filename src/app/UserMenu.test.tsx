import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLocale, readLanguageChoice } from '../lib/i18n';
import { renderInApp } from '../test/render';
import { sessionFor } from '../test/session';
import { Layout } from './Layout';

const session = sessionFor('hr_editor');

function renderLayout() {
  return renderInApp(
    [
      {
        path: '/',
        element: <Layout session={session} />,
        children: [{ path: 'segments', element: <input aria-label="Draft name" /> }],
      },
    ],
    { at: '/segments', session },
  );
}

describe('the language menu', () => {
  it('switches every word of the shell at once, keeps what was typed, and remembers the choice for this user', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.type(screen.getByRole('textbox', { name: 'Draft name' }), 'Leavers 2026');
    await user.click(screen.getByRole('button', { name: `Account: ${session.user.name}` }));
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(within(menu).getByRole('menuitemradio', { name: /^As the browser: English$/ })).toBeChecked();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));

    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Segmente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft name' })).toHaveValue('Leavers 2026');
    expect(document.documentElement.lang).toBe('de');
    expect(readLanguageChoice(session.user.id)).toBe('de');

    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toBeChecked());
    await user.click(within(menu).getByRole('menuitemradio', { name: /^Wie im Browser: English$/ }));
    await waitFor(() => expect(getLocale()).toBe('en'));
    expect(readLanguageChoice(session.user.id)).toBeNull();
  }, 20_000);
});
