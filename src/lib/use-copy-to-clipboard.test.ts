import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './use-copy-to-clipboard';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCopyToClipboard', () => {
  it('copies the text and says so, then returns to idle after the given time', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard(2000));
    await act(() => result.current.copy('service_sk_abc'));
    expect(writeText).toHaveBeenCalledWith('service_sk_abc');
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.status).toBe('idle');
  });

  it('reports a refused clipboard, and keeps "copied" without a reset time', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('x'));
    expect(result.current.status).toBe('failed');
    stubClipboard(async () => {});
    await act(() => result.current.copy('x'));
    expect(result.current.status).toBe('copied');
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
