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

/** A dialog a shortcut opens: what a key pressed while the console loads can ask for. */
export type DialogShortcut = Exclude<AppShortcut, 'search'>;

/** How long a key pressed while the console loads is kept for the layout to answer. */
export const EARLY_SHORTCUT_LIFETIME_MS = 10_000;

let earlyShortcut: { shortcut: DialogShortcut; at: number } | null = null;

/** Keeps a shortcut pressed before the layout was there to answer it. */
export function keepEarlyShortcut(shortcut: DialogShortcut, now = Date.now()): void {
  earlyShortcut = { shortcut, at: now };
}

/** The shortcut pressed while the console loaded, if recent, once: taking it forgets it. */
export function takeEarlyShortcut(now = Date.now()): DialogShortcut | null {
  const kept = earlyShortcut;
  earlyShortcut = null;
  return kept && now - kept.at <= EARLY_SHORTCUT_LIFETIME_MS ? kept.shortcut : null;
}

/** The page's own search field: a search input inside the main region. */
export function findPageSearch(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('#main input[type="search"], #main [data-page-search]');
}
