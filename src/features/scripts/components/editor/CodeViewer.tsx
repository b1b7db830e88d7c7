import { EditorState } from '@codemirror/state';
import { useMemo, useRef } from 'react';
import { useT } from '../../../../lib/i18n';
import { editorPhrases, readOnlyExtensions, type EditorSettings } from './extensions';
import { useColorScheme } from './use-color-scheme';
import { useEditorView } from './use-editor-view';
import styles from './CodeEditor.module.css';

export interface CodeViewerProps {
  code: string;
  /** The accessible name of the code, e.g. "Code of normalize-phone-numbers". */
  label: string;
  describedBy?: string;
  wrapLines: boolean;
}

/** A script shown read-only, highlighted, with line numbers; focusable, selectable and searchable. */
export default function CodeViewer({ code, label, describedBy, wrapLines }: CodeViewerProps) {
  const t = useT('scripts');
  const host = useRef<HTMLDivElement>(null);
  const colorScheme = useColorScheme();
  const settings = useMemo<EditorSettings>(
    () => ({
      colorScheme,
      wrapLines,
      contentAttributes: { 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
      phrases: editorPhrases(t),
    }),
    [colorScheme, wrapLines, label, describedBy, t],
  );

  useEditorView(host, () => EditorState.create({ doc: code, extensions: readOnlyExtensions(settings) }), settings);

  return (
    <div className={styles.frame}>
      <div ref={host} className={`${styles.host} ${styles.viewer}`} />
    </div>
  );
}
