import { Fragment } from 'react';
import { piecesOfRow, type FoundText } from '../model/find-text';
import styles from './FindBar.module.css';

/** What a view needs to mark the matches of the viewer's find. */
export interface FindHighlight {
  found: FoundText;
  /** The index of the first match on each row that has one. */
  firstByRow: ReadonlyMap<number, number>;
  /** The match the find bar is on, or −1. */
  current: number;
}

/** A row's text with its matches marked (the current one apart), or null when the row has none. */
export function FindMarks({ text, row, find }: { text: string; row: number; find: FindHighlight | null }) {
  const first = find?.firstByRow.get(row);
  if (!find || first === undefined) return null;
  return (
    <>
      {piecesOfRow(text, row, find.found, first).map((piece, index) =>
        piece.match === -1 ? (
          <Fragment key={index}>{piece.text}</Fragment>
        ) : (
          <mark
            key={index}
            className={`${styles.match} ${piece.match === find.current ? styles.current : ''}`}
            data-current={piece.match === find.current || undefined}
          >
            {piece.text}
          </mark>
        ),
      )}
    </>
  );
}

/** Whether a row has matches to mark. */
export function rowHasMatches(find: FindHighlight | null, row: number): boolean {
  return find !== null && find.firstByRow.has(row);
}
