import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { ReportingTree } from './build-reporting-tree';
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
  byIndex: Map<number, Placement>;
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
  const showsReports = (index: number) => expanded.has(index) && tree.nodes[index]!.children.length > 0;
  /** Column heads of a stacked manager, and the next card down in each column. */
  const columnHeads = new Map<number, number[]>();
  const below = new Map<number, number>();
  const stackRow = new Map<number, number>();

  const childrenOf = (index: number): number[] | null => {
    if (index === VIRTUAL_ROOT) return tree.roots;
    const next = below.get(index);
    if (next !== undefined) return [next];
    if (stackRow.has(index)) return null;
    if (!showsReports(index)) return null;
    const { children } = tree.nodes[index]!;
    if (children.length < STACK.min || children.some(showsReports)) return children;
    const heads: number[] = [];
    for (let k = 0; k < children.length; k++) {
      const row = k % STACK.rows;
      stackRow.set(children[k]!, row);
      if (row === 0) heads.push(children[k]!);
      else below.set(children[k - 1]!, children[k]!);
    }
    columnHeads.set(index, heads);
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
  const byIndex = new Map<number, Placement>();
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  laidOut.eachBefore((node) => {
    if (node.data === VIRTUAL_ROOT) return;
    const index = node.data;
    const row = stackRow.get(index);
    let y: number;
    if (row === undefined) {
      const parent = tree.nodes[index]!.parent;
      y = parent === -1 ? 0 : byIndex.get(parent)!.y + CARD.height + GAP.y;
    } else {
      const manager = byIndex.get(tree.nodes[index]!.parent)!;
      y = manager.y + CARD.height + GAP.y + row * (CARD.height + STACK.gap);
    }
    const placement: Placement = { index, x: node.x - CARD.width / 2, y, stacked: row !== undefined };
    placements.push(placement);
    byIndex.set(index, placement);
    bounds.minX = Math.min(bounds.minX, placement.x);
    bounds.minY = Math.min(bounds.minY, placement.y);
    bounds.maxX = Math.max(bounds.maxX, placement.x + CARD.width);
    bounds.maxY = Math.max(bounds.maxY, placement.y + CARD.height);
  });
  return { placements, byIndex, bounds };
}
