import type { RefObject } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { parseRevisionNumber } from '../model/revision-url';
import styles from './PolicyViewerPage.module.css';
import { ShortcutInputForm } from './ShortcutInputForm';

const messages = defineMessages({
  empty: { id: 'policies.goToRevision.empty', defaultMessage: 'Enter a revision number.' },
  notNumber: { id: 'policies.goToRevision.notNumber', defaultMessage: 'A revision number is a whole number, like 3.' },
  outOfRange: { id: 'policies.goToRevision.outOfRange', defaultMessage: 'Revisions run from 1 to {latest}.' },
  label: { id: 'policies.goToRevision.label', defaultMessage: 'Go to revision' },
  go: { id: 'policies.goToRevision.go', defaultMessage: 'Go' },
});

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
  const t = useT('policies');
  const submit = (text: string) => {
    const trimmed = text.trim();
    const number = parseRevisionNumber(trimmed);
    if (trimmed === '') return t(messages.empty);
    if (number === null) return t(messages.notNumber);
    if (number > latest) return t(messages.outOfRange, { latest: String(latest) });
    onGo(number);
    return null;
  };

  return (
    <ShortcutInputForm
      label={t(messages.label)}
      shortcut="g"
      buttonLabel={t(messages.go)}
      inputRef={inputRef}
      inputClassName={styles.numberInput}
      inputProps={{ inputMode: 'numeric' }}
      submit={submit}
    />
  );
}
