import type { OrgChartWorker } from '../../../../contract';
import { WorkerTable, type FoldedNames } from '../../../lib/workforce/worker-table';
import { clean, FieldCodes } from './field-codes';
import { NONE, TreeColumns } from './tree-columns';

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

/** A worker, or a marked group gathering the workers that could not be placed for one reason. */
export interface OrgNode {
  /** Position in the tree: workers in the order received, then the groups. */
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
  readonly parent: number;
  readonly children: readonly number[];
  readonly depth: number;
  /** Workers below this node, at every level. */
  readonly headcount: number;
  /** Bit set of the problems that concern this worker (see `hasProblem`). */
  readonly problems: number;
  readonly missingFields: readonly WorkerField[];
}

export interface DataProblem {
  kind: ProblemKind;
  /** The repeated id, or the manager id that names nobody. */
  subject: string | null;
  /** Node indices of the workers involved; for a cycle, in reporting order. */
  workers: number[];
  fields?: readonly WorkerField[];
}

/** A node's position by its key (see `OrgNode.key`). */
export interface KeyIndex {
  get(key: string): number | undefined;
}

/**
 * The reporting tree, held compactly: links and headcounts in typed arrays indexed by node (a depth is
 * counted up the links when a node is asked for),
 * departments and job titles interned as codes, and each worker's details read from their record
 * only when a node is shown (`node`). Nodes are the workers, in the order received, then one marked
 * group per kind of placement problem found.
 */
export interface ReportingTree {
  /**
   * More workers are on their way: the tree is what has arrived so far (see `snapshot` in
   * `createReportingTreeBuilder`), with no problem groups, and only workers placed under the main root.
   */
  readonly arriving: boolean;
  /** Nodes in all: workers and groups. */
  readonly size: number;
  readonly workerCount: number;
  /** Top-level nodes: the main root first, then one group per kind of placement problem. */
  readonly roots: readonly number[];
  readonly indexByKey: KeyIndex;
  readonly problems: readonly DataProblem[];
  /** The node above each node, -1 at the top. */
  readonly parent: NodeNumbers;
  /** Workers below each node, at every level. */
  readonly headcount: NodeNumbers;
  /** Problem bits of each node (see `hasProblem`). */
  readonly problemBits: Uint8Array;
  /** A worker's department, as a position in `departments`; -1 without one (and for groups). */
  departmentCode(index: number): number;
  /** A worker's job title, as a position in `jobTitles`; -1 without one (and for groups). */
  jobTitleCode(index: number): number;
  /** Distinct departments and job titles, in the order first seen. */
  readonly departments: readonly string[];
  readonly jobTitles: readonly string[];
  /** Workers per department code. */
  readonly departmentHeadcount: Int32Array;
  /**
   * Every worker's name folded for search (see `foldText`), made when asked from the names as
   * received: the tree keeps no folded copy.
   */
  foldedNames(): FoldedNames;
  /** Direct reports of a node, in the order received. */
  children(index: number): number[];
  /** Whether a node has anyone directly below it. */
  hasReports(index: number): boolean;
  /** A node's key (see `OrgNode.key`). */
  key(index: number): string;
  /** A worker's id as sent (null when missing, and for groups). */
  idOf(index: number): string | null;
  /** A worker's department (null without one, and for groups). */
  departmentOf(index: number): string | null;
  /** One node with its details, made when asked for. */
  node(index: number): OrgNode;
  isGroup(index: number): boolean;
  /** Whether a worker is on the tree: always once complete; while arriving, those under the main root. */
  isPlaced(index: number): boolean;
}

export function hasProblem(node: OrgNode, kind: ProblemKind): boolean {
  return (node.problems & bit(kind)) !== 0;
}

/**
 * A number per node (a node, a count of nodes, or -1): 16 bits each where every node's position
 * fits (a tree of up to 32,767 nodes, as most organisations are), 32 otherwise.
 */
export type NodeNumbers = Int16Array<ArrayBuffer> | Int32Array<ArrayBuffer>;
const MOST_NODES_IN_16_BITS = 0x7fff;

function exactCopy(column: Int32Array<ArrayBuffer>, size: number): NodeNumbers {
  return size <= MOST_NODES_IN_16_BITS ? Int16Array.from(column.subarray(0, size)) : column.slice(0, size);
}

