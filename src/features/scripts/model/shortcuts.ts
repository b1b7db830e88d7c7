/** Whether keyboard shortcuts use Command (macOS, iOS) rather than Ctrl. */
export function usesCommandKey(platform: string = navigator.userAgent): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

/** How to write a modifier or a named shortcut for this platform, as the editor binds them. */
export function shortcutLabel(which: 'Mod' | 'TabFocusMode', platform?: string): string {
  const mac = usesCommandKey(platform);
  if (which === 'Mod') return mac ? '⌘' : 'Ctrl';
  return mac ? 'Shift+Option+M' : 'Ctrl+M';
}
