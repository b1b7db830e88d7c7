import { useId, type KeyboardEvent, type RefObject } from 'react';
import { formatInteger } from '../../../lib/format';
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
    if (count === 0) status = 'No matches';
    else {
      const total = `${formatInteger(count)}${truncated ? '+' : ''}`;
      status = current >= 0 ? `${formatInteger(current + 1)} of ${total}` : `${total} matches`;
    }
  }

  return (
    <div className={styles.bar} role="search" aria-label="Find in this view">
      <div className={styles.field}>
        <label htmlFor={`${id}-query`} className="visually-hidden">
          {label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-query`}
          type="search"
          className="input"
          placeholder="Find in this view"
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
          <span aria-hidden="true">↑</span> Previous match
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onStep(1)}
          disabled={count === 0}
          aria-keyshortcuts="Enter"
        >
          <span aria-hidden="true">↓</span> Next match
        </button>
        <label className={styles.toggle}>
          <input type="checkbox" checked={matchCase} onChange={(event) => onMatchCase(event.target.checked)} />
          Match case
        </label>
        <button type="button" className="btn btn-small btn-ghost" onClick={onClose} aria-keyshortcuts="Escape">
          Close find
        </button>
      </div>
    </div>
  );
}
