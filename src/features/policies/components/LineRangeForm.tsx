import { useId, useState, type FormEvent, type RefObject } from 'react';
import { formatInteger } from '../../../lib/format';
import { parseLineRangeInput, type LineRange } from '../model/line-range';
import styles from './PolicyViewerPage.module.css';

/** "Highlight lines [10-14]": the keyboard way to highlight a range (the mouse way is clicking line numbers). */
export function LineRangeForm({ lineCount, onHighlight, inputRef }: {
  lineCount: number;
  onHighlight: (range: LineRange) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = parseLineRangeInput(text);
    if (!range) setError('Enter a line or a range, like 10 or 10-14.');
    else if (range.start > lineCount) setError(`This revision has ${formatInteger(lineCount)} ${lineCount === 1 ? 'line' : 'lines'}.`);
    else {
      setError(null);
      setText('');
      onHighlight({ start: range.start, end: Math.min(range.end, lineCount) });
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`} className={styles.inlineLabel}>
        Highlight lines <kbd className={styles.kbd} aria-hidden="true">l</kbd>
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={`input ${styles.rangeInput}`}
        autoComplete="off"
        placeholder="10-14"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-keyshortcuts="l"
      />
      <button type="submit" className="btn btn-small">Highlight</button>
      {error ? <p id={`${id}-error`} className={`field-error ${styles.inlineError}`}>{error}</p> : null}
    </form>
  );
}
