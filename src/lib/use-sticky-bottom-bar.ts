import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--sticky-bottom-height` on the document at the height of a sticky bottom bar (marked
 * `data-sticky-bottom`), so that scroll padding keeps focused controls above it.
 */
export function useStickyBottomBar(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--sticky-bottom-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-bottom-height');
    };
  }, [bar]);
}
