import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, codeFolding, foldGutter, foldKeymap, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorState, type Extension, type StateEffect } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { defineMessages, type Translate } from '../../../../lib/i18n';
import { compileErrorGutter } from './compile-error-marker';
import { colorSchemeTheme, editorTheme, type ColorScheme } from './theme';

/** What the page can change while the editor is open. */
export interface EditorSettings {
  colorScheme: ColorScheme;
  /** Attributes of the editable element: its accessible name, description and validity. */
  contentAttributes: Record<string, string>;
  wrapLines: boolean;
  /** The editor's words in the user's language (`editorPhrases`). */
  phrases: EditorPhrases;
}

const colorScheme = new Compartment();
const contentAttributes = new Compartment();
const lineWrapping = new Compartment();
const words = new Compartment();

/**
 * The editable element in the tab order explicitly, so that checkers (and browsers that ignore
 * contenteditable there) see the scrolling code as reachable by keyboard.
 */
const inTabOrder = EditorView.contentAttributes.of({ tabindex: '0' });

const messages = defineMessages({
  find: { id: 'scripts.editor.find', defaultMessage: 'Find in code', description: 'The find panel’s search field' },
  replaceWith: { id: 'scripts.editor.replaceWith', defaultMessage: 'Replace with' },
  next: { id: 'scripts.editor.next', defaultMessage: 'Next', description: 'Goes to the next match' },
  previous: { id: 'scripts.editor.previous', defaultMessage: 'Previous', description: 'Goes to the previous match' },
  selectAll: { id: 'scripts.editor.selectAll', defaultMessage: 'Select all', description: 'Selects every match' },
  matchCase: { id: 'scripts.editor.matchCase', defaultMessage: 'Match case' },
  regexp: { id: 'scripts.editor.regexp', defaultMessage: 'Regexp', description: 'Search with a regular expression' },
  byWord: { id: 'scripts.editor.byWord', defaultMessage: 'By word', description: 'Match whole words only' },
  replace: { id: 'scripts.editor.replace', defaultMessage: 'Replace' },
  replaceAll: { id: 'scripts.editor.replaceAll', defaultMessage: 'Replace all' },
  closeFind: { id: 'scripts.editor.closeFind', defaultMessage: 'Close find' },
  currentMatch: {
    id: 'scripts.editor.currentMatch',
    defaultMessage: 'current match',
    description: 'Read out on a match: “current match. <the line> on line 3.”',
  },
  onLine: { id: 'scripts.editor.onLine', defaultMessage: 'on line', description: 'Read out: “… on line 3.”' },
  replacedMatches: {
    id: 'scripts.editor.replacedMatches',
    defaultMessage: 'replaced $ matches',
    description: 'Read out after Replace all; $ is the number, keep it as $',
  },
  replacedMatchOnLine: {
    id: 'scripts.editor.replacedMatchOnLine',
    defaultMessage: 'replaced match on line $',
    description: 'Read out after Replace; $ is the line number, keep it as $',
  },
  goToLine: { id: 'scripts.editor.goToLine', defaultMessage: 'Go to line' },
  go: { id: 'scripts.editor.go', defaultMessage: 'go', description: 'The Go to line panel’s button' },
  controlCharacter: {
    id: 'scripts.editor.controlCharacter',
    defaultMessage: 'Control character',
    description: 'The title of an invisible character shown as a dot',
  },
  foldedCode: {
    id: 'scripts.editor.foldedCode',
    defaultMessage: 'folded code',
    description: 'A folded block’s placeholder',
  },
  unfold: {
    id: 'scripts.editor.unfold',
    defaultMessage: 'unfold',
    description: 'The title of a folded block’s placeholder',
  },
  selectionDeleted: { id: 'scripts.editor.selectionDeleted', defaultMessage: 'Selection deleted' },
  diagnostics: { id: 'scripts.editor.diagnostics', defaultMessage: 'Diagnostics', description: 'The problems panel' },
  noDiagnostics: { id: 'scripts.editor.noDiagnostics', defaultMessage: 'No diagnostics' },
  foldBlock: { id: 'scripts.editor.foldBlock', defaultMessage: 'Fold block' },
  unfoldBlock: { id: 'scripts.editor.unfoldBlock', defaultMessage: 'Unfold block' },
});

