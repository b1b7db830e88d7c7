import { useId, useState, type FormEvent, type RefObject } from 'react';
import { parseRevisionNumber } from '../model/revision-url';
import styles from './PolicyViewerPage.module.css';

/** "Go to revision [ ] Go": jumps to a revision by its number. */
export function RevisionNumberForm({ latest, onGo, inputRef }: {
  latest: number;
  onGo: (revision: number) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = parseRevisionNumber(text.trim());
    if (text.trim() === '') setError('Enter a revision number.');
    else if (number === null) setError('A revision number is a whole number, like 3.');
    else if (number > latest) setError(`Revisions run from 1 to ${latest}.`);
    else {
      setError(null);
      setText('');
      onGo(number);
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`} className={styles.inlineLabel}>
        Go to revision <kbd className={styles.kbd} aria-hidden="true">g</kbd>
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={`input ${styles.numberInput}`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-keyshortcuts="g"
      />
      <button type="submit" className="btn btn-small">Go</button>
      {error ? <p id={`${id}-error`} className={`field-error ${styles.inlineError}`}>{error}</p> : null}
    </form>
  );
}
