import { startTransition, useEffect, useState } from 'react';

/**
 * Whether `ready` has been true across one paint. Work that can wait (extra requests, counting)
 * starts once the user sees what the page is for, instead of holding that first paint back.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame's callbacks run before its paint: the next frame's come once it is on screen.
    let frame = requestAnimationFrame(() => {
      // A transition: what it brings is drawn in slices, the page answering in between.
      frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, painted]);
  return painted;
}
