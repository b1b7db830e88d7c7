import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/console';

// Moved here from e2e/palette.spec.ts: which actions the palette offers is the console's own rule,
// which needs no browser.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Command palette', { timeout: 60_000 }, () => {
  it('offers only the actions the role allows', async () => {
    renderConsole('finance_viewer', '/');
    const user = userEvent.setup();
    // On the landing page, not on "/" just before the move to it (which would close the palette).
    await screen.findByRole('heading', { level: 1, name: 'License costs' }, { timeout: 15_000 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 15_000 });
    const search = within(palette).getByRole('combobox', { name: 'Search the workspace or run an action' });
    // All at once, as Playwright's fill() did: typed key by key, jsdom's focus lets a shortcut take the e.
    await user.click(search);
    await user.paste('new');
    expect(search).toHaveValue('new');
    expect(await within(palette).findByText(/Nothing matches|result/)).toBeInTheDocument();
    expect(within(palette).queryByRole('option', { name: /New segment/i })).not.toBeInTheDocument();
  });
});