/** Levels above a node: counted up the links, as only the nodes on screen are asked for theirs. */
function depthOf(parent: NodeNumbers, index: number): number {
  let depth = 0;
  for (let above = parent[index]!; above !== NONE; above = parent[above]!) depth++;
  return depth;
}

function missingFieldsOf(record: Pick<OrgChartWorker, WorkerField>): readonly WorkerField[] {
  const complete =
    clean(record.name) !== null &&
    clean(record.jobTitle) !== null &&
    clean(record.department) !== null &&
    clean(record.lifecycleStage) !== null;
  return complete ? NO_FIELDS : checkedFields.filter((field) => clean(record[field]) === null);
}

const NO_FIELDS: readonly WorkerField[] = [];
/** A worker whose manager had not arrived when they did: looked up again once everyone is in. */
const MANAGER_LATER = -2;
/** Placement codes: 0 for placed, else 1 + the position in `placementProblems`. */
const placementCode = (kind: PlacementProblem) => 1 + placementProblems.indexOf(kind);
/**
 * Headcounts are kept up to date as workers arrive by counting each one in every manager above
 * them; past this many levels (a pathological chain) they are counted once at the end instead.
 */
const HEADCOUNT_WALK_LIMIT = 256;

/**
 * Builds the reporting tree in two steps, so that nearly all the work happens while pages arrive:
 * `add` reads each page's records as it lands (departments and job titles interned) and places
 * each worker under their manager when the manager has already arrived, keeping headcounts
 * current; `finish`, once everyone is in, only handles what could not be placed on
 * arrival. Workers who arrive before their manager are placed at the end (with a pass over
 * everyone then). `buildReportingTree` does both at once.
 */
