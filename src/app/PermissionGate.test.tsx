import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { rolePermissions, type Permission } from '../../contract';
import { PermissionGate } from './PermissionGate';
import { access } from './route-access';

function renderAt(path: string, permissions: readonly Permission[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PermissionGate permissions={permissions} />,
        children: [
          {
            path: 'segments',
            element: <h1>Segment list</h1>,
            handle: access({
              permission: 'segments:read',
              title: 'Segments',
              description: 'Groups of workers that policies apply to.',
              what: 'segments',
            }),
          },
          {
            path: 'scripts/new',
            element: <h1>Script form</h1>,
            handle: access({
              permission: 'scripts:write',
              title: 'New script',
              action: 'create',
              what: 'scripts',
              parent: { to: '/scripts', label: 'Scripts' },
            }),
          },
          {
            path: 'settings/service-check',
            element: <h1>Service check results</h1>,
            handle: access({
              permission: 'api_keys:manage_all',
              title: 'Service check',
              action: 'run',
              what: 'the service check',
            }),
          },
          { path: 'open', element: <h1>Open to all</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('PermissionGate', () => {
  it('shows the page to a role that has its permission', () => {
    renderAt('/segments', ['segments:read']);
    expect(screen.getByRole('heading', { name: 'Segment list' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps a refused page's title and description and says why it is empty", () => {
    renderAt('/segments', ['licenses:read']);
    expect(screen.getByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument();
    expect(screen.getByText('Groups of workers that policies apply to.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You lack permission to see segments');
    expect(screen.queryByRole('heading', { name: 'Segment list' })).not.toBeInTheDocument();
    expect(document.title).toBe('Segments · Workspace console');
  });

  it('names what the page does when it is not reading', () => {
    renderAt('/scripts/new', ['scripts:read']);
    expect(screen.getByRole('heading', { name: 'You lack permission to create scripts' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow you to create scripts.');
    expect(screen.queryByRole('heading', { name: 'Script form' })).not.toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Scripts' })).toHaveAttribute('href', '/scripts');
  });

  it('opens an admin page to an admin, and refuses it to another role that manages only its own keys', () => {
    const { unmount } = renderAt('/settings/service-check', rolePermissions.admin);
    expect(screen.getByRole('heading', { name: 'Service check results' })).toBeInTheDocument();
    unmount();
    renderAt('/settings/service-check', rolePermissions.finance_viewer);
    expect(screen.getByRole('heading', { name: 'You lack permission to run the service check' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Service check results' })).not.toBeInTheDocument();
  });

  it('opens routes that declare no permission', () => {
    renderAt('/open', []);
    expect(screen.getByRole('heading', { name: 'Open to all' })).toBeInTheDocument();
  });
});
