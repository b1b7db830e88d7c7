import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
import type { DiffLine, DiffLineKind, Segment } from '../model/diff-model';
import {
  foldSize,
  foldUnchanged,
  rowIndexOfNewLine,
  toSplitRows,
  type Fold,
  type Reveal,
  type SplitCell,
  type SplitRow,
  type UnifiedRow,
} from '../model/diff-rows';
import { isLineInRange, type LineRange } from '../model/line-range';
import type { DiffLayout } from '../model/revision-url';
import { widestLineColumns } from '../model/source-lines';
import { FindMarks, rowHasMatches, type FindHighlight } from './FindMarks';
import { useRangeScroll } from './use-range-scroll';
import { words } from './words';
import code from './CodeView.module.css';
import styles from './DiffViewer.module.css';

const LINE_HEIGHT = 20;
const FOLD_HEIGHT = 32;

export interface DiffViewerProps {
  lines: readonly DiffLine[];
  layout: DiffLayout;
  label: string;
  /** Highlighted lines of the newer revision; they are never folded. */
  range: LineRange | null;
  lineHref: (line: number) => string;
  onSelectLine: (line: number, extend: boolean) => void;
  /** Every unchanged run shown. */
  expandAll: boolean;
  /** The viewer's find over the diff's lines (`lines`' indices as rows): while it is open nothing is folded. */
  find?: FindHighlight | null;
  /** The index in `lines` of the find's current match, scrolled to; −1 for none. */
  findRow?: number;
}

const messages = defineMessages({
  added: { id: 'policies.diff.added', defaultMessage: 'Added: ', description: 'Read before an added line' },
  removed: { id: 'policies.diff.removed', defaultMessage: 'Removed: ', description: 'Read before a removed line' },
  unchanged: { id: 'policies.diff.unchanged', defaultMessage: 'Unchanged: ' },
  oldLine: {
    id: 'policies.diff.oldLine',
    defaultMessage: '<hidden>Old line </hidden>{number}',
    description: 'The older revision’s line number; the words are read by screen readers only',
  },
  fold: {
    id: 'policies.diff.fold',
    defaultMessage:
      'Show {count, plural, one {# unchanged line} other {# unchanged lines}}<muted> (lines {first, number}–{last, number})</muted>',
    description: 'A folded run of unchanged lines; the part in brackets is shown dimmed',
  },
});

const KIND_LABEL: Record<DiffLineKind, MessageDescriptor> = {
  added: messages.added,
  removed: messages.removed,
  context: messages.unchanged,
};
const MARKER: Record<DiffLineKind, string> = { added: '+', removed: '−', context: ' ' };
const KIND_CLASS: Record<DiffLineKind, string | undefined> = {
  added: styles.added,
  removed: styles.removed,
  context: undefined,
};

