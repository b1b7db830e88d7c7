import { Annotation, EditorSelection, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { defineMessages, useT } from '../../../../lib/i18n';
import { countLines } from '../../model/format-size';
import { positionOf, showCompileError, type CompileErrorMarker } from './compile-error-marker';
import { editableExtensions, editorPhrases, type EditorSettings } from './extensions';
import { useColorScheme } from './use-color-scheme';
import { useEditorView } from './use-editor-view';
import styles from './CodeEditor.module.css';

export interface CodeEditorHandle {
  focus: () => void;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Mod-Enter inside the editor, e.g. to submit the form. */
  onSubmitShortcut?: () => void;
  /** Ids of the elements naming and describing the code (a label, a hint, an error). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  compileError: CompileErrorMarker | null;
  wrapLines: boolean;
  placeholder: string;
  maxLength: number;
  ref?: Ref<CodeEditorHandle>;
}

const messages = defineMessages({
  position: { id: 'scripts.editor.position', defaultMessage: 'Line {line, number}, column {column, number}' },
  lines: { id: 'scripts.editor.lines', defaultMessage: '{count, plural, one {# line} other {# lines}}' },
  length: { id: 'scripts.editor.length', defaultMessage: '{length, number} / {max, number} characters' },
});

/** What the status line says: where the cursor is and how long the code is. */
interface EditorStatus {
  line: number;
  column: number;
  lines: number;
  length: number;
}

/** Marks the replacement of the text by a new `value` from the form, which it need not hear back. */
const fromValueProp = Annotation.define<true>();

function statusOf(state: EditorState): EditorStatus {
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  return { line: line.number, column: head - line.from + 1, lines: state.doc.lines, length: state.doc.length };
}

/** The JavaScript editor of the create form, with a status line under it. */
export default function CodeEditor({
  value,
  onChange,
  onBlur,
  onSubmitShortcut,
  labelledBy,
  describedBy,
  invalid = false,
  compileError,
  wrapLines,
  placeholder,
  maxLength,
  ref,
}: CodeEditorProps) {
  const t = useT('scripts');
  const host = useRef<HTMLDivElement>(null);
  const colorScheme = useColorScheme();
  const [status, setStatus] = useState<EditorStatus>(() => ({
    line: 1,
    column: 1,
    lines: countLines(value),
    length: value.length,
  }));
  const callbacks = useRef({ onChange, onBlur, onSubmitShortcut });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, onSubmitShortcut };
  });
  /** The text last reported through onChange: a different `value` comes from outside. */
  const reported = useRef(value);

  const settings = useMemo<EditorSettings>(
    () => ({
      colorScheme,
      wrapLines,
      contentAttributes: {
        'aria-labelledby': labelledBy,
        'aria-invalid': invalid ? 'true' : 'false',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      phrases: editorPhrases(t),
    }),
    [colorScheme, wrapLines, labelledBy, describedBy, invalid, t],
  );

  const view = useEditorView(
    host,
    () =>
      EditorState.create({
        doc: value,
        extensions: [
          // Ahead of CodeMirror's own Mod-Enter (a blank line below), when the form takes it.
          Prec.high(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  callbacks.current.onSubmitShortcut?.();
                  return callbacks.current.onSubmitShortcut !== undefined;
                },
              },
            ]),
          ),
          editableExtensions(settings, placeholder),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromValueProp))) {
              const text = update.state.doc.toString();
              reported.current = text;
              callbacks.current.onChange(text);
            }
            if (update.docChanged || update.selectionSet) setStatus(statusOf(update.state));
            if (update.focusChanged && !update.view.hasFocus) callbacks.current.onBlur?.();
          }),
        ],
      }),
    settings,
  );

  useEffect(() => {
    const current = view.current;
    if (!current || value === reported.current) return;
    reported.current = value;
    // Replaced from outside (a discarded draft): one step the user can undo.
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromValueProp.of(true),
    });
  }, [value, view]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(showCompileError(current.state, compileError));
    if (compileError) {
      const at = positionOf(current.state.doc, compileError.location);
      current.dispatch({
        selection: EditorSelection.cursor(at),
        effects: EditorView.scrollIntoView(at, { y: 'center' }),
      });
    }
  }, [compileError, view]);

  useImperativeHandle(ref, () => ({ focus: () => view.current?.focus() }), [view]);

  const tooLong = status.length > maxLength;
  return (
    <div className={styles.frame}>
      <div ref={host} className={styles.host} />
      <p className={styles.status}>
        <span>{t(messages.position, { line: status.line, column: status.column })}</span>
        <span aria-hidden="true">·</span>
        <span>{t(messages.lines, { count: status.lines })}</span>
        <span aria-hidden="true">·</span>
        <span className={tooLong ? styles.over : undefined}>
          {t(messages.length, { length: status.length, max: maxLength })}
        </span>
      </p>
    </div>
  );
}
