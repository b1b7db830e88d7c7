import type { ReportingTree } from './build-reporting-tree';

/** Which nodes show their reports. A node is visible when every node above it is expanded. */
export type Expanded = ReadonlySet<number>;

/** Opening view: the top levels, as deep as fits in `maxVisible` cards (whole levels only). */
export function defaultExpanded(
  tree: ReportingTree,
  { maxDepth = 2, maxVisible = 120 }: { maxDepth?: number; maxVisible?: number } = {},
): Set<number> {
  const expanded = new Set<number>();
  let level = tree.roots.filter((root) => !tree.isGroup(root));
  let visible = tree.roots.length;
  for (let depth = 0; depth < maxDepth && level.length > 0; depth++) {
    const parents = level.filter((index) => tree.hasReports(index));
    const next = belowOf(tree, parents);
    if (depth > 0 && visible + next.length > maxVisible) break;
    for (const parent of parents) expanded.add(parent);
    visible += next.length;
    level = next;
  }
  return expanded;
}

/** The direct reports of each of `parents`, in order. */
function belowOf(tree: ReportingTree, parents: readonly number[]): number[] {
  const below: number[] = [];
  for (const parent of parents) for (const child of tree.children(parent)) below.push(child);
  return below;
}

export function toggleExpanded(expanded: Expanded, index: number): Set<number> {
  const next = new Set(expanded);
  if (!next.delete(index)) next.add(index);
  return next;
}

/** Expands every node above `index`, so that it is visible. */
export function withPathExpanded(tree: ReportingTree, expanded: Expanded, index: number): Set<number> {
  const next = new Set(expanded);
  for (let current = tree.parent[index]!; current >= 0; current = tree.parent[current]!) {
    next.add(current);
  }
  return next;
}

export interface ExpandAllResult {
  expanded: Set<number>;
  /** False when the subtree was too big to show whole: it was opened level by level up to the limit. */
  complete: boolean;
  /** Levels below the node that are now open. */
  levels: number;
}

/**
 * Expands `index` and everything below it, level by level, stopping before a level that would put
 * more than `limit` cards below the node on screen (at least one level always opens).
 */
export function expandAllBelow(tree: ReportingTree, expanded: Expanded, index: number, limit: number): ExpandAllResult {
  const next = new Set(expanded);
  let level = [index];
  let shown = 0;
  let levels = 0;
  while (level.length > 0) {
    const parents = level.filter((node) => tree.hasReports(node));
    if (parents.length === 0) break;
    const nextLevel = belowOf(tree, parents);
    if (levels > 0 && shown + nextLevel.length > limit) return { expanded: next, complete: false, levels };
    for (const parent of parents) next.add(parent);
    shown += nextLevel.length;
    levels++;
    level = nextLevel;
  }
  return { expanded: next, complete: true, levels };
}

/** Collapses `index` and every node below it, so that expanding it again shows one level. */
export function collapseAllBelow(tree: ReportingTree, expanded: Expanded, index: number): Set<number> {
  const next = new Set(expanded);
  const stack = [index];
  while (stack.length > 0) {
    const current = stack.pop()!;
    next.delete(current);
    for (const child of tree.children(current)) stack.push(child);
  }
  return next;
}

/** Visible nodes in reading order (each node followed by its visible reports): the tree view's rows. */
export function visibleInOrder(tree: ReportingTree, expanded: Expanded): number[] {
  const order: number[] = [];
  const stack: number[] = [];
  for (let r = tree.roots.length - 1; r >= 0; r--) stack.push(tree.roots[r]!);
  while (stack.length > 0) {
    const index = stack.pop()!;
    order.push(index);
    if (!expanded.has(index)) continue;
    const children = tree.children(index);
    for (let c = children.length - 1; c >= 0; c--) stack.push(children[c]!);
  }
  return order;
}

export function isVisible(tree: ReportingTree, expanded: Expanded, index: number): boolean {
  for (let current = tree.parent[index]!; current >= 0; current = tree.parent[current]!) {
    if (!expanded.has(current)) return false;
  }
  return true;
}
