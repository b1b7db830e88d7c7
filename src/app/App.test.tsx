import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notifyError } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { App } from './App';

describe('App', () => {
  it('mounts the toaster with the first toast, and shows that toast', async () => {
    const router = createMemoryRouter([{ path: '/', element: <h1>Home</h1> }]);
    render(<App router={router} queryClient={createQueryClient()} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => notifyError('The refresh failed', 'Showing what was loaded before.'));
    expect(await screen.findByText('The refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Showing what was loaded before.')).toBeInTheDocument();
  });
});
