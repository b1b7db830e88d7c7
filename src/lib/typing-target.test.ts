import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing-target';

afterEach(() => {
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id);

describe('isTypingTarget', () => {
  it('is true in text fields, selects and editable regions (the code editor)', () => {
    document.body.innerHTML =
      '<input id="field"><textarea id="notes"></textarea><select id="choice"></select>' +
      '<div contenteditable="true"><p id="line"></p></div>';
    for (const id of ['field', 'notes', 'choice', 'line']) expect(isTypingTarget(byId(id)), id).toBe(true);
  });

  it('is true for an element the browser says is editable', () => {
    const editable = document.createElement('div');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('is true anywhere inside a dialog, an alert dialog, a menu or a listbox', () => {
    document.body.innerHTML =
      '<div role="dialog"><button id="in-dialog">Close</button></div>' +
      '<div role="alertdialog"><button id="in-alert">Discard</button></div>' +
      '<div role="menu"><div role="menuitem" id="in-menu">Sign out</div></div>' +
      '<ul role="listbox"><li role="option" id="in-listbox">Ada</li></ul>';
    for (const id of ['in-dialog', 'in-alert', 'in-menu', 'in-listbox'])
      expect(isTypingTarget(byId(id)), id).toBe(true);
  });

  it('is false on the page itself, on buttons and links, and without a target', () => {
    document.body.innerHTML = '<main><button id="button">Go</button><a id="link" href="/x">X</a></main>';
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(byId('button'))).toBe(false);
    expect(isTypingTarget(byId('link'))).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
