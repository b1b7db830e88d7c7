import { describe, expect, it } from 'vitest';
import { isSaveShortcut } from './use-save-shortcut';

describe('isSaveShortcut', () => {
  it('is Ctrl+S or ⌘S, not S alone nor with Alt', () => {
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSaveShortcut({ key: 'S', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSaveShortcut({ key: 's', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});