function LineText({ text, segments, kind }: { text: string; segments: Segment[] | null; kind: DiffLineKind }) {
  if (!segments) return <>{text}</>;
  const Changed = kind === 'added' ? 'ins' : 'del';
  return (
    <>
      {segments.map((segment, i) =>
        segment.changed ? (
          <Changed key={i} className={styles.word}>
            {segment.text}
          </Changed>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Line text, marked when it is in the highlighted range. */
function Code({
  highlighted,
  children,
  className,
}: {
  highlighted: boolean;
  children: ReactNode;
  className: string | undefined;
}) {
  return highlighted ? <mark className={className}>{children}</mark> : <span className={className}>{children}</span>;
}

/** A comparison of two revisions, unified or side by side, with unchanged runs folded; virtualised for long sources. */
export function DiffViewer({
  lines,
  layout,
  label,
  range,
  lineHref,
  onSelectLine,
  expandAll,
  find = null,
  findRow = -1,
}: DiffViewerProps) {
  const t = useT('policies');
  const [revealed, setRevealed] = useState<Reveal[]>([]);
  // While finding, every line is shown: a match is never hidden in a fold.
  const showAll = expandAll || find !== null;
  const keepStart = range?.start ?? null;
  const keepEnd = range?.end ?? null;
  const rows = useMemo(() => {
    const keepNewLines = keepStart === null || keepEnd === null ? null : { start: keepStart, end: keepEnd };
    const unified = foldUnchanged(lines, { revealed: showAll ? 'all' : revealed, keepNewLines });
    return layout === 'split' ? toSplitRows(unified) : unified;
  }, [lines, layout, showAll, revealed, keepStart, keepEnd]);
  // Where each line is in `lines` (the find's rows), by the line and by its numbers on each side.
  const finding = find !== null;
  const indexes = useMemo(() => {
    if (!finding) return null;
    const byLine = new Map<DiffLine, number>();
    const byOld = new Map<number, number>();
    const byNew = new Map<number, number>();
    lines.forEach((line, index) => {
      byLine.set(line, index);
      if (line.oldNumber !== null) byOld.set(line.oldNumber, index);
      if (line.newNumber !== null) byNew.set(line.newNumber, index);
    });
    return { byLine, byOld, byNew };
  }, [lines, finding]);
  const numberColumns = String(lines.length).length;
  const columns = useMemo(() => widestLineColumns(lines.map((line) => line.text)), [lines]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]!.type === 'fold' ? FOLD_HEIGHT : LINE_HEIGHT),
    overscan: 20,
    initialRect: { width: 1000, height: 600 },
  });
  const noteClick = useRangeScroll(
    range,
    `${label} ${layout}`,
    (line) => rowIndexOfNewLine(rows, line),
    virtualizer,
    scrollRef,
  );

  const currentMatch = find?.current ?? -1;
  useEffect(() => {
    const line = lines[findRow];
    if (!line) return;
    const index = rows.findIndex((row) =>
      row.type === 'line'
        ? row.line === line
        : row.type === 'pair'
          ? line.newNumber !== null
            ? row.right?.number === line.newNumber
            : row.left?.number === line.oldNumber
          : false,
    );
    if (index < 0) return;
    scrollRef.current?.scrollIntoView?.({ block: 'nearest' });
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [findRow, currentMatch, lines, rows, virtualizer]);

  /** The line's text with the find's matches marked, or with its changed words marked when it has no match. */
  const lineText = (text: string, segments: Segment[] | null, kind: DiffLineKind, index: number | undefined) =>
    index !== undefined && rowHasMatches(find, index) ? (
      <FindMarks text={text} row={index} find={find} />
    ) : (
      <LineText text={text} segments={segments} kind={kind} />
    );

  const onNumberClick = (event: MouseEvent<HTMLAnchorElement>, line: number) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    noteClick(line);
    onSelectLine(line, event.shiftKey);
  };

  const newNumber = (line: number | null, highlighted: boolean) =>
    line === null ? (
      <span className={`${code.number} ${styles.number}`} style={{ width: `${numberColumns}ch` }} />
    ) : (
      <a
        className={`${code.number} ${styles.number} ${highlighted ? styles.numberHighlighted : ''}`}
        style={{ width: `${numberColumns}ch` }}
        href={lineHref(line)}
        tabIndex={-1}
        aria-label={t(words.line, { number: String(line) })}
        onClick={(event) => onNumberClick(event, line)}
      >
        {line}
      </a>
    );
  const oldNumber = (line: number | null) => (
    <span className={`${code.number} ${styles.number} ${styles.oldNumber}`} style={{ width: `${numberColumns}ch` }}>
      {line === null ? (
        ''
      ) : (
        <T
          message={messages.oldLine}
          values={{ number: String(line), hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
        />
      )}
    </span>
  );

  const foldRow = (fold: Fold) => (
    <button
      type="button"
      className={styles.fold}
      onClick={() => setRevealed((current) => [...current, { from: fold.from, to: fold.to }])}
    >
      <span aria-hidden="true" className={styles.foldIcon}>
        ↕
      </span>
      <T
        message={messages.fold}
        values={{
          count: foldSize(fold),
          first: fold.newStart,
          last: fold.newStart + foldSize(fold) - 1,
          muted: (chunks) => <span className="muted">{chunks}</span>,
        }}
      />
    </button>
  );

  const unifiedRow = (row: UnifiedRow) => {
    if (row.type === 'fold') return foldRow(row.fold);
    const { line } = row;
    const highlighted = line.newNumber !== null && isLineInRange(line.newNumber, range);
    return (
      <div className={`${styles.line} ${KIND_CLASS[line.kind] ?? ''} ${highlighted ? code.highlighted : ''}`}>
        {oldNumber(line.oldNumber)}
        {newNumber(line.newNumber, highlighted)}
        <span className={styles.marker} aria-hidden="true">
          {MARKER[line.kind]}
        </span>
        {line.kind === 'context' ? null : <span className="visually-hidden">{t(KIND_LABEL[line.kind])}</span>}
        <Code highlighted={highlighted} className={code.code}>
          {lineText(line.text, line.segments, line.kind, indexes?.byLine.get(line))}
        </Code>
      </div>
    );
  };

  const splitCell = (cell: SplitCell | null, side: 'old' | 'new') => {
    if (!cell) return <div className={`${styles.half} ${styles.gap}`} />;
    const highlighted = side === 'new' && isLineInRange(cell.number, range);
    return (
      <div className={`${styles.half} ${KIND_CLASS[cell.kind] ?? ''} ${highlighted ? code.highlighted : ''}`}>
        {side === 'old' ? oldNumber(cell.number) : newNumber(cell.number, highlighted)}
        <span className={styles.marker} aria-hidden="true">
          {MARKER[cell.kind]}
        </span>
        {cell.kind === 'context' ? null : <span className="visually-hidden">{t(KIND_LABEL[cell.kind])}</span>}
        <Code highlighted={highlighted} className={`${code.code} ${styles.wrap}`}>
          {lineText(
            cell.text,
            cell.segments,
            cell.kind,
            side === 'old' ? indexes?.byOld.get(cell.number) : indexes?.byNew.get(cell.number),
          )}
        </Code>
      </div>
    );
  };

  const splitRow = (row: SplitRow) =>
    row.type === 'fold' ? (
      foldRow(row.fold)
    ) : (
      <div className={styles.pair}>
        {splitCell(row.left, 'old')}
        {splitCell(row.right, 'new')}
      </div>
    );

  const split = layout === 'split';
  return (
    <div ref={scrollRef} className={code.scroller} role="region" aria-label={label} tabIndex={0}>
      <div
        className={code.canvas}
        style={{
          height: virtualizer.getTotalSize(),
          width: split ? '100%' : `calc(${columns + 2 * numberColumns}ch + 96px)`,
        }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={split ? virtualizer.measureElement : undefined}
              className={code.row}
              style={{ transform: `translateY(${item.start}px)`, height: split ? undefined : item.size }}
            >
              {split ? splitRow(row as SplitRow) : unifiedRow(row as UnifiedRow)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
