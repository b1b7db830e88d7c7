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

  it('words a refused request itself for a code it knows, naming the field the service named', () => {
    const { rerender } = render(
      <ErrorState
        error={
          new ApiError({ status: 400, errorCode: 'validation_error', message: 'The name is too long.', target: 'name' })
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screen.getByText('Check the name: the value is not valid.')).toBeInTheDocument();
    expect(screen.queryByText(/too long/)).not.toBeInTheDocument();
    rerender(
      <ErrorState
        error={new ApiError({ status: 400, errorCode: 'validation_error', message: 'Bad.', target: 'clauses[0].op' })}
      />,
    );
    expect(screen.getByText('Check the field “clauses[0].op”: the value is not valid.')).toBeInTheDocument();
    rerender(<ErrorState error={new ApiError({ status: 404, errorCode: 'not_found', message: 'No such segment.' })} />);
    expect(screen.getByText('It no longer exists. It may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByText(/service had a problem/)).not.toBeInTheDocument();
  });

  it('shows the service’s own words, marked as such and as English, only for a code it does not know', () => {
    render(
      <ErrorState
        error={new ApiError({ status: 409, errorCode: 'subdomain_taken', message: 'Subdomain is taken.' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screen.getByText('In the service’s words:')).toBeInTheDocument();
    const words = screen.getByText('Subdomain is taken.');
    expect(words.tagName).toBe('Q');
    expect(words).toHaveAttribute('lang', 'en');
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
