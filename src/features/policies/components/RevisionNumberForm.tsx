import type { RefObject } from 'react';
import { parseRevisionNumber } from '../model/revision-url';
import styles from './PolicyViewerPage.module.css';
import { ShortcutInputForm } from './ShortcutInputForm';

/** "Go to revision [ ] Go": jumps to a revision by its number. */
export function RevisionNumberForm({
  latest,
  onGo,
  inputRef,
}: {
  latest: number;
  onGo: (revision: number) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const submit = (text: string) => {
    const trimmed = text.trim();
    const number = parseRevisionNumber(trimmed);
    if (trimmed === '') return 'Enter a revision number.';
    if (number === null) return 'A revision number is a whole number, like 3.';
    if (number > latest) return `Revisions run from 1 to ${latest}.`;
    onGo(number);
    return null;
  };

  return (
    <ShortcutInputForm
      label="Go to revision"
      shortcut="g"
      buttonLabel="Go"
      inputRef={inputRef}
      inputClassName={styles.numberInput}
      inputProps={{ inputMode: 'numeric' }}
      submit={submit}
    />
  );
}
