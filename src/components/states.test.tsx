import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { ErrorState } from './states';

describe('ErrorState', () => {
  it('explains a server fault with its reference and offers to try again', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        error={new ApiError({ status: 500, errorCode: 'internal_error', message: 'x', requestId: 'req-7' })}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The service had a problem' })).toBeInTheDocument();
    expect(screen.getByText(/req-7/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows what the service said about a refused request, not a service fault', () => {
    const { rerender } = render(
      <ErrorState
        error={new ApiError({ status: 400, errorCode: 'validation_error', message: 'The name is too long.' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screen.getByText('The name is too long.')).toBeInTheDocument();
    rerender(<ErrorState error={new ApiError({ status: 404, errorCode: 'not_found', message: 'No such segment.' })} />);
    expect(screen.getByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screen.getByText('No such segment.')).toBeInTheDocument();
    expect(screen.queryByText(/service had a problem/)).not.toBeInTheDocument();
  });

  it('shows a permission message for a 403', () => {
    render(<ErrorState error={new ApiError({ status: 403, errorCode: 'forbidden', message: 'Forbidden' })} />);
    expect(screen.getByRole('heading', { name: /You lack permission/ })).toBeInTheDocument();
  });

  it('names a network failure and a malformed response plainly', () => {
    const { rerender } = render(
      <ErrorState error={new ApiError({ status: 0, errorCode: 'network_error', message: 'x' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Cannot reach the service' })).toBeInTheDocument();
    rerender(<ErrorState error={new ApiError({ status: 200, errorCode: 'malformed_response', message: 'x' })} />);
    expect(screen.getByRole('heading', { name: 'Unexpected response' })).toBeInTheDocument();
  });
});