export function createReportingTreeBuilder() {
  let table = new WorkerTable();
  const columns = new TreeColumns();
  const departments = new FieldCodes('department');
  const departmentHeadcount: number[] = [];
  const jobTitles = new FieldCodes('jobTitle');
  const rootCandidates: number[] = [];
  const selfManagers: number[] = [];
  const duplicates = new Map<string, number[]>();
  const missingIds: number[] = [];
  const withMissingFields: number[] = [];
  const waiting: number[] = [];
  let headcountsCurrent = true;
  let tree: ReportingTree | null = null;
  let read = 0;

  /** The lowest level a worker was placed at on arrival (counted from whoever heads their chain). */
  let deepest = 0;
  const placeUnder = (manager: number, worker: number) => {
    columns.appendChild(manager, worker);
    if (!headcountsCurrent) return;
    let steps = 0;
    for (let above = manager; above >= 0; above = columns.parent[above]!) {
      columns.headcount[above]!++;
      if (++steps > HEADCOUNT_WALK_LIMIT) {
        headcountsCurrent = false;
        return;
      }
    }
    if (steps > deepest) deepest = steps;
  };

  return {
    /** Records read so far. */
    get count() {
      return read;
    },
    get finished() {
      return tree !== null;
    },
    /** The lowest level anyone was placed at as they arrived (0 for a root). */
    get deepest() {
      return deepest;
    },
    /** Reads workers `from…` of `all`, the workers received so far (earlier ones unchanged). */
    add(all: WorkerTable, from = 0) {
      if (tree) throw new Error('The reporting tree is finished');
      table = all;
      // Room for everyone the table expects, so that the columns do not grow page after page.
      columns.ensure(Math.max(all.length, all.capacity) + placementProblems.length + 1);
      const { placement } = columns;
      for (let i = from; i < all.length; i++) {
        const department = departments.read(all, i);
        if (department !== -1) departmentHeadcount[department] = (departmentHeadcount[department] ?? 0) + 1;
        const jobTitle = jobTitles.read(all, i);
        if (
          all.nameIsBlank(i) ||
          department === -1 ||
          jobTitle === -1 ||
          clean(all.field(i, 'lifecycleStage')) === null
        ) {
          withMissingFields.push(i);
        }
        if (all.idIsBlank(i)) {
          placement[i] = placementCode('missing_id');
          missingIds.push(i);
          continue;
        }
        if (all.repeatsAnId(i)) {
          const id = all.id(i);
          const copies = duplicates.get(id);
          if (copies) copies.push(i);
          else duplicates.set(id, [all.indexOf(id), i]);
          placement[i] = placementCode('duplicate_id');
          continue;
        }
        // The first worker with the manager's id; when after this one, not read yet.
        const known = all.managerIndex(i);
        const managerId = known === -1 ? clean(all.managerId(i)) : null;
        const manager = known !== -1 ? known : managerId === null ? -1 : all.indexOf(managerId);
        if (known === -1 && managerId === null) {
          rootCandidates.push(i);
        } else if (manager === i) {
          placement[i] = placementCode('self_manager');
          selfManagers.push(i);
        } else {
          if (manager === -1 || manager > i) {
            columns.parent[i] = MANAGER_LATER;
            waiting.push(i);
          } else {
            placeUnder(manager, i);
          }
        }
      }
      read = all.length;
    },
    /**
     * The tree of what has arrived so far, while more is coming: the main root (of those without a
     * manager, the one who heads the most people so far) and everyone placed under them, with
     * headcounts so far; the rest (workers whose manager has not arrived, the problem groups)
     * waits for `finish`. Null before the main root has arrived. The builder goes on taking records.
     */
    snapshot(): ReportingTree | null {
      if (tree) throw new Error('The reporting tree is finished');
      const mainRoot = mostHeadcount(rootCandidates, columns.headcount);
      if (mainRoot === -1) return null;
      const size = read;
      const parent = exactCopy(columns.parent, size);
      for (const worker of waiting) parent[worker] = NONE;
      const order = columns.topDown([mainRoot], size);
      const placed = new Uint8Array(size);
      for (const node of order) placed[node] = 1;
      const indexByKey: KeyIndex = {
        get(key) {
          const index = table.indexOf(key);
          return index === -1 || index >= size || placed[index] === 0 ? undefined : index;
        },
      };
      const snapshot = compactTree({
        arriving: true,
        table,
        count: size,
        size,
        roots: [mainRoot],
        indexByKey,
        otherKeys: new Map(),
        groupKinds: [],
        problems: [],
        problemBits: new Uint8Array(size),
        parent,
        firstChild: exactCopy(columns.firstChild, size),
        nextSibling: exactCopy(columns.nextSibling, size),
        headcount: exactCopy(columns.headcount, size),
        departments: departments.values.slice(),
        departmentCode: departments.lookup(table, size),
        jobTitles: jobTitles.values.slice(),
        jobTitleCode: jobTitles.lookup(table, size),
        departmentHeadcount: Int32Array.from(departmentHeadcount, (count) => count ?? 0),
        isPlaced: (index) => placed[index] === 1,
      });
      return snapshot;
    },
    /** The tree of everyone added; the builder takes no more records after this. */
    finish(): ReportingTree {
      if (tree) return tree;
      tree = placeTheRest({
        table,
        count: read,
        columns,
        rootCandidates,
        selfManagers,
        duplicates,
        missingIds,
        withMissingFields,
        waiting,
        headcountsCurrent,
        departments,
        departmentHeadcount,
        jobTitles,
      });
      // The builder lives as long as the records it read: its growing columns must not.
      columns.release();
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
export function buildReportingTree(workers: readonly OrgChartWorker[] | WorkerTable): ReportingTree {
  const builder = createReportingTreeBuilder();
  builder.add(workers instanceof WorkerTable ? workers : WorkerTable.of(workers));
  return builder.finish();
}

interface ReadWorkers {
  table: WorkerTable;
  count: number;
  columns: TreeColumns;
  rootCandidates: number[];
  selfManagers: number[];
  duplicates: Map<string, number[]>;
  missingIds: number[];
  withMissingFields: number[];
  waiting: number[];
  headcountsCurrent: boolean;
  departments: FieldCodes;
  departmentHeadcount: number[];
  jobTitles: FieldCodes;
}

/** Of `candidates`, the first who heads the most people; -1 without any. */
function mostHeadcount(candidates: readonly number[], headcount: Int32Array): number {
  let most = -1;
  for (const candidate of candidates) {
    if (most === -1 || headcount[candidate]! > headcount[most]!) most = candidate;
  }
  return most;
}

/**
 * Cuts reporting cycles, each in reporting order: walks up `parent` from each worker linked late
 * (`starts`), at most once per worker, as only a late link can close a cycle.
 */
function cutCycles(columns: TreeColumns, count: number, starts: readonly number[]): number[][] {
  const { parent, placement } = columns;
  const state = new Uint8Array(count); // 0 new, 1 on the current walk, 2 done
  const cycles: number[][] = [];
  const walk: number[] = [];
  // A walk that reaches a cycle goes round it: starting from each late link is enough.
  for (const start of starts) {
    if (state[start] !== 0) continue;
    walk.length = 0;
    let current = start;
    while (current !== NONE && state[current] === 0) {
      state[current] = 1;
      walk.push(current);
      current = parent[current]!;
    }
    if (current !== NONE && state[current] === 1) {
      // Listed in reporting order: each member reports to the next, the last to the first.
      const cycle = walk.slice(walk.indexOf(current));
      for (const member of cycle) {
        parent[member] = NONE;
        placement[member] = placementCode('cycle');
      }
      cycles.push(cycle);
    }
    for (const visited of walk) state[visited] = 2;
  }
  return cycles;
}

/** Places what `add` could not: late managers, cycles, the groups; then freezes the columns. */
function placeTheRest(read: ReadWorkers): ReportingTree {
  const { table, count, columns, rootCandidates, selfManagers, duplicates, missingIds } = read;
  const problems: DataProblem[] = [];

  // Keys: the first record with an id is that worker, found by id in the table; the others (later
  // records with the same id, records without one, the groups) get made-up keys, held here.
  const otherKeys = new Map<number, string>();
  const indexByOtherKey = new Map<string, number>();
  const indexByKey: KeyIndex = {
    get(key) {
      const other = indexByOtherKey.get(key);
      if (other !== undefined) return other;
      const index = table.indexOf(key);
      return index === -1 || index >= count || table.idIsBlank(index) ? undefined : index;
    },
  };
  const keep = (index: number, key: string) => {
    otherKeys.set(index, key);
    indexByOtherKey.set(key, index);
  };
  const uniqueKey = (base: string, start: number) => {
    let n = start;
    while (indexByKey.get(`${base}#${n}`) !== undefined) n++;
    return `${base}#${n}`;
  };
  for (const index of missingIds) keep(index, uniqueKey('', index + 1));
  for (const [id, copies] of duplicates) {
    for (let k = 1; k < copies.length; k++) keep(copies[k]!, uniqueKey(id, k + 1));
  }

  // Workers who arrived before their manager, or whose manager never came.
  const unknownManagers = new Map<string, number[]>();
  const placedLate: number[] = [];
  for (const index of read.waiting) {
    const managerId = clean(table.managerId(index))!;
    const manager = indexByKey.get(managerId);
    // A repeated id's key (`id#2`) is not an id: only the first record answers to it.
    if (manager === undefined || otherKeys.has(manager)) {
      columns.parent[index] = NONE;
      columns.placement[index] = placementCode('unknown_manager');
      const reports = unknownManagers.get(managerId);
      if (reports) reports.push(index);
      else unknownManagers.set(managerId, [index]);
    } else {
      columns.parent[index] = manager;
      placedLate.push(index);
    }
  }
  // Only a late link can close a cycle: a worker placed on arrival had nobody below them yet.
  const cycles = cutCycles(columns, count, placedLate);
  const relinked = placedLate.length > 0 || !read.headcountsCurrent;
  if (relinked) columns.relink(count);

  // The main root is the worker without a manager who heads the most people; others are grouped.
  const mainRoot = mostHeadcount(rootCandidates, columns.headcount);
  const otherRoots = rootCandidates.filter((candidate) => candidate !== mainRoot);
  for (const root of otherRoots) columns.placement[root] = placementCode('no_manager');

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

  // The groups come after the workers; their members are their children.
  const groupKinds = placementProblems.filter((kind) => members[kind].length > 0);
  const size = count + groupKinds.length;
  const roots: number[] = mainRoot === -1 ? [] : [mainRoot];
  groupKinds.forEach((kind, k) => {
    const index = count + k;
    let key = `group:${kind}`;
    while (indexByKey.get(key) !== undefined) key += '!';
    keep(index, key);
    roots.push(index);
    for (const worker of members[kind]) {
      columns.appendChild(index, worker);
      columns.headcount[index]! += 1 + columns.headcount[worker]!;
    }
  });
  const problemBits = new Uint8Array(size);
  for (const problem of problems) {
    for (const worker of problem.workers) problemBits[worker]! |= bit(problem.kind);
  }
  // Listed by kind (the order of `problemKinds`), then as found.
  for (const index of read.withMissingFields) {
    problems.push({
      kind: 'missing_fields',
      subject: null,
      workers: [index],
      fields: missingFieldsOf(table.record(index)),
    });
    problemBits[index]! |= bit('missing_fields');
  }

  return compactTree({
    arriving: false,
    table,
    count,
    size,
    roots,
    indexByKey,
    otherKeys,
    groupKinds,
    problems,
    problemBits,
    parent: exactCopy(columns.parent, size),
    firstChild: exactCopy(columns.firstChild, size),
    nextSibling: exactCopy(columns.nextSibling, size),
    headcount: exactCopy(columns.headcount, size),
    departments: read.departments.values,
    departmentCode: read.departments.lookup(table, count),
    jobTitles: read.jobTitles.values,
    jobTitleCode: read.jobTitles.lookup(table, count),
    departmentHeadcount: Int32Array.from(read.departmentHeadcount),
    isPlaced: () => true,
  });
}

/** What a tree is made of, its columns copied to their exact size. */
interface TreeParts {
  arriving: boolean;
  table: WorkerTable;
  count: number;
  size: number;
  roots: number[];
  indexByKey: KeyIndex;
  /** The keys that are not a worker's id (see `OrgNode.key`). */
  otherKeys: ReadonlyMap<number, string>;
  groupKinds: readonly PlacementProblem[];
  problems: DataProblem[];
  problemBits: Uint8Array;
  parent: NodeNumbers;
  firstChild: NodeNumbers;
  nextSibling: NodeNumbers;
  headcount: NodeNumbers;
  departments: readonly string[];
  departmentCode(index: number): number;
  jobTitles: readonly string[];
  jobTitleCode(index: number): number;
  departmentHeadcount: Int32Array;
  isPlaced(index: number): boolean;
}

function compactTree(parts: TreeParts): ReportingTree {
  const { table, count, size, otherKeys, groupKinds, parent, firstChild, nextSibling, headcount } = parts;
  const { problemBits, departments, departmentCode } = parts;
  const children = (index: number) => {
    const list: number[] = [];
    for (let child = firstChild[index]!; child !== NONE; child = nextSibling[child]!) list.push(child);
    return list;
  };
  return {
    arriving: parts.arriving,
    size,
    workerCount: count,
    roots: parts.roots,
    indexByKey: parts.indexByKey,
    problems: parts.problems,
    parent,
    headcount,
    problemBits,
    departmentCode,
    jobTitleCode: parts.jobTitleCode,
    departments,
    jobTitles: parts.jobTitles,
    departmentHeadcount: parts.departmentHeadcount,
    foldedNames: () => table.foldedNames(count),
    children,
    hasReports: (index) => firstChild[index] !== NONE,
    isGroup: (index) => index >= count,
    isPlaced: parts.isPlaced,
    key: (index) => otherKeys.get(index) ?? table.id(index),
    idOf: (index) => (index < count && !table.idIsBlank(index) ? table.id(index) : null),
    departmentOf: (index) => departments[departmentCode(index)] ?? null,
    node(index) {
      if (index >= count) {
        return {
          ...groupDetails,
          index,
          key: otherKeys.get(index)!,
          group: groupKinds[index - count]!,
          parent: NONE,
          children: children(index),
          depth: 0,
          headcount: headcount[index]!,
          problems: 0,
        };
      }
      const record = table.record(index);
      const id = clean(record.id);
      return {
        index,
        key: otherKeys.get(index) ?? id!,
        group: null,
        id,
        name: clean(record.name),
        jobTitle: clean(record.jobTitle),
        department: clean(record.department),
        lifecycleStage: clean(record.lifecycleStage),
        managerId: clean(record.managerId),
        managerName: clean(record.manager),
        parent: parent[index]!,
        children: children(index),
        depth: depthOf(parent, index),
        headcount: headcount[index]!,
        problems: problemBits[index]!,
        missingFields: missingFieldsOf(record),
      };
    },
  };
}

const groupDetails = {
  id: null,
  name: null,
  jobTitle: null,
  department: null,
  lifecycleStage: null,
  managerId: null,
  managerName: null,
  missingFields: NO_FIELDS,
} as const;

/** Node indices from the top down to `index`, both included. */
export function pathTo(tree: ReportingTree, index: number): number[] {
  const path: number[] = [];
  for (let current = index; current >= 0; current = tree.parent[current]!) path.push(current);
  return path.reverse();
}
