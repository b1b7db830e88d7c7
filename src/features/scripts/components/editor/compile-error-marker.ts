import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { EditorState, Extension, Text, TransactionSpec } from '@codemirror/state';
import type { SourceLocation } from '../../model/compile-error-location';

export interface CompileErrorMarker {
  message: string;
  location: SourceLocation;
  /** Who says so, shown under the message: "Server", in the user's language. */
  source?: string;
}

/** The document position of a 1-based line and column, kept inside the document. */
export function positionOf(doc: Text, { line, column }: SourceLocation): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return target.from + Math.min(Math.max(column - 1, 0), target.length);
}

/** The place the server could not compile: underlined (to the end of its line) and flagged in the gutter. */
export function compileErrorDiagnostic(doc: Text, marker: CompileErrorMarker): Diagnostic {
  const from = positionOf(doc, marker.location);
  const lineEnd = doc.lineAt(from).to;
  return {
    from,
    to: Math.max(lineEnd, from),
    severity: 'error',
    source: marker.source ?? 'Server',
    message: marker.message,
  };
}

export function showCompileError(state: EditorState, marker: CompileErrorMarker | null): TransactionSpec {
  return setDiagnostics(state, marker ? [compileErrorDiagnostic(state.doc, marker)] : []);
}

export function compileErrorGutter(): Extension {
  return lintGutter();
}
