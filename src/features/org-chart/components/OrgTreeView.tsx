import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countDepartmentBelow } from '../model/departments';
import { visibleInOrder, type Expanded } from '../model/expansion';
import { displayName, lifecycleBadge, personMessages } from '../model/labels';
import type { SegmentOverlay } from '../model/segment-overlay';
import type { Words } from '../model/words';
import { foldText } from '../../../lib/fold-text';
import styles from './OrgTreeView.module.css';

const messages = defineMessages({
  tree: { id: 'org-chart.tree.label', defaultMessage: 'Reporting lines' },
  join: {
    id: 'org-chart.tree.join',
    defaultMessage: '{before}, {next}',
    description: 'Joins the facts a screen reader reads for a row: “Ada Lovelace, Engineer, Research”',
  },
  notInSegment: { id: 'org-chart.tree.notInSegment', defaultMessage: 'not in the segment' },
  dataProblem: { id: 'org-chart.tree.dataProblem', defaultMessage: 'Data problem' },
  direct: { id: 'org-chart.tree.direct', defaultMessage: '{count, number} direct', description: 'Direct reports' },
  total: { id: 'org-chart.tree.total', defaultMessage: '{count, number} in all', description: 'Everyone below' },
});

const ROW_HEIGHT = 52;
const TYPE_AHEAD_RESET_MS = 700;

export interface OrgTreeViewProps {
  tree: ReportingTree;
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  colors: ReadonlyMap<string, number>;
  /** The segment shown over the chart, or null. */
  segment?: SegmentOverlay | null;
  onSelect(index: number): void;
  onToggle(index: number): void;
}

function siblingsOf(tree: ReportingTree, index: number): readonly number[] | Int32Array {
  const parent = tree.parent[index]!;
  return parent === -1 ? tree.roots : tree.children(parent);
}

/**
 * A row's name: what the row shows, in the order it shows it (a speech user says what they see),
 * then what only a screen reader needs.
 */
function describeRow(
  tree: ReportingTree,
  index: number,
  segment: SegmentOverlay | null,
  departmentBelow: number,
  t: Words,
): string {
  const node = tree.node(index);
  const hasReports = node.children.length > 0;
  const member = segment && node.group === null ? segment.member[index] === 1 : null;
  const parts = [displayName(node, t)];
  if (node.group === null) {
    parts.push(node.jobTitle ?? t(personMessages.noJobTitle), node.department ?? t(personMessages.noDepartment));
  } else {
    parts.push(t(messages.dataProblem));
  }
  if (member) parts.push(t(personMessages.inSegment));
  if (segment && hasReports) {
    parts.push(t(personMessages.segmentShare, { members: segment.below[index]!, headcount: node.headcount }));
  }
  if (departmentBelow > 0) parts.push(t(personMessages.departmentBelow, { count: departmentBelow }));
  if (hasReports) {
    parts.push(t(messages.direct, { count: node.children.length }), t(messages.total, { count: node.headcount }));
  }
  // Drawn before the counts (CSS order) but after them in the text, so that a phone, which hides
  // the badge and the total, shows a run of the name's words.
  const badge = node.group === null ? lifecycleBadge(node.lifecycleStage, t) : null;
  if (badge) parts.push(badge.label);
  if (member === false) parts.push(t(messages.notInSegment));
  return parts.reduce((before, next) => t(messages.join, { before, next }));
}

/**
 * The org chart as an ARIA tree, the keyboard and screen-reader way through it: arrow keys move,
 * Right and Left expand and collapse, Home and End jump, Enter opens a person's details, typing
 * a name's first letters jumps to it. Rows are virtualised; the expanded set is the graph's own.
 */
