import type { ReportingTree } from './build-reporting-tree';

/** A segment shown over the chart: who is in it, and how many of each node's people are. */
export interface SegmentOverlay {
  /** 1 for each node that is a worker in the segment (groups are never members). */
  member: Uint8Array;
  /** Members below each node, at every level (each node's `headcount` is the "of"). */
  below: Int32Array;
  /** Members in the whole chart. */
  count: number;
}

/**
 * The overlay of a segment's members (one byte per worker, in the order the tree's workers came,
 * as the evaluator gives them) on the tree: each member counted once for every node above them.
 */
export function segmentOverlay(tree: ReportingTree, members: Uint8Array): SegmentOverlay {
  const member = new Uint8Array(tree.size);
  const below = new Int32Array(tree.size);
  const workers = Math.min(tree.workerCount, members.length);
  let count = 0;
  for (let index = 0; index < workers; index++) {
    if (!members[index]) continue;
    member[index] = 1;
    count++;
    // Up the links to the top; a tree's links never loop, but a bound keeps dirty data safe.
    let steps = 0;
    for (let above = tree.parent[index]!; above >= 0 && steps < tree.size; above = tree.parent[above]!, steps++) {
      below[above]!++;
    }
  }
  return { member, below, count };
}
