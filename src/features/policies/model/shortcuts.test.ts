import { describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../../lib/typing-target';
import { ariaKeyShortcut, shortcutAction } from './shortcuts';

const press = (
  key: string,
  init: Partial<{
    ctrlKey: boolean;
    altKey: boolean;
    metaKey: boolean;
    defaultPrevented: boolean;
    target: EventTarget | null;
  }> = {},
) =>
  shortcutAction({
    key,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    defaultPrevented: false,
    target: document.body,
    ...init,
  });

describe('shortcutAction', () => {
  it('maps single keys to viewer actions', () => {
    expect(press('[')).toBe('older');
    expect(press(']')).toBe('newer');
    expect(press('c')).toBe('toggleCompare');
    expect(press('C')).toBe('toggleCompare');
    expect(press('?')).toBe('showShortcuts');
    expect(press('Escape')).toBe('clearLines');
    expect(press('b')).toBe('toggleBlame');
    expect(press('w')).toBe('toggleWhitespace');
    expect(press('x')).toBeNull();
  });

  it('leaves browser and system shortcuts alone', () => {
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('c', { metaKey: true })).toBeNull();
    expect(press('[', { altKey: true })).toBeNull();
    expect(press('[', { defaultPrevented: true })).toBeNull();
  });

  it('does nothing while someone types in a field or works in a dialog', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(input, dialog);
    expect(press('c', { target: input })).toBeNull();
    expect(press('Escape', { target: button })).toBeNull();
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    input.remove();
    dialog.remove();
  });

  it('names the key for assistive technology', () => {
    expect(ariaKeyShortcut('older')).toBe('[');
    expect(ariaKeyShortcut('showShortcuts')).toBe('Shift+?');
  });
});
