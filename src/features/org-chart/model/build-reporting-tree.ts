import type { OrgChartWorker } from '../../../../contract';

/** Why a worker could not be placed under their manager; each gets its own marked group. */
export type PlacementProblem =
  'no_manager' | 'unknown_manager' | 'self_manager' | 'cycle' | 'duplicate_id' | 'missing_id';

/** Every problem the data-quality panel reports. Missing fields leave the worker in place. */
export type ProblemKind = PlacementProblem | 'missing_fields';

/** Groups in the order they sit beside the main tree. */
export const placementProblems: readonly PlacementProblem[] = [
  'no_manager',
  'unknown_manager',
  'self_manager',
  'cycle',
  'duplicate_id',
  'missing_id',
];

export const problemKinds: readonly ProblemKind[] = [...placementProblems, 'missing_fields'];

export type WorkerField = 'name' | 'jobTitle' | 'department' | 'lifecycleStage';
const checkedFields: readonly WorkerField[] = ['name', 'jobTitle', 'department', 'lifecycleStage'];

const bit = (kind: ProblemKind) => 1 << problemKinds.indexOf(kind);

export function hasProblem(node: OrgNode, kind: ProblemKind): boolean {
  return (node.problems & bit(kind)) !== 0;
}

/** A worker, or a marked group gathering the workers that could not be placed for one reason. */
export interface OrgNode {
  /** Position in `ReportingTree.nodes`. */
  readonly index: number;
  /** Unique within the tree and stable across loads: the worker id, `id#2` for a repeated id. */
  readonly key: string;
  readonly group: PlacementProblem | null;
  /** The id as sent; null when it was missing. */
  readonly id: string | null;
  readonly name: string | null;
  readonly jobTitle: string | null;
  readonly department: string | null;
  readonly lifecycleStage: string | null;
  readonly managerId: string | null;
  /** The manager's name as sent by the API, shown when the manager is not in the data. */
  readonly managerName: string | null;
  /** Index of the node above, or -1 at the top. */
  parent: number;
  children: number[];
  depth: number;
  /** Workers below this node, at every level. */
  headcount: number;
  /** Bit set of the problems that concern this worker (see `hasProblem`). */
  problems: number;
  missingFields: readonly WorkerField[];
}

export interface DataProblem {
  kind: ProblemKind;
  /** The repeated id, or the manager id that names nobody. */
  subject: string | null;
  /** Node indices of the workers involved; for a cycle, in reporting order. */
  workers: number[];
  fields?: readonly WorkerField[];
}

export interface ReportingTree {
  nodes: OrgNode[];
  /** Top-level nodes: the main root first, then one group per kind of placement problem. */
  roots: number[];
  indexByKey: Map<string, number>;
  problems: DataProblem[];
  workerCount: number;
}

const NO_CHILDREN: number[] = [];
const NO_FIELDS: readonly WorkerField[] = [];

function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value;
}

function newNode(index: number, key: string, worker: OrgChartWorker | null, group: PlacementProblem | null): OrgNode {
  return {
    index,
    key,
    group,
    id: worker ? clean(worker.id) : null,
    name: worker ? clean(worker.name) : null,
    jobTitle: worker ? clean(worker.jobTitle) : null,
    department: worker ? clean(worker.department) : null,
    lifecycleStage: worker ? clean(worker.lifecycleStage) : null,
    managerId: worker ? clean(worker.managerId) : null,
    managerName: worker ? clean(worker.manager) : null,
    parent: -1,
    children: NO_CHILDREN,
    depth: 0,
    headcount: 0,
    problems: 0,
    missingFields: NO_FIELDS,
  };
}

function addChild(parent: OrgNode, child: number): void {
  if (parent.children === NO_CHILDREN) parent.children = [];
  parent.children.push(child);
}

/** Visits nodes from `starts` downwards, parents before children. */
function breadthFirst(nodes: OrgNode[], starts: readonly number[]): number[] {
  const order = starts.slice();
  for (let head = 0; head < order.length; head++) {
    for (const child of nodes[order[head]!]!.children) order.push(child);
  }
  return order;
}

/** Reads a record into a node: cleaned fields and missing ones noted; placed later by `finish`. */
function readNode(index: number, record: OrgChartWorker): OrgNode {
  const node = newNode(index, '', record, null);
  const complete =
    node.name !== null && node.jobTitle !== null && node.department !== null && node.lifecycleStage !== null;
  if (!complete) {
    node.missingFields = checkedFields.filter((field) => node[field] === null);
    node.problems |= bit('missing_fields');
  }
  return node;
}

