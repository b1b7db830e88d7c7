import { javascript } from '@codemirror/lang-javascript';
import { indentUnit } from '@codemirror/language';
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { indentLess, indentMore, insertNewlineAndIndent, selectAll } from './editing';

function state(doc: string, selection: EditorSelection | number = doc.length, readOnly = false) {
  return EditorState.create({
    doc,
    selection: typeof selection === 'number' ? EditorSelection.cursor(selection) : selection,
    extensions: [javascript(), indentUnit.of('  '), EditorState.readOnly.of(readOnly)],
  });
}

function run(start: EditorState, command: StateCommand): EditorState {
  let next = start;
  expect(command({ state: start, dispatch: (tr) => { next = tr.state; } })).toBe(true);
  return next;
}

describe('Enter', () => {
  it('keeps the indentation of the code around it', () => {
    const next = run(state('function f() {\n  const a = 1;'), insertNewlineAndIndent);
    expect(next.doc.toString()).toBe('function f() {\n  const a = 1;\n  ');
    expect(next.selection.main.head).toBe(next.doc.length);
  });

  it('opens an indented line between brackets', () => {
    const doc = 'if (x) {}';
    const next = run(state(doc, doc.length - 1), insertNewlineAndIndent);
    expect(next.doc.toString()).toBe('if (x) {\n  \n}');
    expect(next.selection.main.head).toBe('if (x) {\n  '.length);
  });

  it('drops spaces left at the end of the broken line', () => {
    const next = run(state('let a = 1;   '), insertNewlineAndIndent);
    expect(next.doc.toString()).toBe('let a = 1;\n');
  });

  it('replaces a selection', () => {
    const next = run(state('ab', EditorSelection.single(0, 2)), insertNewlineAndIndent);
    expect(next.doc.toString()).toBe('\n');
  });

  it('does nothing when read-only', () => {
    expect(insertNewlineAndIndent({ state: state('a', 1, true), dispatch: () => {} })).toBe(false);
  });
});

describe('Tab and Shift-Tab', () => {
  it('inserts one indentation unit at a cursor', () => {
    const next = run(state('ab', 1), indentMore);
    expect(next.doc.toString()).toBe('a  b');
  });

  it('indents every selected line, not the one a selection ends at the start of', () => {
    const doc = 'a\nb\nc';
    const next = run(state(doc, EditorSelection.single(0, 4)), indentMore);
    expect(next.doc.toString()).toBe('  a\n  b\nc');
  });

  it('removes up to one unit of indentation from each selected line', () => {
    const doc = '    a\n b\nc';
    const next = run(state(doc, EditorSelection.single(0, doc.length)), indentLess);
    expect(next.doc.toString()).toBe('  a\nb\nc');
  });

  it('counts a tab as a whole unit', () => {
    const next = run(state('\t\ta', 0), indentLess);
    expect(next.doc.toString()).toBe('\ta');
  });
});

describe('select all', () => {
  it('selects the whole document', () => {
    const next = run(state('a\nb\nc', 0), selectAll);
    expect(next.selection.main.from).toBe(0);
    expect(next.selection.main.to).toBe(5);
  });
});
