import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the value of the latest render, for callbacks that run later outside an effect
 * (a mutation, a page fetcher) and must not see a stale value. Inside effects use useEffectEvent.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  // A layout effect: updated before any effect or event of this commit can read it.
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
