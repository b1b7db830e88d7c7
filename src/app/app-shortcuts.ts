/** The console's app-wide keyboard shortcuts. No React here. */
import { defineMessages, type MessageDescriptor } from '../lib/i18n';
import { isTypingTarget } from '../lib/typing-target';

export type AppShortcut = 'palette' | 'help' | 'search';

const descriptions = defineMessages({
  palette: { id: 'menus.shortcuts.palette', defaultMessage: 'Find anything, or run an action (⌘K on a Mac)' },
  search: { id: 'menus.shortcuts.search', defaultMessage: 'Search this page’s list' },
  save: { id: 'menus.shortcuts.save', defaultMessage: 'Save the segment or script being edited (⌘S on a Mac)' },
  close: { id: 'menus.shortcuts.close', defaultMessage: 'Close what is open' },
  help: { id: 'menus.shortcuts.help', defaultMessage: 'Show these shortcuts' },
});

/** `keys` as on an English keyboard; the help writes Ctrl and Escape as the user's keyboard does. */
export const appShortcuts: { keys: string; description: MessageDescriptor }[] = [
  { keys: 'Ctrl+K', description: descriptions.palette },
  { keys: '/', description: descriptions.search },
  { keys: 'Ctrl+S', description: descriptions.save },
  { keys: 'Escape', description: descriptions.close },
  { keys: '?', description: descriptions.help },
];

/** Key names as printed on the user's keyboard: "Strg" on a German one. */
export const keyNames = defineMessages({
  ctrl: { id: 'shell.key.ctrl', defaultMessage: 'Ctrl', description: 'The Control key, as printed on keyboards' },
  escape: { id: 'shell.key.escape', defaultMessage: 'Esc', description: 'The Escape key, as printed on keyboards' },
});

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

export function appShortcutFor(event: KeyEventLike): AppShortcut | null {
  if (event.defaultPrevented || event.altKey) return null;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
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

/** Keeps Ctrl/⌘+K and `?` pressed on `target` from now on, for the layout to answer; returns how to stop. */
export function keepEarlyShortcuts(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = appShortcutFor(event);
    if (shortcut !== 'palette' && shortcut !== 'help') return;
    event.preventDefault();
    keepEarlyShortcut(shortcut);
  };
  target.addEventListener('keydown', onKeyDown, { capture: true });
  return () => target.removeEventListener('keydown', onKeyDown, { capture: true });
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
