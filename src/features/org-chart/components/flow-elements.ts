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

function sameData(a: CardData, b: CardData): boolean {
  return (
    a.node === b.node &&
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
  let nodeCache = new Map<string, CardFlowNode>();
  let edgeCache = new Map<string, Edge>();

  return {
    nodes(tree: ReportingTree, layout: TreeLayout, view: CardView): CardFlowNode[] {
      const next = new Map<string, CardFlowNode>();
      const list = layout.placements.map(({ index, x, y }) => {
        const node = tree.nodes[index]!;
        const data: CardData = {
          node,
          expanded: node.children.length > 0 && view.expanded.has(index),
          focused: view.focus === index,
          dimmed: view.department !== null && node.group === null && node.department !== view.department,
          departmentBelow: view.departmentBelow ? view.departmentBelow[index]! : null,
          color: node.department === null ? null : (view.colors.get(node.department) ?? null),
        };
        const previous = nodeCache.get(node.key);
        const flowNode: CardFlowNode =
          previous && previous.position.x === x && previous.position.y === y && sameData(previous.data, data)
            ? previous
            : {
                id: node.key,
                type: node.group === null ? 'worker' : 'group',
                position: { x, y },
                data,
                width: CARD.width,
                height: CARD.height,
                handles: CARD_HANDLES,
                draggable: false,
                connectable: false,
                selectable: false,
                deletable: false,
              };
        next.set(node.key, flowNode);
        return flowNode;
      });
      nodeCache = next;
      return list;
    },

    edges(tree: ReportingTree, layout: TreeLayout): Edge[] {
      const next = new Map<string, Edge>();
      const list: Edge[] = [];
      for (const { index, stacked } of layout.placements) {
        const node = tree.nodes[index]!;
        if (node.parent === -1) continue;
        const source = tree.nodes[node.parent]!.key;
        const type = stacked ? 'stacked' : 'elbow';
        const previous = edgeCache.get(node.key);
        const edge: Edge =
          previous && previous.type === type && previous.source === source
            ? previous
            : {
                id: `to:${node.key}`,
                source,
                target: node.key,
                sourceHandle: 'bottom',
                targetHandle: stacked ? 'left' : 'top',
                type,
                selectable: false,
                focusable: false,
                deletable: false,
              };
        next.set(node.key, edge);
        list.push(edge);
      }
      edgeCache = next;
      return list;
    },
  };
}
