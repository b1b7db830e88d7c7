import type { OrgNode, ReportingTree } from '../model/build-reporting-tree';
import type { Expanded } from '../model/expansion';
import type { TreeLayout } from '../model/layout';
import type { SegmentOverlay } from '../model/segment-overlay';

export interface CardView {
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  departmentBelow: Int32Array | null;
  colors: ReadonlyMap<string, number>;
  /** The segment shown over the chart, or null. */
  segment?: SegmentOverlay | null;
}

/** What a card on the graph draws. */
export interface CardData {
  node: OrgNode;
  expanded: boolean;
  focused: boolean;
  /** Outside the highlighted department, or the segment shown. */
  dimmed: boolean;
  /** With a segment shown: whether this worker is in it (null without one, and for groups). */
  inSegment: boolean | null;
  /** With a segment shown: its members below this card ("12 of 40"). */
  segmentBelow: number | null;
  /** Workers of the highlighted department below this collapsed card. */
  departmentBelow: number | null;
  color: number | null;
  /** More workers are arriving (see `ReportingTree.arriving`): the counts are so far. */
  arriving: boolean;
}

/** A card in its place on the graph (graph units: the top-left corner). */
export interface CardItem {
  key: string;
  group: boolean;
  x: number;
  y: number;
  data: CardData;
}

type CardState = Omit<CardData, 'node'>;

function sameState(a: CardState, b: CardState): boolean {
  return (
    a.expanded === b.expanded &&
    a.focused === b.focused &&
    a.dimmed === b.dimmed &&
    a.inSegment === b.inSegment &&
    a.segmentBelow === b.segmentBelow &&
    a.departmentBelow === b.departmentBelow &&
    a.color === b.color &&
    a.arriving === b.arriving
  );
}

/**
 * Turns a layout into the cards to draw, reusing the previous object for every card that did not
 * change, so that expanding one team draws the cards that moved, not the whole chart again; and a
 * card that only moved keeps its `data`, which is all the card draws from (see `GraphCards`).
 */
export function createCardItemCache() {
  let cachedTree: ReportingTree | null = null;
  let cache = new Map<string, CardItem>();
  const forTree = (tree: ReportingTree) => {
    if (tree === cachedTree) return;
    cachedTree = tree;
    cache = new Map();
  };

  return {
    cards(tree: ReportingTree, layout: TreeLayout, view: CardView): CardItem[] {
      forTree(tree);
      const next = new Map<string, CardItem>();
      const list = layout.placements.map(({ index, x, y }) => {
        const key = tree.key(index);
        const department = tree.departmentOf(index);
        const group = tree.isGroup(index);
        const segment = view.segment ?? null;
        const inSegment = segment && !group ? segment.member[index] === 1 : null;
        const state: CardState = {
          expanded: tree.hasReports(index) && view.expanded.has(index),
          focused: view.focus === index,
          dimmed: (view.department !== null && !group && department !== view.department) || inSegment === false,
          inSegment,
          segmentBelow: segment ? segment.below[index]! : null,
          departmentBelow: view.departmentBelow ? view.departmentBelow[index]! : null,
          color: department === null ? null : (view.colors.get(department) ?? null),
          arriving: tree.arriving,
        };
        const previous = cache.get(key);
        const unchanged = previous !== undefined && sameState(previous.data, state);
        const card: CardItem =
          unchanged && previous.x === x && previous.y === y
            ? previous
            : {
                key,
                group: tree.isGroup(index),
                x,
                y,
                // A card that only moved keeps its data, so that it is moved without being drawn again.
                data: unchanged ? previous.data : { node: previous?.data.node ?? tree.node(index), ...state },
              };
        next.set(key, card);
        return card;
      });
      cache = next;
      return list;
    },
  };
}
