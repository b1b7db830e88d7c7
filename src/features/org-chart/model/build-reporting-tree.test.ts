import { describe, expect, it } from 'vitest';
import { packWorkers } from '../../../lib/workforce/packed-workers';
import { WorkerTable } from '../../../lib/workforce/worker-table';
import {
  buildReportingTree,
  createReportingTreeBuilder,
  hasProblem,
  pathTo,
  type ReportingTree,
} from './build-reporting-tree';
import { readWorkerRecord } from '../../../lib/workforce/read-worker-record';
import { allNodes, testWorker } from './test-trees';

const worker = testWorker;

const keyOf = (tree: ReportingTree, index: number) => tree.node(index).key;
const childrenOf = (tree: ReportingTree, key: string) =>
  tree.node(tree.indexByKey.get(key)!).children.map((child) => keyOf(tree, child));
/** Each place `term` is found in a name: [worker, their folded name, where in it], in order. */
function placesOf(tree: ReportingTree, term: string): [number, string, number][] {
  const places: [number, string, number][] = [];
  tree.foldedNames().eachPlace(term, (worker, text, start, end, at) => {
    places.push([worker, text.slice(start, end), at - start]);
  });
  return places.sort((a, b) => a[0] - b[0] || a[2] - b[2]);
}
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
    const ceo = tree.node(tree.indexByKey.get('ceo')!);
    const cto = tree.node(tree.indexByKey.get('cto')!);
    expect(ceo.headcount).toBe(4);
    expect(cto.headcount).toBe(2);
    expect(tree.node(tree.indexByKey.get('dev2')!).depth).toBe(2);
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
    const lost = tree.node(tree.indexByKey.get('lost')!);
    expect(hasProblem(lost, 'unknown_manager')).toBe(true);
    expect(lost.managerName).toBe('Ghost Person');
    expect(tree.node(tree.indexByKey.get('group:unknown_manager')!).headcount).toBe(3);
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
    expect(tree.node(tree.indexByKey.get('group:cycle')!).headcount).toBe(6);
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
    expect(hasProblem(tree.node(tree.indexByKey.get('ceo')!), 'no_manager')).toBe(true);
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
    expect(tree.node(tree.indexByKey.get('dup#3')!).name).toBe('Third');
    expect(problemsOf(tree, 'duplicate_id')).toEqual([{ subject: 'dup', workers: ['dup', 'dup#2', 'dup#3'] }]);
    // A repeated id's key is not an id: nobody can report to it.
    const withKeyAsManager = buildReportingTree([worker('d', null), worker('d', null), worker('r', 'd#2')]);
    expect(problemsOf(withKeyAsManager, 'unknown_manager')).toEqual([{ subject: 'd#2', workers: ['r'] }]);
  });

  it('gives repeated ids keys that never collide with real ids', () => {
    const tree = buildReportingTree([worker('x', null), worker('x#2', 'x'), worker('x', 'x')]);
    expect(tree.indexByKey.get('x#2')).toBe(1);
    expect(tree.node(2).key).toBe('x#3');
  });

  it('folds the names for search when asked, and finds a term only within one name', () => {
    const tree = buildReportingTree([
      worker('a', null, { name: 'José Núñez' }),
      worker('b', 'a', { name: null }),
      worker('c', 'a', { name: 'Two\nLines' }),
      worker('d', 'a', { name: 'Ann Lee' }),
      worker('e', 'a', { name: 'Sam' }),
    ]);
    expect(placesOf(tree, 'nu')).toEqual([[0, 'jose nunez', 5]]);
    expect(placesOf(tree, 'o l')).toEqual([[2, 'two lines', 2]]);
    expect(placesOf(tree, 'n')).toEqual([
      [0, 'jose nunez', 5],
      [0, 'jose nunez', 7],
      [2, 'two lines', 6],
      [3, 'ann lee', 1],
      [3, 'ann lee', 2],
    ]);
    expect(placesOf(tree, 'esa')).toEqual([]);
  });

  it('gives each distinct department and job title one code, blank ones none, page by page as at once', () => {
    const records = [
      worker('ceo', null, { department: 'Sales', jobTitle: 'Chief' }),
      worker('a', 'ceo', { department: '  ', jobTitle: 'Sales' }),
      worker('b', 'ceo', { department: null, jobTitle: undefined }),
      worker('c', 'ceo', { department: 'Finance', jobTitle: 'Chief' }),
      worker('d', 'c', { department: 'Sales', jobTitle: 'Analyst' }),
      worker('e', 'nobody', { department: 'Finance', jobTitle: 'Analyst' }),
    ];
    const builder = createReportingTreeBuilder();
    const arriving = new WorkerTable();
    for (let start = 0; start < records.length; start += 2) {
      arriving.push(packWorkers(records.slice(start, start + 2)));
      builder.add(arriving, start);
    }
    for (const tree of [buildReportingTree(records), builder.finish()]) {
      expect(tree.departments).toEqual(['Sales', 'Finance']);
      expect(tree.jobTitles).toEqual(['Chief', 'Sales', 'Analyst']);
      const codes = (code: (index: number) => number) => records.map((_, index) => code(index));
      expect(codes(tree.departmentCode)).toEqual([0, -1, -1, 1, 0, 1]);
      expect(codes(tree.jobTitleCode)).toEqual([0, 1, -1, 0, 2, 2]);
      expect(records.map((_, index) => tree.departmentOf(index))).toEqual([
        'Sales',
        null,
        null,
        'Finance',
        'Sales',
        'Finance',
      ]);
      expect(Array.from(tree.departmentHeadcount)).toEqual([2, 2]);
      // The "unknown manager" group, after the workers: no department or title of its own.
      expect(tree.size).toBe(records.length + 1);
      expect([tree.departmentCode(records.length), tree.jobTitleCode(records.length)]).toEqual([-1, -1]);
      expect(tree.departmentOf(records.length)).toBeNull();
    }
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
    expect(hasProblem(tree.node(1), 'missing_fields')).toBe(true);
    expect(tree.node(1).missingFields).toEqual(['name', 'jobTitle', 'department', 'lifecycleStage']);
  });

  it('reports a worker missing just one detail, whichever it is', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      worker('no-name', 'ceo', { name: '  ' }),
      worker('no-title', 'ceo', { jobTitle: null }),
      worker('no-department', 'ceo', { department: null }),
      worker('no-stage', 'ceo', { lifecycleStage: '' }),
    ]);
    expect(tree.problems.map((problem) => [keyOf(tree, problem.workers[0]!), problem.fields])).toEqual([
      ['no-name', ['name']],
      ['no-title', ['jobTitle']],
      ['no-department', ['department']],
      ['no-stage', ['lifecycleStage']],
    ]);
    expect([1, 2, 3, 4].every((index) => hasProblem(tree.node(index), 'missing_fields'))).toBe(true);
  });

  it('groups records without an id under "missing id"', () => {
    const tree = buildReportingTree([
      worker('ceo', null),
      readWorkerRecord({ id: null, name: 'Nobody', managerId: 'ceo' }),
      readWorkerRecord({ name: 'Also nobody' }),
    ]);
    expect(topKeys(tree)).toEqual(['ceo', 'group:missing_id']);
    expect(childrenOf(tree, 'group:missing_id')).toEqual(['#2', '#3']);
    expect(tree.node(1).id).toBeNull();
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
      stack.push(...tree.node(index).children);
    }
    expect(seen.size).toBe(tree.size);
  });

  it('holds the same tree either side of the size its links fit 16 bits', () => {
    // Up to 32,767 nodes, links and headcounts take 16 bits each; one more, and they take 32.
    for (const size of [32_767, 32_770]) {
      const wide = Array.from({ length: size }, (_, i) => worker(`w${i}`, i === 0 ? null : `w${(i - 1) >> 1}`));
      const tree = buildReportingTree(wide);
      expect(tree.parent).toBeInstanceOf(size <= 32_767 ? Int16Array : Int32Array);
      const last = size - 1;
      expect(tree.node(0).headcount).toBe(last);
      expect(tree.node(last).parent).toBe((last - 1) >> 1);
      expect(tree.node(last).depth).toBe(Math.floor(Math.log2(size)));
      expect(tree.children((last - 1) >> 1)).toContain(last);
      expect(tree.node(1).headcount + tree.node(2).headcount).toBe(last - 2);
    }
  });

  it('copes with an empty list', () => {
    const tree = buildReportingTree([]);
    expect(tree.roots).toEqual([]);
    expect(tree.problems).toEqual([]);
  });

  it('builds a chain 50,000 deep and a cycle 50,000 long without recursion', { timeout: 30_000 }, () => {
    const chain = Array.from({ length: 50_000 }, (_, i) => worker(`w${i}`, i === 0 ? null : `w${i - 1}`));
    const tree = buildReportingTree(chain);
    expect(tree.node(0).headcount).toBe(49_999);
    expect(tree.node(49_999).depth).toBe(49_999);
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

describe('buildReportingTree on shuffled dirty data', () => {
  /** A small deterministic random generator, so that a failure can be replayed. */
  const randomFrom = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  /** `managersFirst`: a manager is always someone who came before (most HR exports), else anyone. */
  function dirtyRecords(random: () => number, count: number, managersFirst: boolean) {
    const ids = Array.from({ length: count }, (_, i) => `p${i}`);
    return ids.map((id, i) => {
      const roll = random();
      const managerId =
        i === 0 || roll < 0.03
          ? null
          : roll < 0.06
            ? `ghost${Math.floor(random() * 3)}`
            : roll < 0.08
              ? id
              : ids[Math.floor(random() * (managersFirst ? i : count))]!;
      const repeated = random() < 0.03 ? ids[Math.floor(random() * count)]! : id;
      return worker(random() < 0.02 ? '' : repeated, managerId, random() < 0.05 ? { department: null } : {});
    });
  }

  it('keeps every invariant, whatever the order of arrival, and page by page as at once', () => {
    for (let seed = 1; seed <= 80; seed++) {
      const random = randomFrom(seed);
      const records = dirtyRecords(random, 60, seed % 2 === 0);
      const tree = buildReportingTree(records);
      // Every node is reached once from the roots; depths and headcounts follow the links.
      const seen = new Uint8Array(tree.size);
      const visit = (index: number, depth: number): number => {
        expect(seen[index]).toBe(0);
        seen[index] = 1;
        expect(tree.node(index).depth).toBe(depth);
        const children = tree.children(index);
        expect(tree.hasReports(index)).toBe(children.length > 0);
        if (!tree.isGroup(index)) expect(children).toEqual([...children].sort((a, b) => a - b));
        let below = 0;
        for (const child of children) {
          expect(tree.parent[child]).toBe(index);
          below += 1 + visit(child, depth + 1);
        }
        expect(tree.headcount[index]).toBe(below);
        return below;
      };
      for (const root of tree.roots) {
        expect(tree.parent[root]).toBe(-1);
        visit(root, 0);
      }
      expect(seen.every((flag) => flag === 1)).toBe(true);
      // A worker is under their manager exactly when the manager's first record is in the main tree.
      for (let index = 0; index < tree.workerCount; index++) {
        const parent = tree.parent[index]!;
        if (parent >= 0 && !tree.isGroup(parent)) expect(tree.idOf(parent)).toBe(records[index]!.managerId);
      }

      // Every node is found by its key.
      for (let index = 0; index < tree.size; index++) expect(tree.indexByKey.get(tree.key(index))).toBe(index);

      const builder = createReportingTreeBuilder();
      const arriving = new WorkerTable();
      for (let start = 0; start < records.length; start += 7) {
        arriving.push(packWorkers(records.slice(start, start + 7)));
        builder.add(arriving, start);
      }
      const paged = builder.finish();
      expect(allNodes(paged)).toEqual(allNodes(tree));
      expect(paged.problems).toEqual(tree.problems);
      for (const term of ['p', '1', 'p2']) expect(placesOf(paged, term)).toEqual(placesOf(tree, term));
    }
  });
});
