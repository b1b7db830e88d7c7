import type { ReactNode } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { FindBar } from './FindBar';
import type { FindHighlight } from './FindMarks';
import { useViewerFind } from './use-viewer-find';
import styles from './FindBar.module.css';

const messages = defineMessages({
  open: { id: 'policies.find.open', defaultMessage: 'Find in this view' },
  ctrlF: {
    id: 'policies.find.ctrlF',
    defaultMessage: 'Ctrl F',
    description: 'The keys that open the find, as printed on keyboards (German keyboards say Strg)',
  },
});

/** ⌘ on Apple keyboards, Ctrl elsewhere. */
const APPLE_KEYBOARD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** What a view gets from the find: the matches to mark and the row of the current one (−1: none). */
export interface ViewFind {
  highlight: FindHighlight | null;
  row: number;
}

/**
 * The viewer's own find over a view's rows: Ctrl/⌘+F (or the Find button) opens the bar above the
 * view; the view marks the matches and scrolls to the current one.
 */
export function FindInView({
  rows,
  label,
  toolbar,
  children,
}: {
  rows: readonly string[];
  /** What is searched: "Find in the source". */
  label: string;
  /** Controls of the view, on the Find button's row. */
  toolbar?: ReactNode;
  children: (find: ViewFind) => ReactNode;
}) {
  const t = useT('policies');
  const find = useViewerFind(rows);
  const opener = (
    <button
      type="button"
      className="btn btn-small btn-ghost"
      onClick={find.openFind}
      aria-keyshortcuts="Control+F Meta+F"
    >
      {t(messages.open)}{' '}
      <kbd className={styles.kbd} aria-hidden="true">
        {APPLE_KEYBOARD ? '⌘F' : t(messages.ctrlF)}
      </kbd>
    </button>
  );
  return (
    <>
      <div className={styles.opener}>
        {toolbar}
        <span className="spacer" />
        {opener}
      </div>
      {find.open ? (
        <FindBar
          label={label}
          query={find.query}
          onQuery={find.setQuery}
          matchCase={find.matchCase}
          onMatchCase={find.setMatchCase}
          count={find.found.matches.length}
          current={find.current}
          truncated={find.found.truncated}
          onStep={find.step}
          onClose={find.close}
          inputRef={find.inputRef}
        />
      ) : null}
      {children({ highlight: find.highlight, row: find.highlight ? find.currentRow : -1 })}
    </>
  );
}
