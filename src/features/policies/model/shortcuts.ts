import { defineMessages } from '../../../lib/i18n';
import { isTypingTarget } from '../../../lib/typing-target';

const messages = defineMessages({
  older: { id: 'policies.shortcut.older', defaultMessage: 'Previous (older) revision' },
  newer: { id: 'policies.shortcut.newer', defaultMessage: 'Next (newer) revision' },
  toggleCompare: { id: 'policies.shortcut.toggleCompare', defaultMessage: 'Switch between the source and the changes' },
  toggleLayout: {
    id: 'policies.shortcut.toggleLayout',
    defaultMessage: 'Switch the changes between unified and side by side',
  },
  toggleBlame: {
    id: 'policies.shortcut.toggleBlame',
    defaultMessage: 'Switch between the source and the blame (who last changed each line)',
  },
  toggleWhitespace: {
    id: 'policies.shortcut.toggleWhitespace',
    defaultMessage: 'Ignore whitespace in the changes and the blame, or not',
  },
  goToRevision: { id: 'policies.shortcut.goToRevision', defaultMessage: 'Go to a revision by number' },
  highlightLines: { id: 'policies.shortcut.highlightLines', defaultMessage: 'Highlight lines by number' },
  copyPermalink: { id: 'policies.shortcut.copyPermalink', defaultMessage: 'Copy a permanent link to this view' },
  clearLines: { id: 'policies.shortcut.clearLines', defaultMessage: 'Clear the highlighted lines' },
  showShortcuts: { id: 'policies.shortcut.showShortcuts', defaultMessage: 'Show these shortcuts' },
});

/** The revision viewer's keyboard shortcuts: single keys, ignored while typing or with Ctrl, Alt or Meta held. */
export const viewerShortcuts = [
  { key: '[', action: 'older', description: messages.older },
  { key: ']', action: 'newer', description: messages.newer },
  { key: 'c', action: 'toggleCompare', description: messages.toggleCompare },
  { key: 'v', action: 'toggleLayout', description: messages.toggleLayout },
  { key: 'b', action: 'toggleBlame', description: messages.toggleBlame },
  { key: 'w', action: 'toggleWhitespace', description: messages.toggleWhitespace },
  { key: 'g', action: 'goToRevision', description: messages.goToRevision },
  { key: 'l', action: 'highlightLines', description: messages.highlightLines },
  { key: 'y', action: 'copyPermalink', description: messages.copyPermalink },
  { key: 'Escape', action: 'clearLines', description: messages.clearLines },
  { key: '?', action: 'showShortcuts', description: messages.showShortcuts },
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
