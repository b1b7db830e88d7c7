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
import { compileErrorGutter } from './compile-error-marker';
import { colorSchemeTheme, editorTheme, type ColorScheme } from './theme';

/** What the page can change while the editor is open. */
export interface EditorSettings {
  colorScheme: ColorScheme;
  /** Attributes of the editable element: its accessible name, description and validity. */
  contentAttributes: Record<string, string>;
  wrapLines: boolean;
}

const colorScheme = new Compartment();
const contentAttributes = new Compartment();
const lineWrapping = new Compartment();

/**
 * The editable element in the tab order explicitly, so that checkers (and browsers that ignore
 * contenteditable there) see the scrolling code as reachable by keyboard.
 */
const inTabOrder = EditorView.contentAttributes.of({ tabindex: '0' });

/**
 * Words of CodeMirror's find panel, capitalised like the console's own controls and naming what
 * they act on (its inputs and close button are labelled by these).
 */
const phrases = EditorState.phrases.of({
  Find: 'Find in code',
  Replace: 'Replace with',
  next: 'Next',
  previous: 'Previous',
  all: 'Select all',
  'match case': 'Match case',
  regexp: 'Regexp',
  'by word': 'By word',
  replace: 'Replace',
  'replace all': 'Replace all',
  close: 'Close find',
});

function settingsExtensions(settings: EditorSettings): Extension {
  return [
    inTabOrder,
    colorScheme.of(colorSchemeTheme(settings.colorScheme)),
    contentAttributes.of(EditorView.contentAttributes.of(settings.contentAttributes)),
    lineWrapping.of(settings.wrapLines ? EditorView.lineWrapping : []),
  ];
}

/** The effects that bring an open editor to new settings. */
export function reconfigure(settings: EditorSettings): StateEffect<unknown>[] {
  return [
    colorScheme.reconfigure(colorSchemeTheme(settings.colorScheme)),
    contentAttributes.reconfigure(EditorView.contentAttributes.of(settings.contentAttributes)),
    lineWrapping.reconfigure(settings.wrapLines ? EditorView.lineWrapping : []),
  ];
}

function common(settings: EditorSettings): Extension {
  return [
    javascript(),
    lineNumbers(),
    codeFolding(),
    foldGutter({ markerDOM: foldMarker }),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    drawSelection(),
    bracketMatching(),
    search({ top: true }),
    highlightSelectionMatches(),
    phrases,
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
function foldMarker(open: boolean): HTMLElement {
  const marker = document.createElement('span');
  marker.className = 'cm-foldMarker';
  marker.textContent = open ? '⌄' : '›';
  marker.title = open ? 'Fold block' : 'Unfold block';
  return marker;
}
