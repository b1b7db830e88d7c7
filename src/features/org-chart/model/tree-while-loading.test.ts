import { describe, expect, it } from 'vitest';
import { packWorkers } from '../../../lib/workforce/packed-workers';
import { WorkerTable } from '../../../lib/workforce/worker-table';
import { buildReportingTree } from './build-reporting-tree';
import { allNodes, balancedOrg, testWorker } from './test-trees';
import { reportingTreeWhileLoading } from './tree-while-loading';

describe('reportingTreeWhileLoading', () => {
  it('builds, page by page, the same tree as building all at once', () => {
    const records = [...balancedOrg(4, 3), testWorker('lost', 'nobody'), testWorker('w1', 'w0')];
    const arriving = new WorkerTable();
    for (let start = 0; start < records.length; start += 7) {
      arriving.push(packWorkers(records.slice(start, start + 7)));
      expect(reportingTreeWhileLoading(arriving, false)).toBeNull();
    }
    arriving.seal();
    const tree = reportingTreeWhileLoading(arriving, true)!;
    const whole = buildReportingTree(records);
    expect(allNodes(tree).map((node) => [node.key, node.parent, node.depth, node.headcount, node.problems])).toEqual(
      allNodes(whole).map((node) => [node.key, node.parent, node.depth, node.headcount, node.problems]),
    );
    expect(tree.problems).toEqual(whole.problems);
    expect(reportingTreeWhileLoading(arriving, true)).toBe(tree);
  });

  it('takes in the workers of a page that arrives with the load complete', () => {
    const records = balancedOrg(3, 2);
    const arriving = new WorkerTable();
    arriving.push(packWorkers(records.slice(0, 5)));
    expect(reportingTreeWhileLoading(arriving, false)).toBeNull();
    arriving.push(packWorkers(records.slice(5)));
    arriving.seal();
    const tree = reportingTreeWhileLoading(arriving, true)!;
    expect(tree.workerCount).toBe(records.length);
    expect(tree.node(0).headcount).toBe(records.length - 1);
    // A workspace of one page: complete from its first call.
    expect(reportingTreeWhileLoading(WorkerTable.of(records), true)!.workerCount).toBe(records.length);
  });

  it('starts over for a new load, and has nothing before the first page', () => {
    expect(reportingTreeWhileLoading(new WorkerTable(), true)).toBeNull();
    const first = reportingTreeWhileLoading(WorkerTable.of(balancedOrg(2, 2)), true)!;
    const second = reportingTreeWhileLoading(WorkerTable.of(balancedOrg(2, 2)), true)!;
    expect(second).not.toBe(first);
    expect(second.workerCount).toBe(first.workerCount);
  });
});
