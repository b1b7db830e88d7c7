import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within half a screen's height of the viewport; it stays true after. Heavy
 * parts of a page below the fold (a chart under a phone's first screen) are drawn as the user
 * scrolls toward them, not while the first screen is still coming.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Where the browser cannot tell, the element counts as near from the start.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    // A transition: what it brings is drawn in slices, the page answering in between.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
