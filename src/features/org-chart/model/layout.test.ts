import { describe, expect, it } from 'vitest';
import { buildReportingTree, type ReportingTree } from './build-reporting-tree';
import { expandAllBelow } from './expansion';
import { CARD, layoutVisibleTree, type TreeLayout } from './layout';
import { balancedOrg, testWorker } from './test-trees';

const at = (tree: ReportingTree, layout: TreeLayout, key: string) => layout.byIndex.get(tree.indexByKey.get(key)!)!;

function overlaps(layout: TreeLayout): boolean {
  const byRow = new Map<number, number[]>();
  for (const { x, y } of layout.placements) byRow.set(y, [...(byRow.get(y) ?? []), x]);
  for (const xs of byRow.values()) {
    xs.sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) if (xs[i]! - xs[i - 1]! < CARD.width) return true;
  }
  return false;
}

describe('layoutVisibleTree', () => {
  it('lays out only the visible nodes', () => {
    const tree = buildReportingTree(balancedOrg(3, 3));
    const root = tree.indexByKey.get('w0')!;
    expect(layoutVisibleTree(tree, new Set()).placements).toHaveLength(1);
    expect(layoutVisibleTree(tree, new Set([root])).placements).toHaveLength(4);
  });

  it('puts each level on its own row, parents centred over their reports, with no overlap', () => {
    const tree = buildReportingTree(balancedOrg(3, 3));
    const { expanded } = expandAllBelow(tree, new Set(), tree.indexByKey.get('w0')!, 1000);
    const layout = layoutVisibleTree(tree, expanded);
    expect(layout.placements).toHaveLength(40);
    const [root, first, middle, last] = ['w0', 'w1', 'w2', 'w3'].map((key) => at(tree, layout, key));
    expect(root!.y).toBe(0);
    expect(first!.y).toBeGreaterThanOrEqual(CARD.height);
    expect(middle!.y).toBe(first!.y);
    expect(middle!.x).toBeCloseTo(root!.x);
    expect(last!.x - middle!.x).toBeCloseTo(middle!.x - first!.x);
    expect(at(tree, layout, 'w13').y).toBeGreaterThan(at(tree, layout, 'w4').y);
    expect(overlaps(layout)).toBe(false);
  });

  it('places data-problem groups beside the main tree on the first row', () => {
    const tree = buildReportingTree([testWorker('ceo', null), testWorker('vp', 'ceo'), testWorker('lost', 'nobody')]);
    const layout = layoutVisibleTree(tree, new Set([tree.indexByKey.get('ceo')!, tree.indexByKey.get('group:unknown_manager')!]));
    const group = at(tree, layout, 'group:unknown_manager');
    expect(group.y).toBe(0);
    expect(group.x).toBeGreaterThan(at(tree, layout, 'ceo').x + CARD.width);
    expect(at(tree, layout, 'lost').y).toBe(at(tree, layout, 'vp').y);
    expect(overlaps(layout)).toBe(false);
  });

  it('reports the bounds of the drawing', () => {
    const tree = buildReportingTree(balancedOrg(2, 1));
    const layout = layoutVisibleTree(tree, new Set([0]));
    const xs = layout.placements.map((p) => p.x);
    expect(layout.bounds.minX).toBe(Math.min(...xs));
    expect(layout.bounds.maxX).toBe(Math.max(...xs) + CARD.width);
    expect(layout.bounds.maxY).toBe(at(tree, layout, 'w1').y + CARD.height);
  });

  it('lays out a deep chain without recursion', { timeout: 30_000 }, () => {
    const chain = Array.from({ length: 5_000 }, (_, i) => testWorker(`c${i}`, i === 0 ? null : `c${i - 1}`));
    const tree = buildReportingTree(chain);
    const layout = layoutVisibleTree(tree, new Set(tree.nodes.map((node) => node.index)));
    expect(layout.placements).toHaveLength(5_000);
  });
});
