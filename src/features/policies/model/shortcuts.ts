import { isTypingTarget } from '../../../lib/typing-target';

/** The revision viewer's keyboard shortcuts: single keys, ignored while typing or with Ctrl, Alt or Meta held. */
export const viewerShortcuts = [
  { key: '[', action: 'older', description: 'Previous (older) revision' },
  { key: ']', action: 'newer', description: 'Next (newer) revision' },
  { key: 'c', action: 'toggleCompare', description: 'Switch between the source and the changes' },
  { key: 'v', action: 'toggleLayout', description: 'Switch the changes between unified and side by side' },
  {
    key: 'b',
    action: 'toggleBlame',
    description: 'Switch between the source and the blame (who last changed each line)',
  },
  { key: 'w', action: 'toggleWhitespace', description: 'Ignore whitespace in the changes and the blame, or not' },
  { key: 'g', action: 'goToRevision', description: 'Go to a revision by number' },
  { key: 'l', action: 'highlightLines', description: 'Highlight lines by number' },
  { key: 'y', action: 'copyPermalink', description: 'Copy a permanent link to this view' },
  { key: 'Escape', action: 'clearLines', description: 'Clear the highlighted lines' },
  { key: '?', action: 'showShortcuts', description: 'Show these shortcuts' },
] as const;

export type ViewerAction = (typeof viewerShortcuts)[number]['action'];

/** `aria-keyshortcuts` value for an action's key. */
export function ariaKeyShortcut(action: ViewerAction): string {
  const { key } = viewerShortcuts.find((shortcut) => shortcut.action === action)!;
  return key === '?' ? 'Shift+?' : key;
}

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

export function shortcutAction(event: KeyEventLike): ViewerAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target))
    return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return viewerShortcuts.find((shortcut) => shortcut.key === key)?.action ?? null;
}
