import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { findInRows, firstMatchByRow, stepMatch, type FoundText } from '../model/find-text';
import type { FindHighlight } from './FindMarks';

const NOTHING_FOUND: FoundText = { matches: [], truncated: false };

/** Ctrl+F, or ⌘+F on a Mac: the browser's find, taken over while the viewer is open. */
export function isFindKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f';
}

/**
 * The viewer's own find over the rows of the view on screen. Ctrl/⌘+F opens it (the views render
 * only the lines in view, so the browser's find would miss the rest); Escape closes it.
 */
export function useViewerFind(rows: readonly string[]) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const [pick, setPick] = useState<{ found: FoundText; index: number } | null>(null);
  /** Bumped to focus the field once it is on screen (after the render that shows the bar). */
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Typing stays quick on a long policy: the search follows a moment behind the keys.
  const searched = useDeferredValue(query);

  const found = useMemo(
    () => (open ? findInRows(rows, searched, { matchCase }) : NOTHING_FOUND),
    [open, rows, searched, matchCase],
  );
  const firstByRow = useMemo(() => firstMatchByRow(found), [found]);
  const current = pick && pick.found === found ? pick.index : found.matches.length > 0 ? 0 : -1;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFindKey(event)) return;
      event.preventDefault();
      if (document.activeElement !== inputRef.current)
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      setFocusRequest((count) => count + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  const highlight: FindHighlight | null = open && searched !== '' ? { found, firstByRow, current } : null;

  return {
    open,
    query,
    setQuery,
    matchCase,
    setMatchCase,
    found,
    current,
    highlight,
    inputRef,
    /** The row of the current match, for the view to scroll to; −1 for none. */
    currentRow: current >= 0 ? (found.matches[current]?.row ?? -1) : -1,
    step: (direction: 1 | -1) => setPick({ found, index: stepMatch(current, found.matches.length, direction) }),
    openFind: () => {
      if (document.activeElement !== inputRef.current)
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      setFocusRequest((count) => count + 1);
    },
    close: () => {
      setOpen(false);
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    },
  };
}
