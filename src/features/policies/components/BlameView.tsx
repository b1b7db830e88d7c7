import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Blame } from '../model/blame';
import { isLineInRange, type LineRange } from '../model/line-range';
import { widestLineColumns } from '../model/source-lines';
import { AuthorName } from './AuthorName';
import { FindMarks, rowHasMatches, type FindHighlight } from './FindMarks';
import { RelativeTime } from './RelativeTime';
import { PolicySyntax } from './SourceViewer';
import { useRangeScroll } from './use-range-scroll';
import { words } from './words';
import code from './CodeView.module.css';
import styles from './BlameView.module.css';

const LINE_HEIGHT = 20;

const messages = defineMessages({
  moved: { id: 'policies.blame.moved', defaultMessage: 'Moved here unchanged in revision {revision}' },
  revisionLink: {
    id: 'policies.blame.revisionLink',
    defaultMessage: 'r{revision}: revision {revision}, its changes',
    description: 'Accessible name of the link “r4” beside a line',
  },
  revisionLinkTitle: {
    id: 'policies.blame.revisionLinkTitle',
    defaultMessage: 'Open the changes of revision {revision}',
  },
  revisionShort: {
    id: 'policies.blame.revisionShort',
    defaultMessage: 'r{revision}',
    description: 'Short for “revision 4”, beside each group of lines',
  },
  before: { id: 'policies.blame.before', defaultMessage: 'Blame before revision {revision}' },
  legendTitle: {
    id: 'policies.blame.legendTitle',
    defaultMessage: 'Lines changed by newer revisions are shaded stronger',
  },
  older: {
    id: 'policies.blame.older',
    defaultMessage: 'Older',
    description: 'Legend of the age shades: Older ▮▮▮▮▮ Newer',
  },
  newer: {
    id: 'policies.blame.newer',
    defaultMessage: 'Newer',
    description: 'Legend of the age shades: Older ▮▮▮▮▮ Newer',
  },
});

/** Who wrote a revision and when. */
export interface RevisionInfo {
  createdByUserId: string;
  createdAt: string;
}

export interface BlameViewProps {
  lines: readonly string[];
  blame: Blame;
  /** The region's accessible name, e.g. "Blame of revision 4". */
  label: string;
  range: LineRange | null;
  lineHref: (line: number) => string;
  onSelectLine: (line: number, extend: boolean) => void;
  revisionInfo: (revision: number) => RevisionInfo | undefined;
  /** The address of a revision's changes (what the revision did). */
  changesHref: (revision: number) => string;
  /** The blame of the revision before the one that last changed `line`; null before revision 1. */
  blameBeforeHref: (line: number) => string | null;
  /** The age shade of a revision (0 oldest … AGE_SHADES − 1 newest). */
  shadeOf: (revision: number) => number;
  find: FindHighlight | null;
  /** The row of the find's current match, scrolled into view when it changes; −1 for none. */
  findRow: number;
}

const SHADE_CLASS = [styles.shade0, styles.shade1, styles.shade2, styles.shade3, styles.shade4];

/**
 * Every line with the revision that last changed it, its author and date, lines of one revision
 * grouped (the annotation on a group's first line, and repeated faintly on the first line in view),
 * shaded by age. Renders only the lines in view, as the source view does.
 */
export function BlameView(props: BlameViewProps) {
  const { lines, blame, label, range, find, findRow, onSelectLine } = props;
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
    return <div className={`${code.scroller} ${code.empty}`}>{t(words.emptyRevision)}</div>;
  }

  const items = virtualizer.getVirtualItems();
  const firstInView = virtualizer.range?.startIndex ?? items[0]?.index ?? 0;

  return (
    <div ref={scrollRef} className={code.scroller} role="region" aria-label={label} tabIndex={0}>
      <div
        className={code.canvas}
        style={{ height: virtualizer.getTotalSize(), width: `calc(17rem + ${columns + gutterColumns}ch + 64px)` }}
      >
        {items.map((item) => {
          const index = item.index;
          const number = index + 1;
          const revision = blame.revision[index]!;
          const groupStart = index === 0 || blame.revision[index - 1] !== revision;
          const highlighted = isLineInRange(number, range);
          const text = lines[index]!;
          const movedIn = blame.movedIn[index]!;
          const marked = rowHasMatches(find, index) ? <FindMarks text={text} row={index} find={find} /> : null;
          return (
            <div
              key={item.key}
              className={`${code.row} ${code.fixed} ${SHADE_CLASS[props.shadeOf(revision)] ?? ''} ${highlighted ? code.highlighted : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div className={`${styles.annotation} ${groupStart ? styles.groupStart : ''}`}>
                {groupStart || index === firstInView ? (
                  <Annotation
                    revision={revision}
                    continued={!groupStart}
                    info={props.revisionInfo(revision)}
                    changesHref={props.changesHref(revision)}
                    beforeHref={groupStart ? props.blameBeforeHref(number) : null}
                  />
                ) : null}
                {movedIn > 0 ? (
                  <span className={styles.moved} title={t(messages.moved, { revision: String(movedIn) })}>
                    <span aria-hidden="true">↷</span>
                    <span className="visually-hidden">{t(messages.moved, { revision: String(movedIn) })}</span>
                  </span>
                ) : null}
              </div>
              <span className={styles.bar} aria-hidden="true" />
              <a
                className={`${code.number} ${styles.numberAfterBar}`}
                style={{ width: `${gutterColumns}ch` }}
                href={props.lineHref(number)}
                tabIndex={-1}
                aria-label={t(words.line, { number: String(number) })}
                onClick={(event) => onNumberClick(event, number)}
              >
                {number}
              </a>
              {highlighted ? (
                <mark className={code.code}>{marked ?? <PolicySyntax text={text} />}</mark>
              ) : (
                <span className={code.code}>{marked ?? <PolicySyntax text={text} />}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Annotation({
  revision,
  continued,
  info,
  changesHref,
  beforeHref,
}: {
  revision: number;
  continued: boolean;
  info: RevisionInfo | undefined;
  changesHref: string;
  beforeHref: string | null;
}) {
  const t = useT('policies');
  const values = { revision: String(revision) };
  return (
    <>
      <Link
        to={changesHref}
        className={styles.revisionLink}
        aria-label={t(messages.revisionLink, values)}
        title={t(messages.revisionLinkTitle, values)}
      >
        {t(messages.revisionShort, values)}
      </Link>
      <span className={`${styles.who} ${continued ? styles.continued : ''}`}>
        {info ? <AuthorName userId={info.createdByUserId} /> : null}
      </span>
      <span className={`${styles.when} ${continued ? styles.continued : ''}`}>
        {info ? <RelativeTime iso={info.createdAt} /> : null}
      </span>
      {beforeHref ? (
        <Link
          to={beforeHref}
          className={styles.before}
          aria-label={t(messages.before, values)}
          title={t(messages.before, values)}
        >
          <span aria-hidden="true">⟲</span>
        </Link>
      ) : (
        <span className={styles.before} aria-hidden="true" />
      )}
    </>
  );
}

/** Older ▮▮▮▮▮ Newer: what the shades mean. */
export function AgeLegend() {
  const t = useT('policies');
  return (
    <span className={styles.legend} title={t(messages.legendTitle)}>
      {t(messages.older)}
      <span className={styles.swatches} aria-hidden="true">
        <span className={styles.swatch0} />
        <span className={styles.swatch1} />
        <span className={styles.swatch2} />
        <span className={styles.swatch3} />
        <span className={styles.swatch4} />
      </span>
      {t(messages.newer)}
    </span>
  );
}
