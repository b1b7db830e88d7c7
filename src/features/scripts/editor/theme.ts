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
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.modifier], color: 'var(--code-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.character], color: 'var(--code-string)' },
  { tag: tags.regexp, color: 'var(--code-regexp)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.self], color: 'var(--code-literal)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.function(tags.definition(tags.variableName))], color: 'var(--code-function)' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--code-property)' },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.standard(tags.variableName)], color: 'var(--code-type)' },
  { tag: [tags.definition(tags.variableName), tags.labelName], color: 'var(--code-definition)' },
  { tag: [tags.escape, tags.special(tags.variableName)], color: 'var(--code-regexp)' },
  { tag: tags.invalid, color: 'var(--danger)', textDecoration: 'underline wavy' },
]);

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
  '.cm-foldPlaceholder': { backgroundColor: 'var(--surface-3)', color: 'var(--text)', border: '1px solid var(--border)' },
  '.cm-foldGutter .cm-gutterElement': { padding: '0 2px', cursor: 'pointer' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--code-bracket)', outline: '1px solid var(--code-bracket-outline)' },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: 'var(--danger-soft)', color: 'var(--danger)' },
  '.cm-placeholder': { color: 'var(--text-muted)', fontStyle: 'italic' },
  '.cm-panels': { backgroundColor: 'var(--surface-2)', color: 'var(--text)' },
  '.cm-panels-top': { borderBottom: '1px solid var(--border)' },
  '.cm-panels-bottom': { borderTop: '1px solid var(--border)' },
  '.cm-search': {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px 8px', padding: '8px',
    fontFamily: 'var(--font-sans)', fontSize: '0.88rem',
  },
  '.cm-search-input': { flex: '1 1 180px', width: 'auto', minHeight: '30px', padding: '2px 8px' },
  '.cm-search-case': { display: 'inline-flex', alignItems: 'center', gap: '4px', whiteSpace: 'nowrap' },
  '.cm-search-status': { color: 'var(--text-muted)', minWidth: '6ch', fontVariantNumeric: 'tabular-nums' },
  '.cm-searchMatch': { backgroundColor: 'var(--code-match)', borderRadius: '2px' },
  '.cm-searchMatch-selected': { backgroundColor: 'var(--code-match-selected)', outline: '1px solid var(--code-bracket-outline)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)',
    borderRadius: 'var(--radius-sm)', boxShadow: 'var(--shadow)',
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
