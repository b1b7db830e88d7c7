import { describe, expect, it } from 'vitest';
import { buildReportingTree, type ReportingTree } from './build-reporting-tree';
import { expandAllBelow } from './expansion';
import {
  CARD,
  GAP,
  layoutVisibleTree,
  placementsInWindow,
  STACK,
  windowAround,
  windowKeyOf,
  windowOfKey,
  type TreeLayout,
} from './layout';
import { allNodes, balancedOrg, testWorker } from './test-trees';

const at = (tree: ReportingTree, layout: TreeLayout, key: string) => layout.byIndex.get(tree.indexByKey.get(key)!)!;

function overlapping(layout: TreeLayout): [number, number][] {
  const pairs: [number, number][] = [];
  const cards = layout.placements;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const a = cards[i]!;
      const b = cards[j]!;
      if (Math.abs(a.x - b.x) < CARD.width && Math.abs(a.y - b.y) < CARD.height) pairs.push([a.index, b.index]);
    }
  }
  return pairs;
}

const expandEverything = (tree: ReportingTree) => expandAllBelow(tree, new Set(), tree.roots[0]!, Infinity).expanded;

describe('layoutVisibleTree', () => {
  it('lays out only the visible nodes', () => {
    const tree = buildReportingTree(balancedOrg(3, 3));
    const root = tree.indexByKey.get('w0')!;
    expect(layoutVisibleTree(tree, new Set()).placements).toHaveLength(1);
    expect(layoutVisibleTree(tree, new Set([root])).placements).toHaveLength(4);
  });

  it('finds the placement of each visible node, and none for the others, few cards or many', () => {
    const tree = buildReportingTree(balancedOrg(4, 4));
    const root = tree.indexByKey.get('w0')!;
    for (const expanded of [new Set([root]), expandEverything(tree)]) {
      const layout = layoutVisibleTree(tree, expanded);
      const shown = new Set(layout.placements.map((placement) => placement.index));
      for (let index = -1; index <= tree.size; index++) {
        const placement = layout.byIndex.get(index);
        if (shown.has(index)) expect(placement?.index).toBe(index);
        else expect(placement).toBeUndefined();
      }
    }
  });

  it('puts each level on its own row, parents centred over their reports, with no overlap', () => {
    const tree = buildReportingTree(balancedOrg(2, 4));
    const layout = layoutVisibleTree(tree, expandEverything(tree));
    expect(layout.placements).toHaveLength(31);
    const [root, left, right] = ['w0', 'w1', 'w2'].map((key) => at(tree, layout, key));
    expect(root!.y).toBe(0);
    expect(left!.y).toBe(CARD.height + GAP.y);
    expect(right!.y).toBe(left!.y);
    expect(root!.x).toBeCloseTo((left!.x + right!.x) / 2);
    expect(layout.placements.every((p) => !p.stacked)).toBe(true);
    expect(overlapping(layout)).toEqual([]);
  });

  it(`stacks reports who show nobody below them in columns of ${STACK.rows}`, () => {
    const tree = buildReportingTree(balancedOrg(20, 1));
    const layout = layoutVisibleTree(tree, new Set([tree.indexByKey.get('w0')!]));
    const root = at(tree, layout, 'w0');
    const firstRow = root.y + CARD.height + GAP.y;
    const column = (first: number) => Array.from({ length: STACK.rows }, (_, k) => at(tree, layout, `w${first + k}`));
    const [one, two] = [column(1), column(9)];
    expect(layout.placements.filter((p) => p.stacked)).toHaveLength(20);
    expect(one.map((p) => p.y)).toEqual(
      Array.from({ length: STACK.rows }, (_, k) => firstRow + k * (CARD.height + STACK.gap)),
    );
    expect(new Set(one.map((p) => p.x)).size).toBe(1);
    expect(two[0]!.x).toBeGreaterThan(one[0]!.x + CARD.width);
    expect(at(tree, layout, 'w17').y).toBe(firstRow);
    expect(root.x).toBeCloseTo(two[0]!.x);
    expect(overlapping(layout)).toEqual([]);
  });

  it('keeps a row when any report shows their own reports, or when there are few', () => {
    const tree = buildReportingTree(balancedOrg(3, 2));
    const rows = layoutVisibleTree(tree, new Set([0, tree.indexByKey.get('w1')!]));
    expect(at(tree, rows, 'w2').stacked).toBe(false);
    expect(at(tree, rows, 'w4').stacked).toBe(true);
    const few = buildReportingTree(balancedOrg(STACK.min - 1, 1));
    expect(layoutVisibleTree(few, new Set([0])).placements.some((p) => p.stacked)).toBe(false);
  });

  it('never overlaps cards in a mixed tree of rows and stacks', () => {
    const tree = buildReportingTree(balancedOrg(5, 3));
    const expanded = new Set([0, 1, 2, 6, 7, 12, 3]);
    const layout = layoutVisibleTree(tree, expanded);
    expect(layout.placements.some((p) => p.stacked)).toBe(true);
    expect(overlapping(layout)).toEqual([]);
  });

  it('places data-problem groups beside the main tree on the first row', () => {
    const tree = buildReportingTree([testWorker('ceo', null), testWorker('vp', 'ceo'), testWorker('lost', 'nobody')]);
    const layout = layoutVisibleTree(
      tree,
      new Set([tree.indexByKey.get('ceo')!, tree.indexByKey.get('group:unknown_manager')!]),
    );
    const group = at(tree, layout, 'group:unknown_manager');
    expect(group.y).toBe(0);
    expect(group.x).toBeGreaterThan(at(tree, layout, 'ceo').x + CARD.width);
    expect(at(tree, layout, 'lost').y).toBe(at(tree, layout, 'vp').y);
    expect(overlapping(layout)).toEqual([]);
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
    const layout = layoutVisibleTree(tree, new Set(allNodes(tree).map((node) => node.index)));
    expect(layout.placements).toHaveLength(5_000);
    expect(layout.bounds.maxY).toBe(4_999 * (CARD.height + GAP.y) + CARD.height);
  });
});

