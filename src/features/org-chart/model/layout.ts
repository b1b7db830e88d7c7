import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { ReportingTree } from './build-reporting-tree';
import { DETAIL_ZOOM } from './detail-level';
import type { Expanded } from './expansion';

/** Size of a card on the graph, in graph units (pixels at zoom 1). */
export const CARD = { width: 240, height: 112 } as const;
export const GAP = { x: 32, y: 64 } as const;
/**
 * Reports that show nobody below them are stacked in columns of up to `rows` cards under their
 * manager, instead of one long row: a wide organisation stays readable.
 */
export const STACK = { min: 3, rows: 8, gap: 14 } as const;
/** Extra room between the main tree and the groups beside it, and between cousins. */
const SEPARATION = { siblings: 1, cousins: 1.1, topLevel: 1.6 } as const;

export interface Placement {
  index: number;
  /** Top-left corner of the card. */
  x: number;
  y: number;
  /** In a stacked column under the manager: the connector comes in from the left. */
  stacked: boolean;
}

export interface TreeLayout {
  /** Visible nodes, parents before their reports. */
  placements: Placement[];
  /** The placement of a node, if it is visible. */
  byIndex: { get(index: number): Placement | undefined };
  /** For each placement, the position in `placements` of its manager's, or -1. */
  parentSlot: Int32Array;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

const VIRTUAL_ROOT = -1;

/**
 * Tidy-tree layout (Reingold–Tilford as improved by Buchheim et al., linear time, from
 * d3-hierarchy) of the visible part of the tree only: collapsed subtrees cost nothing.
 *
 * A manager whose visible reports all show nobody below them gets those reports in columns. Each
 * column is handed to the tidy tree as a chain (each card the only child of the one above), which
 * reserves one card's width per column at every level the column reaches; the cards are then set
 * closer together than the levels are.
 */
export function layoutVisibleTree(tree: ReportingTree, expanded: Expanded): TreeLayout {
  const count = tree.size;
  const showsReports = (index: number) => expanded.has(index) && tree.hasReports(index);
  /** For a card in a stacked column: its row (-1 otherwise), and the next card down (-1 at the bottom). */
  const stackRow = new Int16Array(count).fill(-1);
  const below = new Int32Array(count).fill(-1);
  // d3's hierarchy copies the children it is given: one array serves every chain link.
  const link = [0];

  const childrenOf = (index: number): readonly number[] | Int32Array | null => {
    if (index === VIRTUAL_ROOT) return tree.roots;
    const next = below[index]!;
    if (next !== -1) {
      link[0] = next;
      return link;
    }
    if (stackRow[index] !== -1) return null;
    if (!showsReports(index)) return null;
    const children = tree.children(index);
    if (children.length < STACK.min || children.some(showsReports)) return children;
    const heads: number[] = [];
    for (let k = 0; k < children.length; k++) {
      const row = k % STACK.rows;
      stackRow[children[k]!] = row;
      if (row === 0) heads.push(children[k]!);
      else below[children[k - 1]!] = children[k]!;
    }
    return heads;
  };

  const root = hierarchy<number>(VIRTUAL_ROOT, childrenOf);
  const laidOut = tidyTree<number>()
    .nodeSize([CARD.width + GAP.x, CARD.height + GAP.y])
    .separation((a, b) => {
      if (a.depth === 1 && b.depth === 1) return SEPARATION.topLevel;
      return a.parent === b.parent ? SEPARATION.siblings : SEPARATION.cousins;
    })(root);

  const placements: Placement[] = [];
  const slotOfNode = new Int32Array(count).fill(-1);
  const parentSlots: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  laidOut.eachBefore((node) => {
    if (node.data === VIRTUAL_ROOT) return;
    const index = node.data;
    const row = stackRow[index]!;
    const parent = tree.parent[index]!;
    const parentSlot = parent === -1 ? -1 : slotOfNode[parent]!;
    const top = parentSlot === -1 ? 0 : placements[parentSlot]!.y + CARD.height + GAP.y;
    const y = row === -1 ? top : top + row * (CARD.height + STACK.gap);
    const placement: Placement = { index, x: node.x - CARD.width / 2, y, stacked: row !== -1 };
    parentSlots.push(parentSlot);
    slotOfNode[index] = placements.length;
    placements.push(placement);
    if (placement.x < minX) minX = placement.x;
    if (y < minY) minY = y;
    if (placement.x + CARD.width > maxX) maxX = placement.x + CARD.width;
    if (y + CARD.height > maxY) maxY = y + CARD.height;
  });
  return {
    placements,
    byIndex: placementLookup(placements, slotOfNode),
    parentSlot: Int32Array.from(parentSlots),
    bounds: { minX, minY, maxX, maxY },
  };
}

/**
 * Finds a node's placement. Made apart from the layout's own closures, which share one scope: it
 * would otherwise keep every array the layout used alive as long as the layout. A few cards out
 * of many (the usual view) are looked up in a map rather than a slot per node.
 */
function placementLookup(placements: readonly Placement[], slotOfNode: Int32Array): TreeLayout['byIndex'] {
  return placements.length * 16 < slotOfNode.length ? lookupInMap(placements) : lookupBySlot(placements, slotOfNode);
}

// Two functions rather than two closures in one: closures made in one call share its scope, so the
// map's would keep the slot per node alive too.
function lookupInMap(placements: readonly Placement[]): TreeLayout['byIndex'] {
  const byNode = new Map(placements.map((placement) => [placement.index, placement]));
  return { get: (index) => byNode.get(index) };
}

function lookupBySlot(placements: readonly Placement[], slotOfNode: Int32Array): TreeLayout['byIndex'] {
  return {
    get: (index) => {
      const slot = index >= 0 && index < slotOfNode.length ? slotOfNode[index]! : -1;
      return slot === -1 ? undefined : placements[slot];
    },
  };
}

/** A square of the graph, in graph units. */
export interface GraphWindow {
  left: number;
  top: number;
  size: number;
}

/**
 * The window of the graph worth rendering around a view (graph units): a power-of-two square at
 * least twice the view's larger side, its centre snapped to a quarter of its size. The view stays
 * inside while it pans less than a quarter window or zooms within a factor of two, so the window
 * (and what is rendered) changes only now and then.
 */
export function windowAround(view: { left: number; top: number; width: number; height: number }): GraphWindow {
  const size = 2 ** Math.ceil(Math.log2(Math.max(view.width, view.height, 512) * 2));
  const step = size / 4;
  const centerX = Math.round((view.left + view.width / 2) / step) * step;
  const centerY = Math.round((view.top + view.height / 2) / step) * step;
  return { left: centerX - size / 2, top: centerY - size / 2, size };
}

/**
 * The window around a viewport (React Flow's `x`, `y`, `zoom`) of a graph of `size` on screen, as a
 * string that changes only when the window does (see `windowAround`); `tiny` when the cards are
 * drawn as blocks and none are rendered.
 */
export function windowKeyOf(
  viewport: { x: number; y: number; zoom: number },
  size: { width: number; height: number },
): string {
  const { x, y, zoom } = viewport;
  if (zoom < DETAIL_ZOOM.tiny) return 'tiny';
  const {
    left,
    top,
    size: side,
  } = windowAround({
    left: -x / zoom,
    top: -y / zoom,
    width: size.width / zoom,
    height: size.height / zoom,
  });
  return `${left} ${top} ${side}`;
}

/** The window a key of `windowKeyOf` stands for, or null for `tiny`. */
export function windowOfKey(key: string): GraphWindow | null {
  if (key === 'tiny') return null;
  const [left = 0, top = 0, size = 0] = key.split(' ').map(Number);
  return { left, top, size };
}

/**
 * The placements of cards that overlap `window`, and their managers' (so that every connector
 * into the window has both ends), in the layout's order: parents before their reports.
 */
export function placementsInWindow(layout: TreeLayout, window: GraphWindow): Placement[] {
  const { placements, parentSlot } = layout;
  const right = window.left + window.size;
  const bottom = window.top + window.size;
  const wanted = new Uint8Array(placements.length);
  for (let k = 0; k < placements.length; k++) {
    const { x, y } = placements[k]!;
    if (x + CARD.width < window.left || x > right || y + CARD.height < window.top || y > bottom) continue;
    wanted[k] = 1;
    const parent = parentSlot[k]!;
    if (parent !== -1) wanted[parent] = 1;
  }
  const inside: Placement[] = [];
  for (let k = 0; k < placements.length; k++) if (wanted[k] === 1) inside.push(placements[k]!);
  return inside;
}
