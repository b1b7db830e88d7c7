import { describe, expect, it } from 'vitest';
import { appShortcutFor, findPageSearch } from './app-shortcuts';

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
