import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { LineRange } from '../model/line-range';

/** Lines shown above a highlighted range scrolled into view. */
const LINES_ABOVE = 3;

/**
 * Scrolls the highlighted range into view when it comes from outside the view (the URL on load,
 * Back/Forward, the "Lines" field) or the content changes; not after a click on a line number,
 * where the reader is already looking. Returns the function to call on such a click.
 */
export function useRangeScroll(
  range: LineRange | null,
  contentKey: string,
  rowIndexOfLine: (line: number) => number,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scrollRef: RefObject<HTMLDivElement | null>,
): (line: number) => void {
  const clickedLine = useRef<number | null>(null);
  const rowIndexOf = useEffectEvent(rowIndexOfLine);

  const start = range?.start ?? null;
  const end = range?.end ?? null;
  useEffect(() => {
    const clicked = clickedLine.current;
    clickedLine.current = null;
    if (start === null || clicked === start || clicked === end) return;
    const index = rowIndexOf(start);
    if (index < 0) return;
    scrollRef.current?.scrollIntoView?.({ block: 'nearest' });
    virtualizer.scrollToIndex(Math.max(index - LINES_ABOVE, 0), { align: 'start' });
  }, [start, end, contentKey, virtualizer, scrollRef]);

  return (line) => {
    clickedLine.current = line;
  };
}
