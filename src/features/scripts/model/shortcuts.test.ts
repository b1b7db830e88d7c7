import { describe, expect, it } from 'vitest';
import { shortcutLabel } from './shortcuts';

describe('shortcutLabel', () => {
  it('writes shortcuts as bound on macOS and elsewhere', () => {
    expect(shortcutLabel('Mod', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('⌘');
    expect(shortcutLabel('Mod', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl');
    expect(shortcutLabel('TabFocusMode', 'Mozilla/5.0 (Macintosh)')).toBe('Shift+Option+M');
    expect(shortcutLabel('TabFocusMode', 'Mozilla/5.0 (Windows NT 10.0)')).toBe('Ctrl+M');
  });
});
