import type { Edge } from '@xyflow/react';
import type { ReportingTree } from '../model/build-reporting-tree';
import type { Expanded } from '../model/expansion';
import { CARD, type TreeLayout } from '../model/layout';
import { CARD_HANDLES, type CardData, type CardFlowNode } from './GraphCards';

export interface CardView {
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  departmentBelow: Int32Array | null;
  colors: ReadonlyMap<string, number>;
}

type CardState = Omit<CardData, 'node'>;

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
 * Turns a layout into React Flow nodes and edges, reusing the previous object for every card and
 * connector that did not change: React Flow then skips them, so expanding one team costs the
 * cards that moved, not the whole chart.
 */
export function createFlowElementCache() {
  let cachedTree: ReportingTree | null = null;
  let nodeCache = new Map<string, CardFlowNode>();
  let edgeCache = new Map<string, Edge>();
  const forTree = (tree: ReportingTree) => {
    if (tree === cachedTree) return;
    cachedTree = tree;
    nodeCache = new Map();
    edgeCache = new Map();
  };

  return {
    nodes(tree: ReportingTree, layout: TreeLayout, view: CardView): CardFlowNode[] {
      forTree(tree);
      const next = new Map<string, CardFlowNode>();
      const list = layout.placements.map(({ index, x, y }) => {
        const key = tree.key(index);
        const department = tree.departmentOf(index);
        const state: CardState = {
          expanded: tree.childCount(index) > 0 && view.expanded.has(index),
          focused: view.focus === index,
          dimmed: view.department !== null && !tree.isGroup(index) && department !== view.department,
          departmentBelow: view.departmentBelow ? view.departmentBelow[index]! : null,
          color: department === null ? null : (view.colors.get(department) ?? null),
        };
        const previous = nodeCache.get(key);
        const flowNode: CardFlowNode =
          previous && previous.position.x === x && previous.position.y === y && sameState(previous.data, state)
            ? previous
            : {
                id: key,
                type: tree.isGroup(index) ? 'group' : 'worker',
                position: { x, y },
                data: { node: previous?.data.node ?? tree.node(index), ...state },
                width: CARD.width,
                height: CARD.height,
                handles: CARD_HANDLES,
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

    edges(tree: ReportingTree, layout: TreeLayout): Edge[] {
      forTree(tree);
      const next = new Map<string, Edge>();
      const list: Edge[] = [];
      for (const { index, stacked } of layout.placements) {
        const parent = tree.parent[index]!;
        if (parent === -1) continue;
        const key = tree.key(index);
        const source = tree.key(parent);
        const type = stacked ? 'stacked' : 'elbow';
        const previous = edgeCache.get(key);
        const edge: Edge =
          previous && previous.type === type && previous.source === source
            ? previous
            : {
                id: `to:${key}`,
                source,
                target: key,
                sourceHandle: 'bottom',
                targetHandle: stacked ? 'left' : 'top',
                type,
                selectable: false,
                focusable: false,
                deletable: false,
              };
        next.set(key, edge);
        list.push(edge);
      }
      edgeCache = next;
      return list;
    },
  };
}
