import { describe, expect, it } from 'vitest';
import { buildReportingTree, type ReportingTree } from './build-reporting-tree';
import {
  collapseAllBelow,
  defaultExpanded,
  expandAllBelow,
  isVisible,
  toggleExpanded,
  visibleInOrder,
  withPathExpanded,
} from './expansion';
import { balancedOrg, testWorker } from './test-trees';

const idx = (tree: ReportingTree, key: string) => tree.indexByKey.get(key)!;
const keys = (tree: ReportingTree, indices: Iterable<number>) => [...indices].map((i) => tree.node(i).key);

// w0 → w1..w3; w1 → w4..w6; w2 → w7..w9; w3 → w10..w12; each of w4..w12 → 3 more (w13..w39)
const org = () => buildReportingTree(balancedOrg(3, 3));

describe('defaultExpanded', () => {
  it('opens whole top levels while they fit', () => {
    const tree = org();
    expect(keys(tree, defaultExpanded(tree, { maxDepth: 2, maxVisible: 100 }))).toEqual(['w0', 'w1', 'w2', 'w3']);
    expect(keys(tree, defaultExpanded(tree, { maxDepth: 2, maxVisible: 5 }))).toEqual(['w0']);
  });

  it('opens a level that exactly fills the room', () => {
    const tree = org();
    // The root, its 3 reports and their 9: 13 cards.
    expect(keys(tree, defaultExpanded(tree, { maxDepth: 2, maxVisible: 13 }))).toEqual(['w0', 'w1', 'w2', 'w3']);
    expect(keys(tree, defaultExpanded(tree, { maxDepth: 2, maxVisible: 12 }))).toEqual(['w0']);
  });

  it('always opens the root, and leaves the data-problem groups closed', () => {
    const tree = buildReportingTree([testWorker('ceo', null), testWorker('vp', 'ceo'), testWorker('lost', 'nobody')]);
    expect(keys(tree, defaultExpanded(tree, { maxVisible: 1 }))).toEqual(['ceo']);
  });
});

describe('expansion', () => {
  it('toggles one node', () => {
    const tree = org();
    const open = toggleExpanded(new Set(), idx(tree, 'w1'));
    expect(keys(tree, open)).toEqual(['w1']);
    expect(toggleExpanded(open, idx(tree, 'w1')).size).toBe(0);
  });

  it('expands the path to a worker so that they are visible', () => {
    const tree = org();
    const target = idx(tree, 'w20');
    expect(isVisible(tree, new Set(), target)).toBe(false);
    const open = withPathExpanded(tree, new Set(), target);
    expect(isVisible(tree, open, target)).toBe(true);
    expect(keys(tree, open).sort()).toEqual(['w0', 'w1', 'w6'].sort());
  });

  it('expands everything below a node when it fits', () => {
    const tree = org();
    const result = expandAllBelow(tree, new Set([idx(tree, 'w0')]), idx(tree, 'w1'), 1000);
    expect(result.complete).toBe(true);
    expect(result.levels).toBe(2);
    expect(visibleInOrder(tree, result.expanded).length).toBe(4 + 3 + 9);
  });

  it('stops at the last whole level that fits the limit and says so', () => {
    const tree = org();
    const result = expandAllBelow(tree, new Set(), idx(tree, 'w0'), 12);
    expect(result).toMatchObject({ complete: false, levels: 2 });
    expect(visibleInOrder(tree, result.expanded)).toHaveLength(1 + 3 + 9);
    // At least one level opens, however small the limit.
    expect(expandAllBelow(tree, new Set(), idx(tree, 'w0'), 1).levels).toBe(1);
  });

  it('collapses a node and everything below it', () => {
    const tree = org();
    const all = expandAllBelow(tree, new Set(), idx(tree, 'w0'), 1000).expanded;
    const collapsed = collapseAllBelow(tree, all, idx(tree, 'w1'));
    expect(collapsed.has(idx(tree, 'w1'))).toBe(false);
    expect(collapsed.has(idx(tree, 'w4'))).toBe(false);
    expect(collapsed.has(idx(tree, 'w2'))).toBe(true);
  });

  it('lists visible nodes in reading order', () => {
    const tree = org();
    const open = new Set([idx(tree, 'w0'), idx(tree, 'w2')]);
    expect(keys(tree, visibleInOrder(tree, open))).toEqual(['w0', 'w1', 'w2', 'w7', 'w8', 'w9', 'w3']);
    // A node expanded below a collapsed one stays hidden.
    const hiddenOpen = new Set([idx(tree, 'w0'), idx(tree, 'w4')]);
    expect(keys(tree, visibleInOrder(tree, hiddenOpen))).toEqual(['w0', 'w1', 'w2', 'w3']);
  });
});