/**
 * Builds the reporting tree in two steps, so that most of the work happens while pages arrive:
 * `add` reads each page's records into nodes as it lands, `finish` (once every worker is in)
 * places them. `buildReportingTree` does both at once.
 */
export function createReportingTreeBuilder() {
  const nodes: OrgNode[] = [];
  const firstById = new Map<string, number>();
  let tree: ReportingTree | null = null;
  let read = 0;
  return {
    /** Records read so far. */
    get count() {
      return read;
    },
    get finished() {
      return tree !== null;
    },
    add(records: readonly OrgChartWorker[], from = 0) {
      if (tree) throw new Error('The reporting tree is finished');
      for (let k = from; k < records.length; k++) {
        const index = nodes.length;
        const node = readNode(index, records[k]!);
        if (node.id !== null && !firstById.has(node.id)) firstById.set(node.id, index);
        nodes.push(node);
      }
      read = nodes.length;
    },
    /** The tree of everyone added; the builder takes no more records after this. */
    finish(): ReportingTree {
      tree ??= placeNodes(nodes, firstById);
      return tree;
    },
  };
}

/**
 * Builds the reporting tree from each worker's `managerId`, in time linear in the number of
 * workers. Dirty data never hangs or throws: a worker who cannot be placed under a manager (no
 * manager besides the main root, a manager id naming nobody, their own id as manager, a reporting
 * cycle, a repeated or missing id) goes under a marked group, and every problem is listed in
 * `problems` with the workers involved. Workers keep their reports wherever they are placed.
 */
export function buildReportingTree(records: readonly OrgChartWorker[]): ReportingTree {
  const builder = createReportingTreeBuilder();
  builder.add(records);
  return builder.finish();
}