/** CodeMirror's phrases in the user's language, and the fold markers' titles. */
export interface EditorPhrases {
  codeMirror: Record<string, string>;
  foldBlock: string;
  unfoldBlock: string;
}

/**
 * The editor's words: CodeMirror's own (its find panel, what it reads out, its panels), capitalised
 * like the console's controls where they label one and naming what they act on.
 */
export function editorPhrases(t: Translate): EditorPhrases {
  return {
    codeMirror: {
      Find: t(messages.find),
      Replace: t(messages.replaceWith),
      next: t(messages.next),
      previous: t(messages.previous),
      all: t(messages.selectAll),
      'match case': t(messages.matchCase),
      regexp: t(messages.regexp),
      'by word': t(messages.byWord),
      replace: t(messages.replace),
      'replace all': t(messages.replaceAll),
      close: t(messages.closeFind),
      'current match': t(messages.currentMatch),
      'on line': t(messages.onLine),
      'replaced $ matches': t(messages.replacedMatches),
      'replaced match on line $': t(messages.replacedMatchOnLine),
      'Go to line': t(messages.goToLine),
      go: t(messages.go),
      'Control character': t(messages.controlCharacter),
      'folded code': t(messages.foldedCode),
      unfold: t(messages.unfold),
      'Selection deleted': t(messages.selectionDeleted),
      Diagnostics: t(messages.diagnostics),
      'No diagnostics': t(messages.noDiagnostics),
    },
    foldBlock: t(messages.foldBlock),
    unfoldBlock: t(messages.unfoldBlock),
  };
}

function wordsExtension(phrases: EditorPhrases): Extension {
  return [EditorState.phrases.of(phrases.codeMirror), foldGutter({ markerDOM: (open) => foldMarker(open, phrases) })];
}

function settingsExtensions(settings: EditorSettings): Extension {
  return [
    inTabOrder,
    colorScheme.of(colorSchemeTheme(settings.colorScheme)),
    contentAttributes.of(EditorView.contentAttributes.of(settings.contentAttributes)),
    lineWrapping.of(settings.wrapLines ? EditorView.lineWrapping : []),
    words.of(wordsExtension(settings.phrases)),
  ];
}

/** The effects that bring an open editor to new settings. */
export function reconfigure(settings: EditorSettings): StateEffect<unknown>[] {
  return [
    colorScheme.reconfigure(colorSchemeTheme(settings.colorScheme)),
    contentAttributes.reconfigure(EditorView.contentAttributes.of(settings.contentAttributes)),
    lineWrapping.reconfigure(settings.wrapLines ? EditorView.lineWrapping : []),
    words.reconfigure(wordsExtension(settings.phrases)),
  ];
}

function common(settings: EditorSettings): Extension {
  return [
    javascript(),
    lineNumbers(),
    codeFolding(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    drawSelection(),
    bracketMatching(),
    search({ top: true }),
    highlightSelectionMatches(),
    editorTheme(),
    settingsExtensions(settings),
  ];
}

/**
 * The script editor: JavaScript with highlighting, line numbers, brackets, search and undo.
 * Tab indents; Escape then Tab (or Ctrl-m, Shift-Alt-m on macOS, to switch for good) moves focus
 * on, through CodeMirror's tab-focus mode.
 */
export function editableExtensions(settings: EditorSettings, placeholderText: string): Extension {
  return [
    common(settings),
    history(),
    dropCursor(),
    highlightActiveLine(),
    indentUnit.of('  '),
    indentOnInput(),
    closeBrackets(),
    keymap.of([
      ...closeBracketsKeymap,
      ...searchKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      ...foldKeymap,
      indentWithTab,
    ]),
    compileErrorGutter(),
    placeholder(placeholderText),
  ];
}

/** A script shown read-only: still focusable, selectable and searchable by keyboard. */
export function readOnlyExtensions(settings: EditorSettings): Extension {
  return [
    common(settings),
    EditorState.readOnly.of(true),
    keymap.of([...searchKeymap, ...defaultKeymap, ...foldKeymap]),
  ];
}

/** The fold gutter's marker: a chevron, pointing down when the block is open. */
function foldMarker(open: boolean, phrases: EditorPhrases): HTMLElement {
  const marker = document.createElement('span');
  marker.className = 'cm-foldMarker';
  marker.textContent = open ? '⌄' : '›';
  marker.title = open ? phrases.foldBlock : phrases.unfoldBlock;
  return marker;
}
