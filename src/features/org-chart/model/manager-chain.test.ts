import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { managerChain } from './manager-chain';
import { testWorker } from './test-trees';

describe('managerChain', () => {
  const tree = buildReportingTree([
    testWorker('ceo', null),
    testWorker('vp', 'ceo'),
    testWorker('lead', 'vp'),
    testWorker('dev', 'lead'),
  ]);
  const ids = (index: number) => managerChain(tree, index).map((at) => tree.node(at).id);

  it('lists the managers from the top down to the direct manager', () => {
    expect(ids(tree.indexByKey.get('dev')!)).toEqual(['ceo', 'vp', 'lead']);
  });

  it('is empty at the top of the organisation', () => {
    expect(ids(tree.indexByKey.get('ceo')!)).toEqual([]);
  });
});
