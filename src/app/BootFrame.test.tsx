import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { takeEarlyShortcut } from './app-shortcuts';
import { BootFrame } from './BootFrame';
import { access } from './route-access';

/** The frame is what these tests look at: the pages in it draw nothing. */
const NoPage = () => null;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <BootFrame>Loading…</BootFrame>,
        children: [
          {
            path: 'segments',
            Component: NoPage,
            handle: access({
              permission: 'segments:read',
              title: 'Segments',
              description: 'Groups of workers that policies apply to.',
              fixedHeader: true,
              what: 'segments',
            }),
          },
          {
            path: 'segments/:segmentId',
            Component: NoPage,
            handle: access({ permission: 'segments:read', title: 'Segment', what: 'segments' }),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('BootFrame', () => {
  it("shows a page's fixed header while the page loads", () => {
    renderAt('/segments');
    expect(screen.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    expect(screen.getByText('Groups of workers that policies apply to.')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Loading…');
  });

  it('names only the console for a page whose header depends on what it loads', () => {
    renderAt('/segments/seg_1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Workspace console');
    expect(screen.queryByText('Segment')).not.toBeInTheDocument();
  });

  it('keeps Ctrl+K and ? pressed meanwhile, for the layout to answer', () => {
    renderAt('/segments');
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(takeEarlyShortcut()).toBe('palette');
    fireEvent.keyDown(document.body, { key: '?' });
    expect(takeEarlyShortcut()).toBe('help');
    fireEvent.keyDown(document.body, { key: '/' });
    expect(takeEarlyShortcut()).toBeNull();
  });
});
