import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';

const messages = defineMessages({
  ctrl: { id: 'scripts.key.ctrl', defaultMessage: 'Ctrl', description: 'The Control key, as printed on keyboards' },
  tabFocusMode: {
    id: 'scripts.key.tabFocusMode',
    defaultMessage: '{mac, select, yes {Shift+Option+M} other {Ctrl+M}}',
    description: 'The keys that make Tab move the focus out of the code editor, as printed on keyboards',
  },
});

/** Whether keyboard shortcuts use Command (macOS, iOS) rather than Ctrl. */
export function usesCommandKey(platform: string = navigator.userAgent): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

/** How to write a modifier or a named shortcut for this platform, as the editor binds them. */
export function shortcutLabel(which: 'Mod' | 'TabFocusMode', platform?: string, t: Write = translate): string {
  const mac = usesCommandKey(platform);
  if (which === 'Mod') return mac ? '⌘' : t(messages.ctrl);
  return t(messages.tabFocusMode, { mac: mac ? 'yes' : 'no' });
}
