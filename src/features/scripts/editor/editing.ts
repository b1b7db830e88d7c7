import { EditorSelection, type ChangeSpec, type EditorState, type Extension, type StateCommand } from '@codemirror/state';
import { getIndentation, getIndentUnit, IndentContext, indentString, indentUnit } from '@codemirror/language';
import { keymap, type Command } from '@codemirror/view';

/**
 * The editing keys the script editor adds to the browser's own (arrows, Backspace, selection):
 * Enter keeps the indentation, Tab and Shift-Tab indent, Mod-a selects the whole document and
 * Ctrl-m (Shift-Alt-m on macOS) switches Tab between indenting and moving focus.
 */

/** Enter: a new line indented for its place in the code; between brackets, an indented empty line. */
export const insertNewlineAndIndent: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  const transaction = state.changeByRange(({ from, to, empty }) => {
    const line = state.doc.lineAt(from);
    const lineIndent = /^[ \t]*/.exec(line.text)![0];
    const betweenBrackets = empty && isBracketPair(state.sliceDoc(from - 1, from), state.sliceDoc(from, from + 1));
    const context = new IndentContext(state, { simulateBreak: from, simulateDoubleBreak: betweenBrackets });
    const indent = indentString(state, getIndentation(context, from) ?? lineIndent.length);
    // Spaces left at the end of the line being broken are dropped.
    let start = from;
    if (empty) while (start > line.from && /[ \t]/.test(line.text[start - 1 - line.from]!)) start -= 1;
    const insert = betweenBrackets ? ['', indent, lineIndent] : ['', indent];
    return {
      changes: { from: start, to, insert: insert.join('\n') },
      range: EditorSelection.cursor(start + 1 + indent.length),
    };
  });
  dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'input' }));
  return true;
};

function isBracketPair(open: string, close: string): boolean {
  return (open === '(' && close === ')') || (open === '[' && close === ']') || (open === '{' && close === '}');
}

/** The line numbers (1-based) that the selection touches, each once. */
function selectedLines(state: EditorState): number[] {
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    // A selection ending at the start of a line does not take that line along.
    const lastLine = state.doc.lineAt(range.to);
    const last = range.to > range.from && range.to === lastLine.from ? lastLine.number - 1 : lastLine.number;
    for (let number = first; number <= Math.max(first, last); number += 1) lines.add(number);
  }
  return [...lines].sort((a, b) => a - b);
}

/** Tab: indents the selected lines, or inserts one indentation unit at a cursor. */
export const indentMore: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  const unit = state.facet(indentUnit);
  if (state.selection.ranges.every((range) => range.empty)) {
    dispatch(state.update(state.replaceSelection(unit), { scrollIntoView: true, userEvent: 'input.indent' }));
    return true;
  }
  const changes = selectedLines(state).map((number) => ({ from: state.doc.line(number).from, insert: unit }));
  dispatch(state.update({ changes, userEvent: 'input.indent' }));
  return true;
};

/** Shift-Tab: removes one indentation unit from the start of each selected line. */
export const indentLess: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  const width = getIndentUnit(state);
  const changes: ChangeSpec[] = [];
  for (const number of selectedLines(state)) {
    const line = state.doc.line(number);
    const leading = /^[ \t]*/.exec(line.text)![0];
    let removed = 0;
    let columns = 0;
    while (removed < leading.length && columns < width) {
      columns += leading[removed] === '\t' ? width : 1;
      removed += 1;
    }
    if (removed > 0) changes.push({ from: line.from, to: line.from + removed });
  }
  if (changes.length === 0) return true;
  dispatch(state.update({ changes, userEvent: 'delete.dedent' }));
  return true;
};

export const selectAll: StateCommand = ({ state, dispatch }) => {
  dispatch(state.update({ selection: EditorSelection.single(0, state.doc.length), userEvent: 'select' }));
  return true;
};

export const toggleTabFocusMode: Command = (view) => {
  view.setTabFocusMode();
  return true;
};

export function editingKeymap(): Extension {
  return keymap.of([
    { key: 'Enter', run: insertNewlineAndIndent },
    { key: 'Tab', run: indentMore, shift: indentLess },
    { key: 'Mod-a', run: selectAll },
    { key: 'Ctrl-m', mac: 'Shift-Alt-m', run: toggleTabFocusMode },
  ]);
}

/** Keys for a read-only view: selecting everything, which the browser would limit to the visible lines. */
export function readingKeymap(): Extension {
  return keymap.of([{ key: 'Mod-a', run: selectAll }]);
}
