import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The guard sits in a layout that stays while the pages change, as a page being left stays until
 * the next one has rendered.
 */
function openAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <UnsavedChangesGuard when />
            <Outlet />
          </>
        ),
        children: [
          { path: 'draft', element: <p>Draft</p> },
          { path: 'elsewhere', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

describe('UnsavedChangesGuard', () => {
  it('asks again after the user chose to stay', async () => {
    const user = userEvent.setup();
    const router = openAt('/draft');
    await act(() => router.navigate('/elsewhere'));
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/draft');
    await act(() => router.navigate('/elsewhere'));
    expect(dialog()).toBeInTheDocument();
  });

  it('asks nothing more once the user chose to leave: a quick Back goes back', async () => {
    const user = userEvent.setup();
    const router = openAt('/draft');
    await act(() => router.navigate('/elsewhere'));
    await user.click(screen.getByRole('button', { name: 'Leave and discard' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/draft');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });
});
