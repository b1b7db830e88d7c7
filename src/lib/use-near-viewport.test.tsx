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

/** An element whose top is `top` pixels down the viewport (jsdom's window is 768 px high). */
function elementAt(top: number) {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
  return { current: element };
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes within half a screen of the viewport, then stays true', () => {
    const { observers, report } = fakeObserver();
    const { result } = renderHook(() => useNearViewport(elementAt(768 * 1.5 + 10)));
    expect(result.current).toBe(false);
    expect(observers[0]?.options?.rootMargin).toBe('50% 0px');
    report(false);
    expect(result.current).toBe(false);
    report(true);
    expect(result.current).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true in the first paint when the element is already within half a screen', () => {
    const { observers } = fakeObserver();
    const { result } = renderHook(() => useNearViewport(elementAt(768 * 1.5 - 10)));
    expect(result.current).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport(elementAt(5_000)));
    expect(result.current).toBe(true);
  });
});
