import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile({ label = 'fine' }: { label?: string }) {
  if (broken) throw new Error('it broke');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback where its children threw, and reports the error', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary fallback={<p>unavailable</p>} onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'it broke' }), expect.anything());
  });

  it('renders its children when nothing throws, and nothing for a failure without a fallback', () => {
    broken = false;
    const { rerender } = render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    broken = true;
    rerender(
      <ErrorBoundary>
        <Fragile label="again" />
      </ErrorBoundary>,
    );
    expect(screen.queryByText(/fine|again/)).toBeNull();
  });

  it('tries again on the fallback’s reset, after onReset', async () => {
    const onReset = vi.fn(() => {
      broken = false;
    });
    render(
      <ErrorBoundary
        onReset={onReset}
        fallbackRender={({ error, resetErrorBoundary }) => (
          <button type="button" onClick={resetErrorBoundary}>
            {(error as Error).message}: retry
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'it broke: retry' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('tries again when a reset key changes after the failure, not while the keys stay', () => {
    const onReset = vi.fn();
    const view = (key: string) => (
      <ErrorBoundary resetKeys={[key]} onReset={onReset} fallback={<p>unavailable</p>}>
        <Fragile />
      </ErrorBoundary>
    );
    const { rerender } = render(view('/a'));
    rerender(view('/a'));
    expect(onReset).not.toHaveBeenCalled();
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    broken = false;
    rerender(view('/b'));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
