import { describe, expect, it } from 'vitest';
import { packWorkers } from '../../../lib/workforce/packed-workers';
import { WorkerTable } from '../../../lib/workforce/worker-table';
import { buildReportingTree } from './build-reporting-tree';
import { allNodes, balancedOrg, testWorker } from './test-trees';
import { canDrawWhileArriving, reportingTreeWhileLoading } from './tree-while-loading';

describe('reportingTreeWhileLoading', () => {
  it('builds, page by page, the same tree as building all at once', () => {
    const records = [...balancedOrg(4, 3), testWorker('lost', 'nobody'), testWorker('w1', 'w0')];
    const arriving = new WorkerTable();
    for (let start = 0; start < records.length; start += 7) {
      arriving.push(packWorkers(records.slice(start, start + 7)));
      expect(reportingTreeWhileLoading(arriving, false)?.arriving ?? true).toBe(true);
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
    // Two levels below the root: not deeper than the levels the chart opens on, so nothing to draw yet.
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

  it('draws the top of what has arrived once someone below the opening levels is in, then every so often', () => {
    // 1 + 3 + 9 + 27 workers, managers first; the last level starts in the second page.
    const records = balancedOrg(3, 3);
    const arriving = new WorkerTable();
    arriving.push(packWorkers(records.slice(0, 13)));
    expect(reportingTreeWhileLoading(arriving, false, { now: 0, every: 500 })).toBeNull();
    arriving.push(packWorkers(records.slice(13, 20)));
    const first = reportingTreeWhileLoading(arriving, false, { now: 100, every: 500 })!;
    expect(first.arriving).toBe(true);
    expect(first.workerCount).toBe(20);
    expect(first.roots).toEqual([0]);
    expect(first.node(0).headcount).toBe(19);
    expect(first.children(1)).toEqual([4, 5, 6]);
    expect(first.node(13)).toMatchObject({ depth: 3, parent: 4 });
    // Another page soon after: the same tree until `every` has passed since it was made, and until
    // the workers have doubled.
    arriving.push(packWorkers(records.slice(20, 30)));
    expect(reportingTreeWhileLoading(arriving, false, { now: 300, every: 500 })).toBe(first);
    expect(reportingTreeWhileLoading(arriving, false, { now: 600, every: 500 })).toBe(first);
    arriving.push(packWorkers(records.slice(30)));
    const second = reportingTreeWhileLoading(arriving, false, { now: 700, every: 500 })!;
    expect(second.workerCount).toBe(40);
    // No new page: the same tree, whatever the time.
    expect(reportingTreeWhileLoading(arriving, false, { now: 5_000, every: 500 })).toBe(second);
    arriving.seal();
    const whole = reportingTreeWhileLoading(arriving, true)!;
    expect(whole.arriving).toBe(false);
    expect(whole.node(0).headcount).toBe(records.length - 1);
    // The trees drawn while arriving are left as they were.
    expect(first.node(0).headcount).toBe(19);
    expect(canDrawWhileArriving(2)).toBe(false);
    expect(canDrawWhileArriving(3)).toBe(true);
  });

  it('leaves out, while arriving, whoever is not under the main root yet', () => {
    const records = [
      testWorker('ceo', null),
      testWorker('a', 'ceo'),
      testWorker('early', 'late'),
      testWorker('b', 'a'),
      testWorker('c', 'b'),
      testWorker('d', 'c'),
      testWorker('late', 'd'),
    ];
    const arriving = new WorkerTable();
    arriving.push(packWorkers(records.slice(0, 6)));
    const tree = reportingTreeWhileLoading(arriving, false, { now: 0 })!;
    expect(tree.arriving).toBe(true);
    expect(tree.problems).toEqual([]);
    expect([0, 1, 3, 4, 5].every((index) => tree.isPlaced(index))).toBe(true);
    expect(tree.isPlaced(2)).toBe(false);
    expect(tree.node(2).parent).toBe(-1);
    expect(tree.indexByKey.get('early')).toBeUndefined();
    expect(tree.indexByKey.get('d')).toBe(5);
    arriving.push(packWorkers(records.slice(6)));
    arriving.seal();
    const whole = reportingTreeWhileLoading(arriving, true)!;
    expect(whole.isPlaced(2)).toBe(true);
    expect(whole.node(2).parent).toBe(6);
  });
});
