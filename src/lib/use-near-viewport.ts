import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element already counts as near: half a screen's height. */
const NEAR = 0.5;

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const margin = window.innerHeight * NEAR;
  return top < window.innerHeight + margin && bottom > -margin;
}

/**
 * Whether the element has come within half a screen's height of the viewport; it stays true after.
 * Heavy parts of a page below the fold (a chart under a phone's first screen) are drawn as the user
 * scrolls toward them, not while the first screen is still coming. One already near is drawn in the
 * same paint, not a frame later.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Where the browser cannot tell, the element counts as near from the start.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (isNear(element)) {
      setNear(true);
      return undefined;
    }
    // A transition: what it brings is drawn in slices, the page answering in between.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${NEAR * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
