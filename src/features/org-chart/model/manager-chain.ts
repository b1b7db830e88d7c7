import type { ReportingTree } from './build-reporting-tree';

/** Managers from the top of the tree down to the worker's own manager, as placed in the tree. */
export function managerChain(tree: ReportingTree, index: number): number[] {
  const chain: number[] = [];
  const seen = new Set<number>([index]);
  for (let at = tree.parent[index]!; at >= 0 && !seen.has(at); at = tree.parent[at]!) {
    seen.add(at);
    chain.push(at);
  }
  return chain.reverse();
}
