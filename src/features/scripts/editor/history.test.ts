import { EditorSelection, EditorState, Transaction, type StateCommand } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { historyField, redo, undo } from './history';

function start(doc: string) {
  return EditorState.create({ doc, extensions: historyField });
}

function run(state: EditorState, command: StateCommand): EditorState {
  let next = state;
  const handled = command({ state, dispatch: (tr) => { next = tr.state; } });
  expect(handled).toBe(true);
  return next;
}

function type(state: EditorState, at: number, text: string, time: number, userEvent = 'input.type'): EditorState {
  return state.update({
    changes: { from: at, insert: text },
    selection: EditorSelection.cursor(at + text.length),
    annotations: [Transaction.userEvent.of(userEvent), Transaction.time.of(time)],
  }).state;
}

describe('script editor history', () => {
  it('undoes and redoes an edit, restoring the selection', () => {
    let state = start('const a = 1;');
    state = type(state, 12, '\nconst b = 2;', 1000, 'input.paste');
    state = run(state, undo);
    expect(state.doc.toString()).toBe('const a = 1;');
    expect(state.selection.main.head).toBe(0);
    state = run(state, redo);
    expect(state.doc.toString()).toBe('const a = 1;\nconst b = 2;');
    expect(state.selection.main.head).toBe(25);
  });

  it('joins quick typing into one step and splits after a pause', () => {
    let state = start('');
    state = type(state, 0, 'l', 1000);
    state = type(state, 1, 'e', 1100);
    state = type(state, 2, 't', 1200);
    state = type(state, 3, ' x', 3000);
    state = run(state, undo);
    expect(state.doc.toString()).toBe('let');
    state = run(state, undo);
    expect(state.doc.toString()).toBe('');
  });

  it('does not join a paste to the typing before it', () => {
    let state = start('');
    state = type(state, 0, 'a', 1000);
    state = type(state, 1, 'bc', 1050, 'input.paste');
    state = run(state, undo);
    expect(state.doc.toString()).toBe('a');
  });

  it('forgets what was undone once something new is written', () => {
    let state = start('');
    state = type(state, 0, 'one', 1000, 'input.paste');
    state = run(state, undo);
    state = type(state, 0, 'two', 5000, 'input.paste');
    expect(redo({ state, dispatch: () => {} })).toBe(false);
  });

  it('has nothing to undo at the start and nothing to do when read-only', () => {
    expect(undo({ state: start('x'), dispatch: () => {} })).toBe(false);
    let state = EditorState.create({ doc: '', extensions: [historyField, EditorState.readOnly.of(true)] });
    state = type(state, 0, 'y', 1000, 'input.paste');
    expect(undo({ state, dispatch: () => {} })).toBe(false);
  });

  it('drops the history when a change is kept out of it', () => {
    let state = start('');
    state = type(state, 0, 'abc', 1000, 'input.paste');
    state = state.update({ changes: { from: 0, insert: 'z' }, annotations: Transaction.addToHistory.of(false) }).state;
    expect(undo({ state, dispatch: () => {} })).toBe(false);
  });
});
