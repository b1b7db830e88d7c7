import { useId, useState, type FormEvent, type InputHTMLAttributes, type RefObject } from 'react';
import styles from './PolicyViewerPage.module.css';

/**
 * A one-field inline form with a keyboard shortcut to focus it ("Go to revision [g]").
 * `submit` acts on the text and returns an error to show, or null when it was accepted.
 */
export function ShortcutInputForm({
  label,
  shortcut,
  buttonLabel,
  inputRef,
  inputClassName,
  inputProps,
  submit,
}: {
  label: string;
  shortcut: string;
  buttonLabel: string;
  inputRef: RefObject<HTMLInputElement | null>;
  inputClassName: string | undefined;
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'inputMode'>;
  submit: (text: string) => string | null;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = submit(text);
    setError(problem);
    if (problem === null) setText('');
  };

  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-input`} className={styles.inlineLabel}>
        {label}{' '}
        <kbd className={styles.kbd} aria-hidden="true">
          {shortcut}
        </kbd>
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={inputClassName ? `input ${inputClassName}` : 'input'}
        autoComplete="off"
        {...inputProps}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-keyshortcuts={shortcut}
      />
      <button type="submit" className="btn btn-small">
        {buttonLabel}
      </button>
      {error ? (
        <p id={`${id}-error`} className={`field-error ${styles.inlineError}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
