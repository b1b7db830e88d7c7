import { describe, expect, it } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { countDepartmentBelow } from '../model/departments';
import { layoutVisibleTree } from '../model/layout';
import { balancedOrg, testWorker } from '../model/test-trees';
import { createCardItemCache, type CardView } from './card-items';

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

describe('createCardItemCache', () => {
  it('makes one card per visible node', () => {
    const cache = createCardItemCache();
    const expanded = new Set([0, 1]);
    const layout = layoutVisibleTree(tree, expanded);
    const cards = cache.cards(tree, layout, view(expanded));
    expect(cards.map((card) => card.key)).toEqual(['w0', 'w1', 'w4', 'w5', 'w6', 'w2', 'w3']);
    expect(cards[0]).toMatchObject({ group: false, x: layout.placements[0]!.x, data: { expanded: true, color: 4 } });
  });

  it('reuses every card that did not change, so that they are not drawn again', () => {
    const cache = createCardItemCache();
    const before = new Set([0]);
    const firstCards = cache.cards(tree, layoutVisibleTree(tree, before), view(before));
    const same = cache.cards(tree, layoutVisibleTree(tree, before), view(before));
    expect(same.every((card, k) => card === firstCards[k])).toBe(true);

    const focused = cache.cards(tree, layoutVisibleTree(tree, before), view(before, { focus: 2 }));
    expect(focused.filter((card, k) => card !== same[k]).map((card) => card.key)).toEqual(['w2']);
    expect(focused.find((card) => card.key === 'w2')!.data.focused).toBe(true);
  });

  it('gives a card that only moved its new place and the same data, so it is not drawn again', () => {
    const cache = createCardItemCache();
    const closed = new Set([0]);
    const before = cache.cards(tree, layoutVisibleTree(tree, closed), view(closed));
    const opened = new Set([0, 1]);
    const after = cache.cards(tree, layoutVisibleTree(tree, opened), view(opened));
    const byKey = new Map(before.map((card) => [card.key, card]));
    const moved = after.filter((card) => {
      const previous = byKey.get(card.key);
      return previous && previous.x !== card.x;
    });
    expect(moved.map((card) => card.key)).toEqual(['w1', 'w3']);
    expect(after.find((card) => card.key === 'w3')!.data).toBe(byKey.get('w3')!.data);
    // The card that opened is drawn again: its data changed.
    expect(after.find((card) => card.key === 'w1')!.data).not.toBe(byKey.get('w1')!.data);
  });

  it('dims cards outside the highlighted department and counts its people below', () => {
    const mixed = buildReportingTree([
      testWorker('ceo', null, { department: 'Executive' }),
      testWorker('a', 'ceo', { department: 'Sales' }),
      testWorker('b', 'a', { department: 'Sales' }),
    ]);
    const cache = createCardItemCache();
    const expanded = new Set<number>();
    const cards = cache.cards(
      mixed,
      layoutVisibleTree(mixed, expanded),
      view(expanded, {
        department: 'Sales',
        departmentBelow: countDepartmentBelow(mixed, 'Sales'),
      }),
    );
    expect(cards[0]!.data).toMatchObject({ dimmed: true, departmentBelow: 2, color: null });
  });

  it('marks data-problem groups as group cards', () => {
    const dirty = buildReportingTree([testWorker('ceo', null), testWorker('lost', 'nobody')]);
    const cache = createCardItemCache();
    const cards = cache.cards(dirty, layoutVisibleTree(dirty, new Set()), view(new Set()));
    expect(cards.map((card) => [card.key, card.group])).toEqual([
      ['ceo', false],
      ['group:unknown_manager', true],
    ]);
  });
});
