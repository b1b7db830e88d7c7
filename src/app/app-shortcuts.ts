/** The console's app-wide keyboard shortcuts. No React here. */
export type AppShortcut = 'palette' | 'help' | 'search';

export const appShortcuts: { keys: string; description: string }[] = [
  { keys: 'Ctrl+K', description: 'Find anything, or run an action (⌘K on a Mac)' },
  { keys: '/', description: 'Search this page’s list' },
  { keys: 'Ctrl+S', description: 'Save the segment or script being edited (⌘S on a Mac)' },
  { keys: 'Escape', description: 'Close what is open' },
  { keys: '?', description: 'Show these shortcuts' },
];

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** True where a key press is someone typing, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export function appShortcutFor(event: KeyEventLike): AppShortcut | null {
  if (event.defaultPrevented || event.altKey) return null;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  if (event.key === '?') return 'help';
  if (event.key === '/') return 'search';
  return null;
}

/** The page's own search field: a search input inside the main region. */
export function findPageSearch(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('#main input[type="search"], #main [data-page-search]');
}
