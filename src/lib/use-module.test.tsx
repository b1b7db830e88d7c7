import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { describe, expect, it, vi } from 'vitest';
import { useModule } from './use-module';

describe('useModule', () => {
  it('is null until the module arrives, then the module', async () => {
    const module = { answer: 42 };
    const load = vi.fn(() => Promise.resolve(module));
    const { result } = renderHook(() => useModule(load));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(module));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for a module only once told to start', async () => {
    const module = { answer: 1 };
    const load = vi.fn(() => Promise.resolve(module));
    const { result, rerender } = renderHook(({ start }) => useModule(load, { start }), {
      initialProps: { start: false },
    });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    rerender({ start: true });
    await waitFor(() => expect(result.current).toBe(module));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module already loaded in the first pass', async () => {
    const module = { answer: 7 };
    const load = () => Promise.resolve(module);
    const earlier = renderHook(() => useModule(load));
    await waitFor(() => expect(earlier.result.current).toBe(module));
    earlier.unmount();
    const firstValues: unknown[] = [];
    renderHook(() => firstValues.push(useModule(load)));
    expect(firstValues[0]).toBe(module);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error('chunk gone'));
    function Uses() {
      useModule(load);
      return <p>loaded</p>;
    }
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{(error as Error).message}</p>}>
        <Uses />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');
  });

  it('tells onError of a failed load instead, and stays null, so that the stand-in stays', async () => {
    const load = () => Promise.reject(new Error('chunk gone'));
    const onError = vi.fn();
    function Uses() {
      return useModule(load, { onError }) ? <p>loaded</p> : <input aria-label="Stand-in" />;
    }
    render(
      <ErrorBoundary fallbackRender={() => <p role="alert">thrown</p>}>
        <Uses />
      </ErrorBoundary>,
    );
    const standIn = screen.getByRole('textbox', { name: 'Stand-in' });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('chunk gone')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stand-in' })).toBe(standIn);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