export function OrgTreeView({
  tree,
  expanded,
  focus,
  department,
  colors,
  segment = null,
  onSelect,
  onToggle,
}: OrgTreeViewProps) {
  const t = useT('org-chart');
  const rows = useMemo(() => visibleInOrder(tree, expanded), [tree, expanded]);
  const rowOf = useMemo(() => new Map(rows.map((index, row) => [index, row])), [rows]);
  const departmentBelow = useMemo(
    () => (department ? countDepartmentBelow(tree, department) : null),
    [tree, department],
  );
  const [active, setActive] = useState<number | null>(focus);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row the keyboard moved to, until it has focus. A row, not a flag: an effect of an earlier
  // render, still pending when the key comes, must not take the move for its own row.
  const pendingFocus = useRef<number | null>(null);
  const typed = useRef({ text: '', at: 0 });

  // The active row is the focused worker when there is one, else the nearest visible row above it.
  let current = active !== null && rowOf.has(active) ? active : null;
  if (current === null && active !== null) {
    for (let above = tree.parent[active]!; above >= 0; above = tree.parent[above]!) {
      if (rowOf.has(above)) {
        current = above;
        break;
      }
    }
  }
  current ??= rows[0] ?? null;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  // Follow the focused worker (chosen in search, the details panel or the graph) into view.
  const [followedFocus, setFollowedFocus] = useState(focus);
  const [scrollTarget, setScrollTarget] = useState(focus);
  if (focus !== followedFocus) {
    setFollowedFocus(focus);
    if (focus !== null) {
      setActive(focus);
      setScrollTarget(focus);
    }
  }
  useEffect(() => {
    if (scrollTarget === null) return;
    const row = rowOf.get(scrollTarget);
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
    setScrollTarget(null);
  }, [scrollTarget, rowOf, virtualizer]);

  // Keyboard moves focus to the new active row once it is rendered (after scrolling, if it had to).
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = document.getElementById(`org-tree-${pendingFocus.current}`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });

  const moveTo = (index: number | undefined) => {
    if (index === undefined) return;
    setActive(index);
    pendingFocus.current = index;
    virtualizer.scrollToIndex(rowOf.get(index)!, { align: 'auto' });
  };

  const typeAhead = (key: string, from: number) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at > TYPE_AHEAD_RESET_MS ? key : typed.current.text + key, at: now };
    const wanted = foldText(typed.current.text);
    for (let step = 1; step <= rows.length; step++) {
      const index = rows[(from + step) % rows.length]!;
      if (foldText(displayName(tree.node(index), t)).startsWith(wanted)) return moveTo(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (current === null) return;
    const row = rowOf.get(current)!;
    const node = tree.node(current);
    const isOpen = node.children.length > 0 && expanded.has(current);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[row + 1]);
        break;
      case 'ArrowUp':
        moveTo(rows[row - 1]);
        break;
      case 'Home':
        moveTo(rows[0]);
        break;
      case 'End':
        moveTo(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (node.children.length === 0) return;
        if (isOpen) moveTo(node.children[0]);
        else onToggle(current);
        break;
      case 'ArrowLeft':
        if (isOpen) onToggle(current);
        else if (node.parent !== -1) moveTo(node.parent);
        break;
      case 'Enter':
      case ' ':
        onSelect(current);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeAhead(event.key, row);
          break;
        }
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={scrollRef} className={styles.scroller}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the current treeitem takes focus (WAI-ARIA tree pattern) */}
      <div
        role="tree"
        aria-label={t(messages.tree)}
        className={styles.tree}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const index = rows[item.index]!;
          const node = tree.node(index);
          const hasReports = node.children.length > 0;
          const isOpen = hasReports && expanded.has(index);
          const siblings = siblingsOf(tree, index);
          const badge = node.group === null ? lifecycleBadge(node.lifecycleStage, t) : null;
          const inSegment = segment && node.group === null ? segment.member[index] === 1 : null;
          const dimmed =
            (department !== null && node.group === null && node.department !== department) || inSegment === false;
          const below = departmentBelow && !isOpen ? departmentBelow[index]! : 0;
          const color = node.department === null ? undefined : colors.get(node.department);
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the tree's keydown handler serves every item (roving tabindex)
            <div
              key={node.key}
              id={`org-tree-${index}`}
              role="treeitem"
              aria-level={node.depth + 1}
              aria-setsize={siblings.length}
              aria-posinset={siblings.indexOf(index) + 1}
              aria-expanded={hasReports ? isOpen : undefined}
              aria-selected={focus === index}
              aria-label={describeRow(tree, index, segment, below, t)}
              tabIndex={current === index ? 0 : -1}
              className={[
                styles.row,
                focus === index ? styles.selected : '',
                dimmed ? styles.dimmed : '',
                node.group ? styles.group : '',
              ].join(' ')}
              data-dept={color}
              style={{ transform: `translateY(${item.start}px)`, height: item.size }}
              onClick={() => {
                setActive(index);
                onSelect(index);
              }}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActive(index);
              }}
            >
              <span className={styles.indent} style={{ width: `min(${node.depth * 22}px, 30%)` }} aria-hidden="true" />
              <span
                className={styles.chevron}
                aria-hidden="true"
                onClick={(event) => {
                  if (!hasReports) return;
                  event.stopPropagation();
                  setActive(index);
                  onToggle(index);
                }}
              >
                {hasReports ? (isOpen ? '▾' : '▸') : ''}
              </span>
              {/* Spaces between the parts (flex items: not drawn), so that their words stay apart as text. */}{' '}
              <span className={styles.swatch} aria-hidden="true" />{' '}
              <span className={styles.text} aria-hidden="true">
                <span className={styles.name}>{displayName(node, t)}</span>{' '}
                <span className={styles.meta}>
                  {node.group === null
                    ? `${node.jobTitle ?? t(personMessages.noJobTitle)} · ${node.department ?? t(personMessages.noDepartment)}`
                    : t(messages.dataProblem)}
                </span>
              </span>{' '}
              <span className={styles.extras} aria-hidden="true">
                {inSegment ? <span className={styles.inSegment}>{t(personMessages.inSegment)}</span> : null}{' '}
                {segment && hasReports ? (
                  <span className={styles.below}>
                    {t(personMessages.segmentShare, { members: segment.below[index]!, headcount: node.headcount })}
                  </span>
                ) : null}{' '}
                {below > 0 ? (
                  <span className={styles.below}>{t(personMessages.departmentBelow, { count: below })}</span>
                ) : null}{' '}
                {hasReports ? (
                  <span className={styles.count}>
                    {t(messages.direct, { count: node.children.length })}
                    <span className={styles.total}> · {t(messages.total, { count: node.headcount })}</span>
                  </span>
                ) : null}{' '}
                {badge ? <span className={`badge badge-${badge.tone}`}>{badge.label}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
