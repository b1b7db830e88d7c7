import type { ReportingTree } from './build-reporting-tree';

/** Number of distinct department colours (`--dept-0` … in the styles). */
export const DEPARTMENT_COLORS = 12;

export interface DepartmentSummary {
  name: string;
  headcount: number;
  /** 0 … DEPARTMENT_COLORS - 1. */
  color: number;
}

function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

/**
 * Departments by headcount, largest first (ties by name). The largest ones get distinct colours;
 * beyond the palette, colours repeat by a hash of the name so they stay the same from load to load.
 */
export function summarizeDepartments(tree: ReportingTree): DepartmentSummary[] {
  const counts = new Map<string, number>();
  for (const node of tree.nodes) {
    if (node.group !== null || node.department === null) continue;
    counts.set(node.department, (counts.get(node.department) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([name, headcount], rank) => ({
      name,
      headcount,
      color: rank < DEPARTMENT_COLORS ? rank : hashOf(name) % DEPARTMENT_COLORS,
    }));
}

/**
 * For each node, how many workers of `department` are below it (not counting the node itself):
 * what a collapsed card shows while that department is highlighted. Linear in the tree size.
 */
export function countDepartmentBelow(tree: ReportingTree, department: string): Int32Array {
  const below = new Int32Array(tree.nodes.length);
  const order = tree.roots.slice();
  for (let head = 0; head < order.length; head++) {
    for (const child of tree.nodes[order[head]!]!.children) order.push(child);
  }
  for (let k = order.length - 1; k >= 0; k--) {
    const node = tree.nodes[order[k]!]!;
    if (node.parent === -1) continue;
    below[node.parent] =
      below[node.parent]! + below[node.index]! + (node.department === department && node.group === null ? 1 : 0);
  }
  return below;
}