/** `nodes` as read by the builder (ids of first occurrences in `indexByKey`), placed in the tree. */
function placeNodes(nodes: OrgNode[], indexByKey: Map<string, number>): ReportingTree {
  const count = nodes.length;
  const placement: (PlacementProblem | null)[] = new Array<PlacementProblem | null>(count).fill(null);
  const problems: DataProblem[] = [];
  const missingFieldProblems: DataProblem[] = [];

  // Keys: the first record with an id is that worker; later ones are duplicates.
  const uniqueKey = (base: string, start: number) => {
    let n = start;
    while (indexByKey.has(`${base}#${n}`)) n++;
    return `${base}#${n}`;
  };
  const duplicates = new Map<string, number[]>();
  const missingIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const node = nodes[i]! as { -readonly [K in keyof OrgNode]: OrgNode[K] };
    const id = node.id;
    if (id === null) {
      node.key = uniqueKey('', i + 1);
      placement[i] = 'missing_id';
      missingIds.push(i);
      indexByKey.set(node.key, i);
    } else if (indexByKey.get(id) !== i) {
      const copies = duplicates.get(id) ?? [indexByKey.get(id)!];
      node.key = uniqueKey(id, copies.length + 1);
      copies.push(i);
      duplicates.set(id, copies);
      placement[i] = 'duplicate_id';
      indexByKey.set(node.key, i);
    } else {
      node.key = id;
    }
    if (node.missingFields.length > 0) {
      missingFieldProblems.push({ kind: 'missing_fields', subject: null, workers: [i], fields: node.missingFields });
    }
  }

  // Managers: -1 is "no manager"; workers placed in a group keep -1 too.
  const managerOf = new Int32Array(count).fill(-1);
  const rootCandidates: number[] = [];
  const unknownManagers = new Map<string, number[]>();
  const selfManagers: number[] = [];
  for (let i = 0; i < count; i++) {
    if (placement[i] !== null) continue;
    const node = nodes[i]!;
    const managerId = node.managerId;
    if (managerId === null) {
      rootCandidates.push(i);
    } else if (managerId === node.id) {
      placement[i] = 'self_manager';
      selfManagers.push(i);
    } else {
      const manager = indexByKey.get(managerId);
      // A repeated id's key (`id#2`) is not an id: only the first record answers to it.
      if (manager === undefined || nodes[manager]!.id !== managerId) {
        placement[i] = 'unknown_manager';
        const reports = unknownManagers.get(managerId);
        if (reports) reports.push(i);
        else unknownManagers.set(managerId, [i]);
      } else {
        managerOf[i] = manager;
      }
    }
  }

  // Cycles: follow manager links once per worker (0 new, 1 on the current walk, 2 done).
  const state = new Uint8Array(count);
  const cycles: number[][] = [];
  const walk: number[] = [];
  for (let start = 0; start < count; start++) {
    if (state[start] !== 0) continue;
    walk.length = 0;
    let current = start;
    while (current !== -1 && state[current] === 0) {
      state[current] = 1;
      walk.push(current);
      current = managerOf[current]!;
    }
    if (current !== -1 && state[current] === 1) {
      // Listed in reporting order: each member reports to the next, the last to the first.
      const cycle = walk.slice(walk.indexOf(current));
      for (const member of cycle) {
        managerOf[member] = -1;
        placement[member] = 'cycle';
      }
      cycles.push(cycle);
    }
    for (const visited of walk) state[visited] = 2;
  }

  for (let i = 0; i < count; i++) {
    const manager = managerOf[i]!;
    if (manager !== -1) {
      nodes[i]!.parent = manager;
      addChild(nodes[manager]!, i);
    }
  }

  // Headcounts, bottom-up over the forest of workers (every worker is the top of one tree or below one).
  const tops: number[] = [];
  for (let i = 0; i < count; i++) if (managerOf[i] === -1) tops.push(i);
  const order = breadthFirst(nodes, tops);
  for (let k = order.length - 1; k >= 0; k--) {
    const node = nodes[order[k]!]!;
    if (node.parent !== -1) nodes[node.parent]!.headcount += 1 + node.headcount;
  }

  // The main root is the worker without a manager who heads the most people; others are grouped.
  let mainRoot = -1;
  for (const candidate of rootCandidates) {
    if (mainRoot === -1 || nodes[candidate]!.headcount > nodes[mainRoot]!.headcount) mainRoot = candidate;
  }
  const otherRoots = rootCandidates.filter((candidate) => candidate !== mainRoot);
  for (const root of otherRoots) placement[root] = 'no_manager';

  const members: Record<PlacementProblem, number[]> = {
    no_manager: otherRoots,
    unknown_manager: [...unknownManagers.values()].flat(),
    self_manager: selfManagers,
    cycle: cycles.flat(),
    duplicate_id: [...duplicates.values()].flatMap((copies) => copies.slice(1)),
    missing_id: missingIds,
  };
  if (otherRoots.length > 0) {
    problems.push({ kind: 'no_manager', subject: null, workers: [mainRoot, ...otherRoots] });
  }
  for (const [managerId, reports] of unknownManagers) {
    problems.push({ kind: 'unknown_manager', subject: managerId, workers: reports });
  }
  for (const worker of selfManagers) problems.push({ kind: 'self_manager', subject: null, workers: [worker] });
  for (const cycle of cycles) problems.push({ kind: 'cycle', subject: null, workers: cycle });
  for (const [id, copies] of duplicates) problems.push({ kind: 'duplicate_id', subject: id, workers: copies });
  if (missingIds.length > 0) problems.push({ kind: 'missing_id', subject: null, workers: missingIds });
  for (const problem of problems) {
    for (const worker of problem.workers) nodes[worker]!.problems |= bit(problem.kind);
  }
  // Listed by kind (the order of `problemKinds`), then as found.
  for (const problem of missingFieldProblems) problems.push(problem);

  const roots: number[] = mainRoot === -1 ? [] : [mainRoot];
  for (const kind of placementProblems) {
    const workers = members[kind];
    if (workers.length === 0) continue;
    let key = `group:${kind}`;
    while (indexByKey.has(key)) key += '!';
    const group = newNode(nodes.length, key, null, kind);
    group.children = workers;
    for (const worker of workers) {
      nodes[worker]!.parent = group.index;
      group.headcount += 1 + nodes[worker]!.headcount;
    }
    nodes.push(group);
    indexByKey.set(key, group.index);
    roots.push(group.index);
  }

  for (const index of breadthFirst(nodes, roots)) {
    const node = nodes[index]!;
    if (node.parent !== -1) node.depth = nodes[node.parent]!.depth + 1;
  }

  return { nodes, roots, indexByKey, problems, workerCount: count };
}

/** Node indices from the top down to `index`, both included. */
export function pathTo(tree: ReportingTree, index: number): number[] {
  const path: number[] = [];
  for (let current = index; current !== -1; current = tree.nodes[current]!.parent) path.push(current);
  return path.reverse();
}
