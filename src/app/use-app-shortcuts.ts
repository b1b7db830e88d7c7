import { useEffect } from 'react';
import { appShortcutFor, findPageSearch } from './app-shortcuts';

/** Ctrl/⌘+K opens the palette, `?` the shortcuts, `/` focuses the page's search. */
export function useAppShortcuts(open: (what: 'palette' | 'help') => void): void {
  useEffect(() => {
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
