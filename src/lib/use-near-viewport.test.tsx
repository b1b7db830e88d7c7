import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver the test drives: `report` says whether the element is near. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, report };
}

const element = { current: document.createElement('div') };

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes within half a screen of the viewport, then stays true', () => {
    const { observers, report } = fakeObserver();
    const { result } = renderHook(() => useNearViewport(element));
    expect(result.current).toBe(false);
    expect(observers[0]?.options?.rootMargin).toBe('50% 0px');
    report(false);
    expect(result.current).toBe(false);
    report(true);
    expect(result.current).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport(element));
    expect(result.current).toBe(true);
  });
});
