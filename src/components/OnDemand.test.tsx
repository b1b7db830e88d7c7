import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OnDemand } from './OnDemand';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify', () => ({ notifyError }));

function setup(load: () => Promise<{ default: () => React.ReactElement }>, popup?: 'menu' | 'dialog') {
  const Real = lazy(load);
  render(
    <OnDemand
      popup={popup}
      load={load}
      standIn={(trigger) => (
        <button type="button" {...trigger}>
          Actions
        </button>
      )}
    >
      <Real />
    </OnDemand>,
  );
  return screen.getByRole('button', { name: 'Actions' });
}

const realMenu = () => Promise.resolve({ default: () => <div role="menu" aria-label="Real menu" /> });

describe('OnDemand', () => {
  it('shows the stand-in and loads nothing until someone reaches for it', () => {
    const load = vi.fn(realMenu);
    const button = setup(load);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('starts loading on hover or focus, before the click', async () => {
    const user = userEvent.setup();
    const load = vi.fn(realMenu);
    const button = setup(load);
    await user.hover(button);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders the real menu on the first click', async () => {
    const user = userEvent.setup();
    await user.click(setup(realMenu));
    expect(await screen.findByRole('menu', { name: 'Real menu' })).toBeInTheDocument();
  });

  it('opens with an arrow key too', async () => {
    const user = userEvent.setup();
    setup(realMenu);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu', { name: 'Real menu' })).toBeInTheDocument();
  });

  it('keeps the stand-in and says so when the code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(setup(() => Promise.reject(new Error('offline'))));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('The menu could not load', expect.any(String)));
    expect(screen.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
  });

  it('stands in for a popover dialog: says so, and opens on a click, not an arrow key', async () => {
    const user = userEvent.setup();
    const realPopover = () => Promise.resolve({ default: () => <div role="dialog" aria-label="Real popover" /> });
    const button = setup(realPopover, 'dialog');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Real popover' })).toBeInTheDocument();
  });
});
