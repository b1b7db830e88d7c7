import type { Stores } from '../store';
import type { WorkerRecord } from '../store/workers';
import { costSeries, type CostSeries } from './costs';
import { buildLargeTree } from './org';
import { addDays, createRandom, daysAgo, SEED_TODAY } from './random';
import { workspaceBuilder } from './workspace-builder';

export type LargeWorkspaceName = 'bench' | 'huge' | 'giga';

export interface LargeWorkspace {
  subdomain: LargeWorkspaceName;
  name: string;
  owner: { id: string; name: string; email: string };
  /** Worker rows, dirty ones included. */
  workers: number;
  /** Digits of the ids' number (`wrk_000001`). */
  idWidth: number;
  /** Some rows made dirty (see `largeDefects`). */
  dirty: boolean;
}

export const largeWorkspaces: Record<LargeWorkspaceName, LargeWorkspace> = {
  bench: {
    subdomain: 'bench',
    name: 'Bench Corp',
    workers: 100_000,
    idWidth: 6,
    dirty: false,
    owner: { id: 'usr_bench', name: 'Bench Owner', email: 'owner@bench.test' },
  },
  huge: {
    subdomain: 'huge',
    name: 'Huge Corp',
    workers: 250_000,
    idWidth: 6,
    dirty: false,
    owner: { id: 'usr_huge', name: 'Huge Owner', email: 'owner@huge.test' },
  },
  giga: {
    subdomain: 'giga',
    name: 'Giga Corp',
    workers: 1_000_000,
    idWidth: 7,
    dirty: true,
    owner: { id: 'usr_giga', name: 'Giga Owner', email: 'owner@giga.test' },
  },
};

/**
 * Where a large workspace of `count` rows is dirty, as positions in its rows (0-based, spread over
 * the pages, all past the first fifth, where every worker of the tree is a leaf) and the ids
 * involved. The tree is one row short of `count`: the duplicate row makes up the count.
 */
export function largeDefects(count: number, idWidth: number) {
  const at = (share: number) => Math.floor(count * share);
  const idOf = (index: number) => `wrk_${String(index + 1).padStart(idWidth, '0')}`;
  const cycle = [at(0.4), at(0.4) + 1, at(0.4) + 2];
  return {
    idOf,
    /** Managers named that no row has (numbers past any id of this width). */
    missingManagerIds: [1, 2, 3].map((k) => `wrk_${String(10 ** idWidth - k)}`),
    orphans: [at(0.25), at(0.5), at(0.75)],
    selfManaged: at(0.3),
    cycle,
    /** A second row with this one's id follows it (another manager, a title saying why). */
    duplicated: at(0.6),
    missingName: at(0.65),
    missingJobTitle: at(0.7),
    missingDepartment: at(0.8),
    missingEverything: at(0.9),
    /** A second root: no manager. */
    root: at(0.95),
  };
}

/**
 * The rows of a large workspace, in import order (managers before their reports): the tree of
 * `buildLargeTree`, and for a dirty workspace the defects of `largeDefects` made on it: orphans, a
 * self-manager, a 3-cycle, a repeated id, missing fields and a second root. Benchmarks that need the
 * workers as seeded (without a server) read them here.
 */
export function* largeWorkerRecords(
  spec: LargeWorkspace,
  random = createRandom(spec.workers),
): Generator<WorkerRecord> {
  if (!spec.dirty) {
    yield* buildLargeTree(random, spec.workers, spec.idWidth);
    return;
  }
  const defects = largeDefects(spec.workers, spec.idWidth);
  const { idOf, cycle } = defects;
  const changed = new Map<number, Partial<WorkerRecord>>([
    ...defects.orphans.map((index, k) => [index, { managerId: defects.missingManagerIds[k] ?? null }] as const),
    [defects.selfManaged, { managerId: idOf(defects.selfManaged), jobTitle: 'Self-managed Consultant' }],
    ...cycle.map((index, k) => [index, { managerId: idOf(cycle[(k + 1) % cycle.length] ?? index) }] as const),
    [defects.missingName, { name: null }],
    [defects.missingJobTitle, { jobTitle: null }],
    [defects.missingDepartment, { department: null }],
    [defects.missingEverything, { name: null, jobTitle: null, department: null, lifecycleStage: null }],
    [defects.root, { managerId: null, jobTitle: 'Managing Director (acquired company)' }],
  ]);
  let index = 0;
  let previous: WorkerRecord | null = null;
  for (const worker of buildLargeTree(random, spec.workers - 1, spec.idWidth)) {
    if (index === defects.duplicated + 1 && previous) {
      yield {
        ...previous,
        managerId: idOf(1),
        jobTitle: 'Duplicate record from a second import',
      };
    }
    const change = changed.get(index);
    const row = change ? { ...worker, ...change } : worker;
    yield row;
    previous = row;
    index += 1;
  }
}

/** Ten years of license costs, the head count growing fivefold to the workspace's workers. */
export const largeCostPlan = (spec: LargeWorkspace): CostSeries => ({
  firstDay: addDays(SEED_TODAY, -3652),
  lastDay: SEED_TODAY,
  startHeadcount: Math.round(spec.workers * 0.2),
  endHeadcount: spec.workers,
  pricePerLicense: 720,
  unpricedStretches: [
    ['2019-03-04', '2019-03-10', 40],
    ['2023-08-14', '2023-08-20', 120],
  ],
});

/** A large workspace: a deep tree of workers and ten years of daily license costs. */
export function seedLarge(stores: Stores, secretsKey: Buffer, spec: LargeWorkspace) {
  const random = createRandom(spec.workers);
  const workspace = stores.workspaces.create(spec.subdomain, spec.name, daysAgo(3700));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  seed.member(spec.owner, 'owner');
  // Each row goes into three indexes: with SQLite's default 2 MB page cache a million rows written
  // to a file mostly wait on it; with up to 256 MB their pages stay in memory.
  const cacheSize = stores.db.pragma('cache_size', { simple: true }) as number;
  stores.db.pragma('cache_size = -262144');
  const workers = seed.workers(largeWorkerRecords(spec, random));
  stores.db.pragma(`cache_size = ${cacheSize}`);
  const costs = seed.costs(costSeries(random, largeCostPlan(spec)));
  const dirty = spec.dirty
    ? ' (some dirty: orphans, a self-manager, a 3-cycle, a repeated id, missing fields, two roots)'
    : '';
  return `${spec.subdomain}: 1 member, ${workers} workers${dirty}, ${costs} license cost points`;
}
