import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { ReportingTree } from './build-reporting-tree';
import type { Expanded } from './expansion';

/** Size of a card on the graph, in graph units (pixels at zoom 1). */
export const CARD = { width: 240, height: 112 } as const;
const GAP = { x: 28, y: 64 } as const;
/** Extra room between the main tree and the groups beside it, and between cousins. */
const SEPARATION = { siblings: 1, cousins: 1.15, topLevel: 1.6 } as const;

export interface Placement {
  index: number;
  /** Top-left corner of the card. */
  x: number;
  y: number;
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
 * d3-hierarchy) of the visible part of the tree only: collapsed subtrees cost nothing. Each level
 * sits on its own row; the top-level nodes sit side by side on the first row.
 */
export function layoutVisibleTree(tree: ReportingTree, expanded: Expanded): TreeLayout {
  const root = hierarchy<number>(VIRTUAL_ROOT, (index) => {
    if (index === VIRTUAL_ROOT) return tree.roots;
    return expanded.has(index) ? tree.nodes[index]!.children : null;
  });
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
    const placement = {
      index: node.data,
      x: node.x - CARD.width / 2,
      y: (node.depth - 1) * (CARD.height + GAP.y),
    };
    placements.push(placement);
    byIndex.set(placement.index, placement);
    bounds.minX = Math.min(bounds.minX, placement.x);
    bounds.minY = Math.min(bounds.minY, placement.y);
    bounds.maxX = Math.max(bounds.maxX, placement.x + CARD.width);
    bounds.maxY = Math.max(bounds.maxY, placement.y + CARD.height);
  });
  return { placements, byIndex, bounds };
}
