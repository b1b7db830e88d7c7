import { describe, expect, it } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { countDepartmentBelow } from '../model/departments';
import { layoutVisibleTree } from '../model/layout';
import { balancedOrg, testWorker } from '../model/test-trees';
import { createFlowElementCache, type CardView } from './flow-elements';

const tree = buildReportingTree(balancedOrg(3, 2));
const colors = new Map([['Engineering', 4]]);
const view = (expanded: Set<number>, extra: Partial<CardView> = {}): CardView => ({
  expanded,
  focus: null,
  department: null,
  departmentBelow: null,
  colors,
  ...extra,
});

describe('createFlowElementCache', () => {
  it('makes one card per visible node', () => {
    const cache = createFlowElementCache();
    const expanded = new Set([0, 1]);
    const layout = layoutVisibleTree(tree, expanded);
    const nodes = cache.nodes(tree, layout, view(expanded));
    expect(nodes.map((node) => node.id)).toEqual(['w0', 'w1', 'w4', 'w5', 'w6', 'w2', 'w3']);
    expect(nodes[0]).toMatchObject({ type: 'worker', width: 240, height: 112, data: { expanded: true, color: 4 } });
    // Size and handles given: React Flow need not measure a card in the DOM as it appears.
    expect(nodes[0]!.handles).toEqual([]);
  });

  it('reuses every card that did not change, so React Flow can skip them', () => {
    const cache = createFlowElementCache();
    const before = new Set([0]);
    const firstNodes = cache.nodes(tree, layoutVisibleTree(tree, before), view(before));
    const same = cache.nodes(tree, layoutVisibleTree(tree, before), view(before));
    expect(same.every((node, k) => node === firstNodes[k])).toBe(true);

    const focused = cache.nodes(tree, layoutVisibleTree(tree, before), view(before, { focus: 2 }));
    expect(focused.filter((node, k) => node !== same[k]).map((node) => node.id)).toEqual(['w2']);
    expect(focused.find((node) => node.id === 'w2')!.data.focused).toBe(true);
  });

  it('gives a card that only moved its new place and the same data, so it is not drawn again', () => {
    const cache = createFlowElementCache();
    const closed = new Set([0]);
    const before = cache.nodes(tree, layoutVisibleTree(tree, closed), view(closed));
    const opened = new Set([0, 1]);
    const after = cache.nodes(tree, layoutVisibleTree(tree, opened), view(opened));
    const byId = new Map(before.map((node) => [node.id, node]));
    const moved = after.filter((node) => {
      const previous = byId.get(node.id);
      return previous && previous.position.x !== node.position.x;
    });
    expect(moved.map((node) => node.id)).toEqual(['w1', 'w3']);
    expect(after.find((node) => node.id === 'w3')!.data).toBe(byId.get('w3')!.data);
    // The card that opened is drawn again: its data changed.
    expect(after.find((node) => node.id === 'w1')!.data).not.toBe(byId.get('w1')!.data);
  });

  it('dims cards outside the highlighted department and counts its people below', () => {
    const mixed = buildReportingTree([
      testWorker('ceo', null, { department: 'Executive' }),
      testWorker('a', 'ceo', { department: 'Sales' }),
      testWorker('b', 'a', { department: 'Sales' }),
    ]);
    const cache = createFlowElementCache();
    const expanded = new Set<number>();
    const nodes = cache.nodes(
      mixed,
      layoutVisibleTree(mixed, expanded),
      view(expanded, {
        department: 'Sales',
        departmentBelow: countDepartmentBelow(mixed, 'Sales'),
      }),
    );
    expect(nodes[0]!.data).toMatchObject({ dimmed: true, departmentBelow: 2, color: null });
  });

  it('marks data-problem groups as group cards', () => {
    const dirty = buildReportingTree([testWorker('ceo', null), testWorker('lost', 'nobody')]);
    const cache = createFlowElementCache();
    const nodes = cache.nodes(dirty, layoutVisibleTree(dirty, new Set()), view(new Set()));
    expect(nodes.map((node) => [node.id, node.type])).toEqual([
      ['ceo', 'worker'],
      ['group:unknown_manager', 'group'],
    ]);
  });
});
