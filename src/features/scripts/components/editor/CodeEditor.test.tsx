import { EditorView } from '@codemirror/view';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CodeEditor, { type CodeEditorProps } from './CodeEditor';

const CODE = 'function trim(value) {\n  return value.trim();\n}';

function Field(props: Partial<CodeEditorProps>) {
  return (
    <>
      <span id="code-label">Code</span>
      <p id="code-hint">Esc then Tab leaves the editor.</p>
      <CodeEditor
        value={CODE}
        onChange={() => {}}
        labelledBy="code-label"
        describedBy="code-hint"
        compileError={null}
        wrapLines={false}
        placeholder="// JavaScript"
        maxLength={100}
        {...props}
      />
    </>
  );
}

function renderEditor(props: Partial<CodeEditorProps> = {}) {
  const onChange = vi.fn();
  const utils = render(<Field onChange={onChange} {...props} />);
  const content = screen.getByRole('textbox', { name: 'Code' });
  const view = EditorView.findFromDOM(content)!;
  const update = (next: Partial<CodeEditorProps>) => utils.rerender(<Field onChange={onChange} {...props} {...next} />);
  return { ...utils, onChange, content, view, update };
}

describe('CodeEditor', () => {
  it('is a multi-line text box named by its label and described by its hint', () => {
    const { content } = renderEditor();
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(content).toHaveAccessibleDescription('Esc then Tab leaves the editor.');
    expect(content).toHaveAttribute('aria-invalid', 'false');
  });

  it('numbers the lines and highlights the code', () => {
    const { container } = renderEditor();
    // CodeMirror's gutter and highlighting are presentation, out of reach of accessible queries.
    // eslint-disable-next-line testing-library/no-node-access
    const numbers = [...container.querySelectorAll('.cm-lineNumbers .cm-gutterElement')].map((e) => e.textContent);
    expect(numbers).toEqual(expect.arrayContaining(['1', '2', '3']));
    // eslint-disable-next-line testing-library/no-node-access
    expect(container.querySelector('.cm-line span[class]')).not.toBeNull();
  });

  it('reports each change and shows where the cursor is', () => {
    const { view, onChange } = renderEditor();
    act(() => view.dispatch({ changes: { from: 0, insert: '// a\n' }, selection: { anchor: 5 } }));
    expect(onChange).toHaveBeenLastCalledWith(`// a\n${CODE}`);
    expect(screen.getByText('Line 2, column 1')).toBeInTheDocument();
  });

  it('counts lines and characters, marking those over the limit', () => {
    renderEditor({ value: `${'x'.repeat(60)}\n${'y'.repeat(59)}` });
    expect(screen.getByText('2 lines')).toBeInTheDocument();
    expect(screen.getByText('120 / 100 characters')).toHaveClass(/over/);
  });

  it('does not mark code of exactly the limit as over it', () => {
    renderEditor({ value: 'x'.repeat(100) });
    expect(screen.getByText('100 / 100 characters')).not.toHaveClass(/over/);
  });

  it('puts the cursor on the place the server could not compile and marks it', () => {
    const { view, update } = renderEditor();
    update({
      invalid: true,
      compileError: { message: 'Unexpected token (line 2, column 3)', location: { line: 2, column: 3 } },
    });
    expect(view.state.selection.main.head).toBe(view.state.doc.line(2).from + 2);
    expect(view.contentDOM).toHaveAttribute('aria-invalid', 'true');
    // The underline of the error is CodeMirror's decoration; aria-invalid above is what is announced.
    // eslint-disable-next-line testing-library/no-node-access
    expect(view.dom.querySelector('.cm-lintRange-error')).not.toBeNull();
    update({ invalid: false, compileError: null });
    // eslint-disable-next-line testing-library/no-node-access
    expect(view.dom.querySelector('.cm-lintRange-error')).toBeNull();
  });

  it('takes a value set from outside as one step that can be undone', () => {
    const { view, update, onChange } = renderEditor();
    update({ value: '' });
    expect(view.state.doc.toString()).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      view.contentDOM.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(view.state.doc.toString()).toBe(CODE);
    expect(onChange).toHaveBeenLastCalledWith(CODE);
  });

  it("indents the line with Tab and undoes it with Ctrl-z, by CodeMirror's own keymaps", () => {
    const { view } = renderEditor();
    act(() => view.dispatch({ selection: { anchor: view.state.doc.line(2).to } }));
    act(() => {
      view.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    });
    expect(view.state.doc.line(2).text).toBe('    return value.trim();');
    act(() => {
      view.contentDOM.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(view.state.doc.toString()).toBe(CODE);
  });

  it('opens a find panel with labelled fields on Ctrl-f, and closes it on Escape', () => {
    const { view } = renderEditor();
    act(() => {
      view.contentDOM.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    const find = screen.getByRole('textbox', { name: 'Find in code' });
    expect(screen.getByRole('textbox', { name: 'Replace with' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Match case' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    act(() => {
      find.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(screen.queryByRole('textbox', { name: 'Find in code' })).toBeNull();
  });

  it('offers Mod-Enter to the form', () => {
    const onSubmitShortcut = vi.fn();
    const { view } = renderEditor({ onSubmitShortcut });
    act(() => {
      view.contentDOM.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(onSubmitShortcut).toHaveBeenCalledTimes(1);
    expect(view.state.doc.toString()).toBe(CODE);
  });
});
