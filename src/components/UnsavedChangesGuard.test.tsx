import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetReauthentication, setUnauthorizedHandler } from '../lib/http';
import { notifyUnauthorized } from '../lib/http/unauthorized';
import { leavesGuardedPage, UnsavedChangesGuard } from './UnsavedChangesGuard';

afterEach(() => {
  setUnauthorizedHandler(null);
  resetReauthentication();
});

function openDraft() {
  const router = createMemoryRouter(
    [
      { path: '/draft', element: <UnsavedChangesGuard when /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/sign-in', element: <p>Sign in</p> },
    ],
    { initialEntries: ['/elsewhere', '/draft'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Opens the draft page and tries to leave it: the guard asks. */
async function tryToLeave() {
  const user = userEvent.setup();
  const router = openDraft();
  await act(() => router.navigate('/elsewhere'));
  return { user, router };
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

describe('UnsavedChangesGuard', () => {
  it('asks before leaving, and again after the user chose to stay', async () => {
    const { user, router } = await tryToLeave();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/draft');
    await act(() => router.navigate(-1));
    expect(dialog()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/draft');
  });

  it('leaves once the user chose to', async () => {
    const { user, router } = await tryToLeave();
    await user.click(screen.getByRole('button', { name: 'Leave and discard' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('asks the browser to confirm closing or reloading the tab', () => {
    openDraft();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
  });

  it('lets a 401 take the user to sign in without asking, the work being kept as a draft', async () => {
    const router = openDraft();
    setUnauthorizedHandler(() => void router.navigate('/sign-in', { replace: true }));
    await act(async () => notifyUnauthorized());
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('leavesGuardedPage', () => {
  it('holds only a navigation that starts on the guarded page and goes to another', () => {
    expect(leavesGuardedPage('/scripts/new', '/scripts/new', '/segments')).toBe(true);
    expect(leavesGuardedPage('/scripts/new', '/scripts/new', '/scripts/new')).toBe(false);
    // The page is being left and has not gone yet: a quick Back to it, or on to anywhere, goes.
    expect(leavesGuardedPage('/scripts/new', '/segments', '/scripts/new')).toBe(false);
    expect(leavesGuardedPage('/scripts/new', '/segments', '/policies')).toBe(false);
  });
});
