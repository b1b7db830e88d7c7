import {
  Annotation, StateField, Transaction, type ChangeSet, type EditorSelection, type Extension, type StateCommand,
} from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

/**
 * Undo and redo for the script editor: each entry holds the changes that revert one edit (or a
 * run of typing) and the selection to restore.
 */
interface HistoryEntry {
  revert: ChangeSet;
  selectionBefore: EditorSelection;
  userEvent: string | undefined;
  time: number;
}

export interface HistoryState {
  done: readonly HistoryEntry[];
  undone: readonly HistoryEntry[];
}

/** Typing or deleting within this long of the previous keystroke joins its undo step. */
const JOIN_DELAY_MS = 500;
const MAX_DEPTH = 300;
const JOINABLE = ['input.type', 'delete.backward', 'delete.forward'];

const historyStep = Annotation.define<'undo' | 'redo'>();

function entryFor(tr: Transaction): HistoryEntry {
  return {
    revert: tr.changes.invert(tr.startState.doc),
    selectionBefore: tr.startState.selection,
    userEvent: tr.annotation(Transaction.userEvent),
    time: tr.annotation(Transaction.time) ?? Date.now(),
  };
}

function joins(previous: HistoryEntry | undefined, next: HistoryEntry): previous is HistoryEntry {
  return (
    previous !== undefined &&
    next.userEvent !== undefined &&
    previous.userEvent === next.userEvent &&
    JOINABLE.includes(next.userEvent) &&
    next.time - previous.time < JOIN_DELAY_MS
  );
}

export const historyField = StateField.define<HistoryState>({
  create: () => ({ done: [], undone: [] }),
  update(history, tr) {
    if (!tr.docChanged) return history;
    const step = tr.annotation(historyStep);
    if (step === 'undo') {
      return { done: history.done.slice(0, -1), undone: [...history.undone, entryFor(tr)] };
    }
    if (step === 'redo') {
      return { done: [...history.done, entryFor(tr)], undone: history.undone.slice(0, -1) };
    }
    // A change kept out of history would leave the stored reverts pointing at the wrong text.
    if (tr.annotation(Transaction.addToHistory) === false) return { done: [], undone: [] };
    const entry = entryFor(tr);
    const previous = history.done[history.done.length - 1];
    if (joins(previous, entry)) {
      const joined = { ...entry, revert: entry.revert.compose(previous.revert), selectionBefore: previous.selectionBefore };
      return { done: [...history.done.slice(0, -1), joined], undone: [] };
    }
    return { done: [...history.done, entry].slice(-MAX_DEPTH), undone: [] };
  },
});

function stepCommand(step: 'undo' | 'redo'): StateCommand {
  return ({ state, dispatch }) => {
    const history = state.field(historyField, false);
    const entry = step === 'undo' ? history?.done.at(-1) : history?.undone.at(-1);
    if (!entry || state.readOnly) return false;
    dispatch(state.update({
      changes: entry.revert,
      selection: entry.selectionBefore,
      scrollIntoView: true,
      annotations: [historyStep.of(step), Transaction.userEvent.of(step)],
    }));
    return true;
  };
}

export const undo = stepCommand('undo');
export const redo = stepCommand('redo');

/** History with its keys (Mod-z, Mod-y, Mod-Shift-z) and the browser's Edit menu undo/redo. */
export function history(): Extension {
  return [
    historyField,
    keymap.of([
      { key: 'Mod-z', run: undo, preventDefault: true },
      { key: 'Mod-y', mac: 'Mod-Shift-z', run: redo, preventDefault: true },
      { linux: 'Ctrl-Shift-z', run: redo, preventDefault: true },
    ]),
    EditorView.domEventHandlers({
      beforeinput(event, view) {
        const command = event.inputType === 'historyUndo' ? undo : event.inputType === 'historyRedo' ? redo : null;
        if (!command) return false;
        event.preventDefault();
        return command(view);
      },
    }),
  ];
}
