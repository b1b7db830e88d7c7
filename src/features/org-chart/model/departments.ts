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
  return tree.departments
    .map((name, code) => [name, tree.departmentHeadcount[code]!] as const)
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
  const below = new Int32Array(tree.size);
  const code = tree.departments.indexOf(department);
  if (code === -1) return below;
  const order = new Int32Array(tree.size);
  let length = 0;
  for (const root of tree.roots) order[length++] = root;
  for (let head = 0; head < length; head++) {
    for (const child of tree.children(order[head]!)) order[length++] = child;
  }
  for (let k = length - 1; k >= 0; k--) {
    const index = order[k]!;
    const parent = tree.parent[index]!;
    if (parent === -1) continue;
    below[parent] = below[parent]! + below[index]! + (tree.departmentCode(index) === code ? 1 : 0);
  }
  return below;
}
