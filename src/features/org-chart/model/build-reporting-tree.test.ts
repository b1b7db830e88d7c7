import { describe, expect, it } from 'vitest';
import { buildReportingTree, hasProblem, pathTo, type ReportingTree } from './build-reporting-tree';
import { readWorkerRecord } from '../../../lib/workers/read-worker-record';
import { testWorker } from './test-trees';

const worker = testWorker;

const keyOf = (tree: ReportingTree, index: number) => tree.nodes[index]!.key;
const childrenOf = (tree: ReportingTree, key: string) =>
  tree.nodes[tree.indexByKey.get(key)!]!.children.map((child) => keyOf(tree, child));
const topKeys = (tree: ReportingTree) => tree.roots.map((root) => keyOf(tree, root));
const problemsOf = (tree: ReportingTree, kind: string) =>
  tree.problems
    .filter((problem) => problem.kind === kind)
    .map((problem) => ({ subject: problem.subject, workers: problem.workers.map((w) => keyOf(tree, w)) }));

describe('buildReportingTree', () => {
  it('builds a clean tree with depths, direct reports and headcounts, in the order received', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('cto', 'ceo'),
      worker('dev1', 'cto'),
      worker('cfo', 'ceo'),
      worker('dev2', 'cto'),
    ]);
    expect(topKeys(tree)).toEqual(['ceo']);
    expect(childrenOf(tree, 'ceo')).toEqual(['cto', 'cfo']);
    expect(childrenOf(tree, 'cto')).toEqual(['dev1', 'dev2']);
    const ceo = tree.nodes[tree.indexByKey.get('ceo')!]!;
    const cto = tree.nodes[tree.indexByKey.get('cto')!]!;
    expect(ceo.headcount).toBe(4);
    expect(cto.headcount).toBe(2);
    expect(tree.nodes[tree.indexByKey.get('dev2')!]!.depth).toBe(2);
    expect(tree.problems).toEqual([]);
    expect(tree.workerCount).toBe(5);
  });

  it('places a worker whose managerId names nobody under "unknown manager", with their own reports', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('lost', 'wrk_9999', { manager: 'Ghost Person' }),
      worker('lost-report', 'lost'),
      worker('also-lost', 'wrk_9999'),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:unknown_manager']);
    expect(childrenOf(tree, 'group:unknown_manager')).toEqual(['lost', 'also-lost']);
    expect(childrenOf(tree, 'lost')).toEqual(['lost-report']);
    expect(problemsOf(tree, 'unknown_manager')).toEqual([{ subject: 'wrk_9999', workers: ['lost', 'also-lost'] }]);
    const lost = tree.nodes[tree.indexByKey.get('lost')!]!;
    expect(hasProblem(lost, 'unknown_manager')).toBe(true);
    expect(lost.managerName).toBe('Ghost Person');
    expect(tree.nodes[tree.indexByKey.get('group:unknown_manager')!]!.headcount).toBe(3);
  });

  it('places a worker who manages themself under "manages themself"', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('narcissus', 'narcissus'),
      worker('echo', 'narcissus'),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:self_manager']);
    expect(childrenOf(tree, 'group:self_manager')).toEqual(['narcissus']);
    expect(childrenOf(tree, 'narcissus')).toEqual(['echo']);
    expect(problemsOf(tree, 'self_manager')).toEqual([{ subject: null, workers: ['narcissus'] }]);
  });

  it('breaks a reporting cycle: its members go under "reporting cycle" in reporting order, others keep their place', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('a', 'b'),
      worker('b', 'c'),
      worker('c', 'a'),
      worker('below-c', 'c'),
      worker('x', 'y'),
      worker('y', 'x'),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:cycle']);
    expect(problemsOf(tree, 'cycle')).toEqual([
      { subject: null, workers: ['a', 'b', 'c'] },
      { subject: null, workers: ['x', 'y'] },
    ]);
    expect(childrenOf(tree, 'group:cycle')).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(childrenOf(tree, 'c')).toEqual(['below-c']);
    expect(tree.nodes[tree.indexByKey.get('group:cycle')!]!.headcount).toBe(6);
  });

  it('finds a cycle that is only reached through a chain of workers above it', () => {
    const tree = buildReportingTree([
      worker('tail', 'mid'),
      worker('mid', 'loop1'),
      worker('loop1', 'loop2'),
      worker('loop2', 'loop1'),
    ]);
    expect(problemsOf(tree, 'cycle')).toEqual([{ subject: null, workers: ['loop1', 'loop2'] }]);
    expect(childrenOf(tree, 'loop1')).toEqual(['mid']);
    expect(childrenOf(tree, 'mid')).toEqual(['tail']);
    expect(topKeys(tree)).toEqual(['group:cycle']);
  });

  it('keeps the root who heads the most people on top when there are several roots', () => {
    const tree = buildReportingTree([
      worker('contractor', null),
      worker('ceo', null),
      worker('vp', 'ceo'),
      worker('ic', 'vp'),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:no_manager']);
    expect(childrenOf(tree, 'group:no_manager')).toEqual(['contractor']);
    expect(problemsOf(tree, 'no_manager')).toEqual([{ subject: null, workers: ['ceo', 'contractor'] }]);
    expect(hasProblem(tree.nodes[tree.indexByKey.get('ceo')!]!, 'no_manager')).toBe(true);
  });

  it('treats a blank managerId as no manager', () => {
    const tree = buildReportingTree([worker('ceo', '  '), worker('vp', 'ceo')]);
    expect(topKeys(tree)).toEqual(['ceo']);
    expect(tree.problems).toEqual([]);
  });

  it('keeps the first record of a repeated id in place and groups the others under "duplicate id"', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('dup', 'ceo', { name: 'First' }),
      worker('dup', 'ceo', { name: 'Second' }),
      worker('report', 'dup'),
      worker('dup', null, { name: 'Third' }),
    ]);
    expect(childrenOf(tree, 'ceo')).toEqual(['dup']);
    expect(childrenOf(tree, 'dup')).toEqual(['report']);
    expect(topKeys(tree)).toEqual(['ceo', 'group:duplicate_id']);
    expect(childrenOf(tree, 'group:duplicate_id')).toEqual(['dup#2', 'dup#3']);
    expect(tree.nodes[tree.indexByKey.get('dup#3')!]!.name).toBe('Third');
    expect(problemsOf(tree, 'duplicate_id')).toEqual([{ subject: 'dup', workers: ['dup', 'dup#2', 'dup#3'] }]);
    // A repeated id's key is not an id: nobody can report to it.
    const withKeyAsManager = buildReportingTree([worker('d', null), worker('d', null), worker('r', 'd#2')]);
    expect(problemsOf(withKeyAsManager, 'unknown_manager')).toEqual([{ subject: 'd#2', workers: ['r'] }]);
  });

  it('gives repeated ids keys that never collide with real ids', () => {
    const tree = buildReportingTree([worker('x', null), worker('x#2', 'x'), worker('x', 'x')]);
    expect(tree.indexByKey.get('x#2')).toBe(1);
    expect(tree.nodes[2]!.key).toBe('x#3');
  });

  it('lists missing fields without moving the worker', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('blank', 'ceo', { name: null, jobTitle: '', department: undefined, lifecycleStage: null }),
    ]);
    expect(childrenOf(tree, 'ceo')).toEqual(['blank']);
    expect(tree.problems).toEqual([
      {
        kind: 'missing_fields',
        subject: null,
        workers: [1],
        fields: ['name', 'jobTitle', 'department', 'lifecycleStage'],
      },
    ]);
    expect(hasProblem(tree.nodes[1]!, 'missing_fields')).toBe(true);
    expect(tree.nodes[1]!.missingFields).toEqual(['name', 'jobTitle', 'department', 'lifecycleStage']);
  });

  it('groups records without an id under "missing id"', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      readWorkerRecord({ id: null, name: 'Nobody', managerId: 'ceo' }),
      readWorkerRecord({ name: 'Also nobody' }),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:missing_id']);
    expect(childrenOf(tree, 'group:missing_id')).toEqual(['#2', '#3']);
    expect(tree.nodes[1]!.id).toBeNull();
    expect(problemsOf(tree, 'missing_id')).toEqual([{ subject: null, workers: ['#2', '#3'] }]);
  });

  it('handles every kind of dirty data at once and lists problems by kind', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('orphan', 'nobody'),
      worker('self', 'self'),
      worker('a', 'b'),
      worker('b', 'a'),
      worker('ceo', 'a'),
      worker('second-root', null, { name: null }),
    ]);
    expect(tree.problems.map((problem) => problem.kind)).toEqual([
      'no_manager',
      'unknown_manager',
      'self_manager',
      'cycle',
      'duplicate_id',
      'missing_fields',
    ]);
    expect(topKeys(tree)).toEqual([
      'ceo',
      'group:no_manager',
      'group:unknown_manager',
      'group:self_manager',
      'group:cycle',
      'group:duplicate_id',
    ]);
    // Every worker is in the tree exactly once.
    const seen = new Set<number>();
    const stack = [...tree.roots];
    while (stack.length) {
      const index = stack.pop()!;
      expect(seen.has(index)).toBe(false);
      seen.add(index);
      stack.push(...tree.nodes[index]!.children);
    }
    expect(seen.size).toBe(tree.nodes.length);
  });

  it('copes with an empty list', () => {
    const tree = buildReportingTree([]);
    expect(tree.roots).toEqual([]);
    expect(tree.problems).toEqual([]);
  });

  it('builds a chain 50,000 deep and a cycle 50,000 long without recursion', { timeout: 30_000 }, () => {
    const chain = Array.from({ length: 50_000 }, (_, i) => worker(`w${i}`, i === 0 ? null : `w${i - 1}`));
    const tree = buildReportingTree(chain);
    expect(tree.nodes[0]!.headcount).toBe(49_999);
    expect(tree.nodes[49_999]!.depth).toBe(49_999);
    expect(pathTo(tree, 49_999)).toHaveLength(50_000);

    const ring = Array.from({ length: 50_000 }, (_, i) => worker(`r${i}`, `r${(i + 1) % 50_000}`));
    const ringTree = buildReportingTree(ring);
    expect(ringTree.problems).toHaveLength(1);
    expect(ringTree.problems[0]!.workers).toHaveLength(50_000);
  });

  it('gives the path from the top to a worker', () => {
    const tree = buildReportingTree([worker('ceo', null), worker('vp', 'ceo'), worker('ic', 'vp')]);
    expect(pathTo(tree, 2).map((index) => keyOf(tree, index))).toEqual(['ceo', 'vp', 'ic']);
  });
});
