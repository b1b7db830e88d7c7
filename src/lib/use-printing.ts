import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printing = false;
const listeners = new Set<() => void>();

function setPrinting(value: boolean) {
  if (printing === value) return;
  printing = value;
  // The browser lays the page out for print right after `beforeprint`: render before returning.
  flushSync(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
    window.matchMedia?.('print').addEventListener('change', onPrintMedia);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeprint', onBeforePrint);
    window.removeEventListener('afterprint', onAfterPrint);
    window.matchMedia?.('print').removeEventListener('change', onPrintMedia);
  };
}
const onBeforePrint = () => setPrinting(true);
const onAfterPrint = () => setPrinting(false);
const onPrintMedia = (event: MediaQueryListEvent) => setPrinting(event.matches);

/**
 * Whether the page is being printed (or shown as print): for views that render only what is on
 * screen and must render everything on paper.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, () => printing || (window.matchMedia?.('print').matches ?? false));
}
