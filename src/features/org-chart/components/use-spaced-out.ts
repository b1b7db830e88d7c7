import { useEffect, useState } from 'react';

/**
 * `value`, shown at most every `interval` ms: a change within the interval waits for its end (the
 * latest value then). With the chart drawn, each change of the loading progress repaints the page
 * around it: spaced out, it costs the load less.
 */
export function useSpacedOut<T>(value: T, interval: number): T {
  const [shown, setShown] = useState(() => ({ value, at: performance.now() }));
  const waiting = !Object.is(shown.value, value);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => setShown({ value, at: performance.now() }),
      Math.max(0, shown.at + interval - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [waiting, value, shown.at, interval]);
  return shown.value;
}
