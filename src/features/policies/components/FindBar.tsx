import { useId, type KeyboardEvent, type RefObject } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import styles from './FindBar.module.css';

export interface FindBarProps {
  query: string;
  onQuery: (query: string) => void;
  matchCase: boolean;
  onMatchCase: (matchCase: boolean) => void;
  count: number;
  /** The match shown, or −1. */
  current: number;
  /** More matches than are counted. */
  truncated: boolean;
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What is searched, for the field's name: "Find in the source". */
  label: string;
}

const messages = defineMessages({
  noMatches: { id: 'policies.find.noMatches', defaultMessage: 'No matches' },
  current: {
    id: 'policies.find.current',
    defaultMessage: '{current, number} of {count, number}{more, select, true {+} other {}}',
    description: 'Which match is shown; more: true when there are more matches than counted (“3 of 1,000+”)',
  },
  count: {
    id: 'policies.find.count',
    defaultMessage: '{count, number}{more, select, true {+} other {}} matches',
    description: 'How many matches; more: true when there are more than counted (“1,000+ matches”)',
  },
  region: { id: 'policies.find.region', defaultMessage: 'Find in this view' },
  placeholder: { id: 'policies.find.placeholder', defaultMessage: 'Find in this view' },
  previous: { id: 'policies.find.previous', defaultMessage: 'Previous match' },
  next: { id: 'policies.find.next', defaultMessage: 'Next match' },
  matchCase: { id: 'policies.find.matchCase', defaultMessage: 'Match case' },
  close: { id: 'policies.find.close', defaultMessage: 'Close find' },
});

/** The viewer's own find (Ctrl/⌘+F): the views render only the lines in view, which the browser's find cannot see. */
export function FindBar({
  query,
  onQuery,
  matchCase,
  onMatchCase,
  count,
  current,
  truncated,
  onStep,
  onClose,
  inputRef,
  label,
}: FindBarProps) {
  const t = useT('policies');
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  let status = '';
  if (query !== '') {
    if (count === 0) status = t(messages.noMatches);
    else {
      const more = truncated ? 'true' : 'false';
      status =
        current >= 0 ? t(messages.current, { current: current + 1, count, more }) : t(messages.count, { count, more });
    }
  }

  return (
    <div className={styles.bar} role="search" aria-label={t(messages.region)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-query`} className="visually-hidden">
          {label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-query`}
          type="search"
          className="input"
          placeholder={t(messages.placeholder)}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-count`}
          aria-keyshortcuts="Control+F Meta+F"
        />
        <span id={`${id}-count`} className={styles.count} role="status">
          {status}
        </span>
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onStep(-1)}
          disabled={count === 0}
          aria-keyshortcuts="Shift+Enter"
        >
          <span aria-hidden="true">↑</span> {t(messages.previous)}
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onStep(1)}
          disabled={count === 0}
          aria-keyshortcuts="Enter"
        >
          <span aria-hidden="true">↓</span> {t(messages.next)}
        </button>
        <label className={styles.toggle}>
          <input type="checkbox" checked={matchCase} onChange={(event) => onMatchCase(event.target.checked)} />
          {t(messages.matchCase)}
        </label>
        <button type="button" className="btn btn-small btn-ghost" onClick={onClose} aria-keyshortcuts="Escape">
          {t(messages.close)}
        </button>
      </div>
    </div>
  );
}