describe('windowAround', () => {
  it('holds the view with room around it, and stays put while the view moves a little', () => {
    const view = { left: 1000, top: 400, width: 1440, height: 1000 };
    const window = windowAround(view);
    expect(window.size).toBeGreaterThanOrEqual(2 * view.width);
    expect(window.left).toBeLessThanOrEqual(view.left);
    expect(window.top).toBeLessThanOrEqual(view.top);
    expect(window.left + window.size).toBeGreaterThanOrEqual(view.left + view.width);
    expect(window.top + window.size).toBeGreaterThanOrEqual(view.top + view.height);
    expect(windowAround({ ...view, left: view.left + 20, top: view.top - 20 })).toEqual(window);
  });
});

describe('windowKeyOf', () => {
  const size = { width: 390, height: 700 };

  it('stands for the window around the view, in graph units', () => {
    const viewport = { x: -400, y: -800, zoom: 0.5 };
    const key = windowKeyOf(viewport, size);
    expect(windowOfKey(key)).toEqual(windowAround({ left: 800, top: 1600, width: 780, height: 1400 }));
  });

  it('stays the same while the view moves a little', () => {
    const key = windowKeyOf({ x: -400, y: -800, zoom: 0.5 }, size);
    expect(windowKeyOf({ x: -410, y: -790, zoom: 0.5 }, size)).toBe(key);
  });

  it('is tiny where the cards are drawn as blocks', () => {
    expect(windowKeyOf({ x: 0, y: 0, zoom: 0.1 }, size)).toBe('tiny');
    expect(windowOfKey('tiny')).toBeNull();
  });
});

describe('placementsInWindow', () => {
  it('keeps the cards in the window and their managers, parents first', () => {
    const tree = buildReportingTree(balancedOrg(4, 4));
    const layout = layoutVisibleTree(tree, expandEverything(tree));
    const window = { left: layout.bounds.minX, top: layout.bounds.maxY - 200, size: 600 };
    const inside = placementsInWindow(layout, window);
    const deep = inside.filter((placement) => placement.y >= window.top - CARD.height);
    expect(deep.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(layout.placements.length);
    const shown = new Set(inside.map((placement) => placement.index));
    for (const placement of deep) {
      const parent = tree.node(placement.index).parent;
      if (parent !== -1) expect(shown.has(parent)).toBe(true);
    }
    const order = inside.map((placement) => layout.placements.indexOf(placement));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
