import { useLayoutEffect } from 'react';
import {
  appShortcutFor,
  findPageSearch,
  keepEarlyShortcuts,
  takeEarlyShortcut,
  type DialogShortcut,
} from './app-shortcuts';

/** Ctrl/⌘+K opens the palette, `?` the shortcuts, `/` focuses the page's search. */
export function useAppShortcuts(open: (what: DialogShortcut) => void): void {
  // Layout effects: listening from the first paint on, so that no key falls between the boot
  // frame's listener and this one.
  useLayoutEffect(() => {
    const early = takeEarlyShortcut();
    if (early) open(early);
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = appShortcutFor(event);
      if (!shortcut) return;
      if (shortcut === 'search') {
        const search = findPageSearch(document);
        if (!search) return;
        event.preventDefault();
        search.focus();
        if (search instanceof HTMLInputElement) search.select();
        return;
      }
      event.preventDefault();
      open(shortcut);
    };
    // Ctrl/⌘+K first, before a page's own key handling (the graph's, an editor's) can swallow it.
    const onPaletteKey = (event: KeyboardEvent) => {
      if (appShortcutFor(event) !== 'palette') return;
      event.preventDefault();
      event.stopPropagation();
      open('palette');
    };
    window.addEventListener('keydown', onPaletteKey, { capture: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onPaletteKey, { capture: true });
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}

/**
 * While the console loads (the boot frame), Ctrl/⌘+K and `?` are kept for the layout to open once it
 * is there, rather than lost. Signing in loads the console anew, so none outlives it.
 */
export function useEarlyShortcuts(): void {
  // A layout effect: listening before the boot frame is painted.
  useLayoutEffect(() => keepEarlyShortcuts(), []);
}

let keptBeforeReact: (() => void) | undefined;

/** Keeps shortcuts from the console's first script on, before React has drawn the boot frame (main.tsx). */
export function keepShortcutsUntilReactDraws(): void {
  keptBeforeReact = keepEarlyShortcuts();
}

/** React's first drawing: the boot frame, where there is one, listens by now (a child's effect runs first). */
export function useReactDrawn(): void {
  useLayoutEffect(() => {
    keptBeforeReact?.();
    keptBeforeReact = undefined;
  }, []);
}
