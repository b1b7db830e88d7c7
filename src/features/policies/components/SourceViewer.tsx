import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { usePrinting } from '../../../lib/use-printing';
import { isLineInRange, type LineRange } from '../model/line-range';
import { highlightPolicyLine, type SyntaxKind } from '../model/policy-syntax';
import { widestLineColumns } from '../model/source-lines';
import { FindMarks, rowHasMatches, type FindHighlight } from './FindMarks';
import { SegmentName } from './SegmentLinks';
import { useRangeScroll } from './use-range-scroll';
import { words } from './words';
import styles from './CodeView.module.css';

const LINE_HEIGHT = 20;

export interface SourceViewerProps {
  lines: readonly string[];
  /** The region's accessible name, e.g. "Source of revision 4". */
  label: string;
  range: LineRange | null;
  /** The address of a line, for its number's link (copy link, open in a new tab). */
  lineHref: (line: number) => string;
  onSelectLine: (line: number, extend: boolean) => void;
  /** The viewer's find: matches to mark, and the row of the current one to scroll to (−1: none). */
  find?: FindHighlight | null;
  findRow?: number;
}

/** The source with line numbers, rendering only the lines in view so that 10,000 lines scroll smoothly. */
const SYNTAX_CLASS: Record<SyntaxKind, string | undefined> = {
  plain: undefined,
  comment: styles.syntaxComment,
  string: styles.syntaxString,
  keyword: styles.syntaxKeyword,
  attribute: styles.syntaxAttribute,
  reference: styles.syntaxReference,
  number: styles.syntaxNumber,
};

/** A line of policy source with its keywords, strings and comments coloured. */
export function PolicySyntax({ text }: { text: string }) {
  return (
    <>
      {highlightPolicyLine(text).map((token, index) =>
        token.kind === 'plain' ? (
          <Fragment key={index}>{token.text}</Fragment>
        ) : token.segmentName !== undefined ? (
          <SegmentName key={index} name={token.segmentName} className={SYNTAX_CLASS[token.kind]}>
            {token.text}
          </SegmentName>
        ) : (
          <span key={index} className={SYNTAX_CLASS[token.kind]}>
            {token.text}
          </span>
        ),
      )}
    </>
  );
}

export function SourceViewer({
  lines,
  label,
  range,
  lineHref,
  onSelectLine,
  find = null,
  findRow = -1,
}: SourceViewerProps) {
  const t = useT('policies');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 20,
    initialRect: { width: 1000, height: 600 },
  });
  const noteClick = useRangeScroll(range, label, (line) => line - 1, virtualizer, scrollRef);
  const columns = useMemo(() => widestLineColumns(lines), [lines]);
  const gutterColumns = String(lines.length).length;
  const printing = usePrinting();
  const currentMatch = find?.current ?? -1;
  useEffect(() => {
    if (findRow < 0) return;
    // The view itself in the window first (its middle may be below the fold), then the match in the view.
    scrollRef.current?.scrollIntoView?.({ block: 'nearest' });
    virtualizer.scrollToIndex(findRow, { align: 'center' });
  }, [findRow, currentMatch, virtualizer]);

  const onNumberClick = (event: MouseEvent<HTMLAnchorElement>, line: number) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    noteClick(line);
    onSelectLine(line, event.shiftKey);
  };

  if (lines.length === 0) {
    return <div className={`${styles.scroller} ${styles.empty}`}>{t(words.emptyRevision)}</div>;
  }

  return (
    <>
      {printing ? <PrintedSource lines={lines} /> : null}
      <div
        ref={scrollRef}
        className={styles.scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-no-print={printing || undefined}
      >
        <div
          className={styles.canvas}
          style={{ height: virtualizer.getTotalSize(), width: `calc(${columns + gutterColumns}ch + 56px)` }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const number = item.index + 1;
            const highlighted = isLineInRange(number, range);
            const text = lines[item.index]!;
            const content = rowHasMatches(find, item.index) ? (
              <FindMarks text={text} row={item.index} find={find} />
            ) : (
              <PolicySyntax text={text} />
            );
            return (
              <div
                key={item.key}
                className={`${styles.row} ${styles.fixed} ${highlighted ? styles.highlighted : ''}`}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <a
                  className={styles.number}
                  style={{ width: `${gutterColumns}ch` }}
                  href={lineHref(number)}
                  tabIndex={-1}
                  aria-label={t(words.line, { number: String(number) })}
                  onClick={(event) => onNumberClick(event, number)}
                >
                  {number}
                </a>
                {highlighted ? (
                  <mark className={styles.code}>{content}</mark>
                ) : (
                  <span className={styles.code}>{content}</span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}

/**
 * On paper, every line (the screen's view renders only the lines in view), as plain text: rendered
 * at once when printing starts, a policy of 20,000 highlighted lines kept the print waiting seconds.
 */
function PrintedSource({ lines }: { lines: readonly string[] }) {
  const gutter = { width: `${String(lines.length).length}ch` };
  return (
    <pre className={styles.printed} data-testid="printed-source">
      {lines.map((text, index) => (
        <div key={index}>
          <span className={styles.number} style={gutter}>
            {index + 1}
          </span>
          <span className={styles.code}>{text}</span>
        </div>
      ))}
    </pre>
  );
}
