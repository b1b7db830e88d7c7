import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { allNodes, balancedOrg, testWorker } from './test-trees';
import { reportingTreeWhileLoading } from './tree-while-loading';

describe('reportingTreeWhileLoading', () => {
  it('builds, page by page, the same tree as building all at once', () => {
    const records = [...balancedOrg(4, 3), testWorker('lost', 'nobody'), testWorker('w1', 'w0')];
    const arriving: typeof records = [];
    for (let start = 0; start < records.length; start += 7) {
      arriving.push(...records.slice(start, start + 7));
      expect(reportingTreeWhileLoading(arriving, false)).toBeNull();
    }
    const tree = reportingTreeWhileLoading(records.slice(), true)!;
    const whole = buildReportingTree(records);
    expect(allNodes(tree).map((node) => [node.key, node.parent, node.depth, node.headcount, node.problems])).toEqual(
      allNodes(whole).map((node) => [node.key, node.parent, node.depth, node.headcount, node.problems]),
    );
    expect(tree.problems).toEqual(whole.problems);
    expect(reportingTreeWhileLoading(records.slice(), true)).toBe(tree);
  });

  it('starts over for a new load, and has nothing before the first page', () => {
    expect(reportingTreeWhileLoading([], true)).toBeNull();
    const first = reportingTreeWhileLoading(balancedOrg(2, 2), true)!;
    const second = reportingTreeWhileLoading(balancedOrg(2, 2), true)!;
    expect(second).not.toBe(first);
    expect(second.workerCount).toBe(first.workerCount);
  });
});
