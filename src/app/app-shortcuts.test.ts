import { describe, expect, it } from 'vitest';
import {
  appShortcutFor,
  EARLY_SHORTCUT_LIFETIME_MS,
  findPageSearch,
  keepEarlyShortcut,
  keepEarlyShortcuts,
  takeEarlyShortcut,
} from './app-shortcuts';

const press = (key: string, extra: Partial<KeyboardEventInit> = {}, target: EventTarget | null = document.body) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  defaultPrevented: false,
  target,
  ...extra,
});

describe('appShortcutFor', () => {
  it('opens the palette with Ctrl+K or ⌘K, even while typing', () => {
    const input = document.createElement('input');
    expect(appShortcutFor(press('k', { ctrlKey: true }, input))).toBe('palette');
    expect(appShortcutFor(press('K', { metaKey: true }))).toBe('palette');
  });

  it('reads ? and / only outside text fields', () => {
    const input = document.createElement('input');
    expect(appShortcutFor(press('?'))).toBe('help');
    expect(appShortcutFor(press('/'))).toBe('search');
    expect(appShortcutFor(press('/', {}, input))).toBeNull();
    expect(appShortcutFor(press('?', {}, input))).toBeNull();
  });

  it('leaves ? and / to text areas, selects and editable regions (the code editor)', () => {
    document.body.innerHTML =
      '<textarea id="notes"></textarea><select id="choice"></select><div contenteditable="true"><p id="line"></p></div>';
    for (const id of ['notes', 'choice', 'line']) {
      const target = document.getElementById(id);
      expect(appShortcutFor(press('?', {}, target)), id).toBeNull();
      expect(appShortcutFor(press('/', {}, target)), id).toBeNull();
    }
  });

  it('leaves ? and / to dialogs, menus and listboxes, which take keys of their own', () => {
    document.body.innerHTML =
      '<div role="dialog"><button id="in-dialog">Close</button></div>' +
      '<div role="menu"><div role="menuitem" id="in-menu">Sign out</div></div>' +
      '<ul role="listbox"><li role="option" id="in-listbox">Ada</li></ul>';
    for (const id of ['in-dialog', 'in-menu', 'in-listbox']) {
      const target = document.getElementById(id);
      expect(appShortcutFor(press('?', {}, target)), id).toBeNull();
      expect(appShortcutFor(press('/', {}, target)), id).toBeNull();
    }
    expect(appShortcutFor(press('k', { ctrlKey: true }, document.getElementById('in-menu')))).toBe('palette');
  });

  it('leaves keys a page has already handled', () => {
    expect(appShortcutFor({ ...press('?'), defaultPrevented: true })).toBeNull();
  });
});

describe('findPageSearch', () => {
  it('finds the search field of the main region', () => {
    document.body.innerHTML =
      '<input type="search" id="outside"><main id="main"><input type="search" id="inside"></main>';
    expect(findPageSearch(document)?.id).toBe('inside');
  });
});

describe('a shortcut pressed while the console loads', () => {
  it('is given once, to the first who takes it', () => {
    keepEarlyShortcut('palette', 1_000);
    expect(takeEarlyShortcut(1_500)).toBe('palette');
    expect(takeEarlyShortcut(1_600)).toBeNull();
  });

  it('is the last one pressed', () => {
    keepEarlyShortcut('palette', 1_000);
    keepEarlyShortcut('help', 1_200);
    expect(takeEarlyShortcut(1_300)).toBe('help');
  });

  it('is forgotten when the console took too long to answer it', () => {
    keepEarlyShortcut('help', 1_000);
    expect(takeEarlyShortcut(1_000 + EARLY_SHORTCUT_LIFETIME_MS + 1)).toBeNull();
    expect(takeEarlyShortcut(1_000)).toBeNull();
  });

  it('is kept from the keys pressed while listening, and no longer once stopped', () => {
    const stop = keepEarlyShortcuts();
    const ctrlK = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(ctrlK);
    expect(ctrlK.defaultPrevented).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    expect(takeEarlyShortcut()).toBe('palette');
    stop();
    const help = new KeyboardEvent('keydown', { key: '?', cancelable: true });
    window.dispatchEvent(help);
    expect(help.defaultPrevented).toBe(false);
    expect(takeEarlyShortcut()).toBeNull();
  });
});
