import type { ReportingTree } from '../model/build-reporting-tree';
import type { Expanded } from '../model/expansion';
import { CARD, type TreeLayout } from '../model/layout';
import type { NodeHandle } from '@xyflow/react';
import type { CardData, CardFlowNode } from './GraphCards';

export interface CardView {
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  departmentBelow: Int32Array | null;
  colors: ReadonlyMap<string, number>;
}

type CardState = Omit<CardData, 'node'>;

/**
 * A card's handles, given up front: none, as connectors are not React Flow's. With its size and its
 * handles given, React Flow takes a card as measured; it would otherwise watch each card that
 * appears and measure it in the DOM (a forced layout each), then draw it again.
 */
const NO_HANDLES: NodeHandle[] = [];

function sameState(a: CardState, b: CardState): boolean {
  return (
    a.expanded === b.expanded &&
    a.focused === b.focused &&
    a.dimmed === b.dimmed &&
    a.departmentBelow === b.departmentBelow &&
    a.color === b.color
  );
}

/**
 * Turns a layout into React Flow nodes, reusing the previous object for every card that did not
 * change: React Flow then skips them, so expanding one team costs the cards that moved, not the
 * whole chart; and a card that only moved keeps its `data`, which is all the card draws from (see
 * `GraphCards`). (The connectors are not React Flow's edges: see `connectorPath`.)
 */
export function createFlowElementCache() {
  let cachedTree: ReportingTree | null = null;
  let nodeCache = new Map<string, CardFlowNode>();
  const forTree = (tree: ReportingTree) => {
    if (tree === cachedTree) return;
    cachedTree = tree;
    nodeCache = new Map();
  };

  return {
    nodes(tree: ReportingTree, layout: TreeLayout, view: CardView): CardFlowNode[] {
      forTree(tree);
      const next = new Map<string, CardFlowNode>();
      const list = layout.placements.map(({ index, x, y }) => {
        const key = tree.key(index);
        const department = tree.departmentOf(index);
        const state: CardState = {
          expanded: tree.hasReports(index) && view.expanded.has(index),
          focused: view.focus === index,
          dimmed: view.department !== null && !tree.isGroup(index) && department !== view.department,
          departmentBelow: view.departmentBelow ? view.departmentBelow[index]! : null,
          color: department === null ? null : (view.colors.get(department) ?? null),
        };
        const previous = nodeCache.get(key);
        const unchanged = previous !== undefined && sameState(previous.data, state);
        const flowNode: CardFlowNode =
          unchanged && previous.position.x === x && previous.position.y === y
            ? previous
            : {
                id: key,
                type: tree.isGroup(index) ? 'group' : 'worker',
                position: { x, y },
                // A card that only moved keeps its data, so that it is moved without being drawn again.
                data: unchanged ? previous.data : { node: previous?.data.node ?? tree.node(index), ...state },
                width: CARD.width,
                height: CARD.height,
                handles: NO_HANDLES,
                draggable: false,
                connectable: false,
                selectable: false,
                deletable: false,
              };
        next.set(key, flowNode);
        return flowNode;
      });
      nodeCache = next;
      return list;
    },
  };
}
