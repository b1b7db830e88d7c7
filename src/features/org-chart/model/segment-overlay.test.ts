import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { segmentOverlay } from './segment-overlay';
import { testWorker } from './test-trees';

describe('a segment over the chart', () => {
  const tree = buildReportingTree([
    testWorker('ceo', null),
    testWorker('vp', 'ceo'),
    testWorker('a', 'vp'),
    testWorker('b', 'vp'),
    testWorker('c', 'ceo'),
    testWorker('lost', 'nobody'),
  ]);
  const at = (key: string) => tree.indexByKey.get(key)!;

  it('counts each manager’s people in the segment, at every level below them', () => {
    const members = new Uint8Array(6);
    for (const key of ['a', 'b', 'c', 'vp']) members[at(key)] = 1;
    const overlay = segmentOverlay(tree, members);
    expect(overlay.count).toBe(4);
    expect(overlay.below[at('ceo')]).toBe(4);
    expect(tree.headcount[at('ceo')]).toBe(4);
    expect(overlay.below[at('vp')]).toBe(2);
    expect(overlay.below[at('a')]).toBe(0);
    expect(overlay.member[at('vp')]).toBe(1);
    expect(overlay.member[at('ceo')]).toBe(0);
  });

  it('counts a worker placed in a data-problem group under that group', () => {
    const members = new Uint8Array(6);
    members[at('lost')] = 1;
    const overlay = segmentOverlay(tree, members);
    const group = tree.parent[at('lost')]!;
    expect(tree.isGroup(group)).toBe(true);
    expect(overlay.below[group]).toBe(1);
    expect(overlay.below[at('ceo')]).toBe(0);
  });
});
