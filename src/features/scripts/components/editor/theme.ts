import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The editor's look, from the console's tokens. Colours of the code are CSS variables set by
 * CodeEditor.module.css for light and dark, so switching the console's theme needs no
 * reconfiguration; `colorScheme` only tells CodeMirror's own defaults which side they are on.
 */
const highlightStyle = HighlightStyle.define([
  {
    tag: [
      tags.keyword,
      tags.controlKeyword,
      tags.moduleKeyword,
      tags.operatorKeyword,
      tags.definitionKeyword,
      tags.modifier,
    ],
    color: 'var(--code-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.character], color: 'var(--code-string)' },
  { tag: tags.regexp, color: 'var(--code-regexp)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.self], color: 'var(--code-literal)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment],
    color: 'var(--code-comment)',
    fontStyle: 'italic',
  },
  {
    tag: [
      tags.function(tags.variableName),
      tags.function(tags.propertyName),
      tags.function(tags.definition(tags.variableName)),
    ],
    color: 'var(--code-function)',
  },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--code-property)' },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.standard(tags.variableName)], color: 'var(--code-type)' },
  { tag: [tags.definition(tags.variableName), tags.labelName], color: 'var(--code-definition)' },
  { tag: [tags.escape, tags.special(tags.variableName)], color: 'var(--code-regexp)' },
  { tag: tags.invalid, color: 'var(--danger)', textDecoration: 'underline wavy' },
]);

/*
 * Rules that CodeMirror's base theme sets per light and dark (`.cm-panels`, `.cm-textfield`,
 * `.cm-button`, the search matches) are written `&.cm-editor …` to outrank those.
 */
const baseTheme = EditorView.theme({
  '&': {
    color: 'var(--text)',
    backgroundColor: 'var(--surface)',
    border: '1px solid var(--border-strong)',
    borderRadius: 'var(--radius-sm)',
    fontSize: '0.9rem',
  },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--text)', padding: '8px 0' },
  '.cm-line': { padding: '0 12px 0 8px' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)', borderLeftWidth: '2px' },
  '.cm-selectionBackground': { backgroundColor: 'var(--code-selection-blur) !important' },
  '&.cm-focused .cm-selectionBackground': { backgroundColor: 'var(--code-selection) !important' },
  '.cm-gutters': {
    backgroundColor: 'var(--surface-2)',
    color: 'var(--text-muted)',
    borderRight: '1px solid var(--border)',
    borderRadius: 'var(--radius-sm) 0 0 var(--radius-sm)',
  },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 4px 0 8px', minWidth: '2ch' },
  '.cm-activeLine': { backgroundColor: 'var(--code-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--surface-3)', color: 'var(--text)' },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--surface-3)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
  },
  '.cm-foldGutter .cm-gutterElement': { padding: '0 2px', cursor: 'pointer' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--code-bracket)',
    outline: '1px solid var(--code-bracket-outline)',
  },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: 'var(--danger-soft)', color: 'var(--danger)' },
  '.cm-placeholder': { color: 'var(--text-muted)', fontStyle: 'italic' },
  '&.cm-editor .cm-panels': { backgroundColor: 'var(--surface-2)', color: 'var(--text)' },
  '&.cm-editor .cm-panels-top': { borderBottom: '1px solid var(--border)' },
  '&.cm-editor .cm-panels-bottom': { borderTop: '1px solid var(--border)' },
  // CodeMirror's find panel, in the console's type, fields and buttons for light and dark.
  // Inline flow, so that CodeMirror's <br> puts the replace controls on a row of their own.
  '.cm-panel.cm-search': {
    padding: '5px 44px 5px 8px',
    fontFamily: 'var(--font-sans)',
    fontSize: '0.88rem',
    lineHeight: '1.4',
  },
  '.cm-panel.cm-search input, .cm-panel.cm-search button, .cm-panel.cm-search label': {
    margin: '3px 8px 3px 0',
    verticalAlign: 'middle',
  },
  '.cm-panel.cm-search label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    fontSize: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  '.cm-panel.cm-search input[type=checkbox]': { margin: '0', accentColor: 'var(--accent)' },
  '&.cm-editor .cm-textfield': {
    width: '240px',
    maxWidth: '100%',
    minHeight: '30px',
    padding: '2px 8px',
    font: 'inherit',
    color: 'var(--text)',
    backgroundColor: 'var(--surface)',
    border: '1px solid var(--border-strong)',
    borderRadius: 'var(--radius-sm)',
  },
  '.cm-textfield::placeholder': { color: 'var(--text-muted)', opacity: '0.85' },
  '&.cm-editor .cm-button': {
    minHeight: '30px',
    padding: '0 10px',
    font: 'inherit',
    fontWeight: '550',
    cursor: 'pointer',
    color: 'var(--text)',
    backgroundColor: 'var(--surface)',
    backgroundImage: 'none',
    border: '1px solid var(--border-strong)',
    borderRadius: 'var(--radius-sm)',
  },
  '.cm-button:hover': { backgroundColor: 'var(--surface-3)' },
  '&.cm-editor .cm-button:active': { backgroundImage: 'none', backgroundColor: 'var(--surface-3)' },
  '.cm-panel.cm-search [name=close]': {
    top: '8px',
    right: '8px',
    margin: '0',
    width: '30px',
    height: '30px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '1.2rem',
    lineHeight: '1',
    color: 'var(--text-muted)',
    cursor: 'pointer',
    backgroundColor: 'transparent',
    borderRadius: 'var(--radius-sm)',
  },
  '.cm-panel.cm-search [name=close]:hover': { backgroundColor: 'var(--surface-3)', color: 'var(--text)' },
  '.cm-panel.cm-search :focus-visible': { outline: '2px solid var(--focus)', outlineOffset: '1px' },
  '&.cm-editor .cm-searchMatch': { backgroundColor: 'var(--code-match)', borderRadius: '2px' },
  '&.cm-editor .cm-searchMatch-selected': {
    backgroundColor: 'var(--code-match-selected)',
    outline: '1px solid var(--code-bracket-outline)',
  },
  '.cm-selectionMatch': { backgroundColor: 'var(--code-bracket)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius-sm)',
    boxShadow: 'var(--shadow)',
  },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--danger)' },
  '.cm-lintRange-error': { backgroundColor: 'var(--danger-soft)' },
});

export type ColorScheme = 'light' | 'dark';

export function editorTheme(): Extension {
  return [baseTheme, syntaxHighlighting(highlightStyle)];
}

/** Tells CodeMirror's own styles (selection, tooltips, panels) whether the background is dark. */
export function colorSchemeTheme(scheme: ColorScheme): Extension {
  return EditorView.theme({}, { dark: scheme === 'dark' });
}
