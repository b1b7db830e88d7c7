import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('stays false while not ready, however long it waits', () => {
    const { result } = renderHook(() => useAfterPaint(false));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });

  it('turns true once the frame after it comes, not at the first frame', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } });
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
  });

  it('stays true once painted, even if no longer ready', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: true } });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
