import type { Stores } from '../store';
import type { WorkerRecord } from '../store/workers';
import { uniqueNames } from './org';
import { createRandom, daysAgo } from './random';
import { workspaceBuilder } from './workspace-builder';

/**
 * Ids of the deliberate defects in the `dirty` workspace, so clients can test that they report
 * them instead of failing.
 */
export const dirtyIds = {
  owner: 'usr_dana',
  roots: ['wrk_0001', 'wrk_0002'],
  orphans: ['wrk_0040', 'wrk_0041', 'wrk_0042'],
  missingManagerIds: ['wrk_9001', 'wrk_9002', 'wrk_9003'],
  selfManaged: 'wrk_0043',
  cycle: ['wrk_0044', 'wrk_0045', 'wrk_0046'],
  duplicateId: 'wrk_0047',
  missingName: 'wrk_0048',
  missingJobTitle: 'wrk_0049',
  missingDepartment: 'wrk_0050',
  missingEverything: 'wrk_0051',
} as const;

const id = (n: number) => `wrk_${String(n).padStart(4, '0')}`;

export function dirtyWorkers(): WorkerRecord[] {
  const random = createRandom(666);
  const name = uniqueNames(random);
  const worker = (n: number, managerId: string | null, overrides: Partial<WorkerRecord> = {}): WorkerRecord => ({
    id: id(n),
    name: name(),
    jobTitle: random.pick(['Analyst', 'Engineer', 'Coordinator', 'Specialist']),
    department: random.pick(['Operations', 'Engineering', 'Sales']),
    managerId,
    lifecycleStage: random.chance(0.1) ? 'pre_start' : 'active',
    ...overrides,
  });
  const workers: WorkerRecord[] = [
    worker(1, null, { jobTitle: 'Chief Executive Officer', department: 'Executive' }),
    worker(2, null, { jobTitle: 'Managing Director (acquired company)', department: 'Executive' }),
  ];
  // A normal tree below both roots: 3..39.
  for (let n = 3; n <= 39; n += 1) {
    const managerId = n <= 6 ? id(n % 2 === 0 ? 2 : 1) : id(3 + ((n - 7) % 4));
    workers.push(worker(n, managerId));
  }
  const [orphanA, orphanB, orphanC] = dirtyIds.missingManagerIds;
  workers.push(worker(40, orphanA ?? null), worker(41, orphanB ?? null), worker(42, orphanC ?? null));
  workers.push(worker(43, id(43), { jobTitle: 'Self-managed Consultant' }));
  workers.push(worker(44, id(45)), worker(45, id(46)), worker(46, id(44)));
  workers.push(worker(47, id(3)), worker(47, id(4), { jobTitle: 'Duplicate record from a second import' }));
  workers.push(worker(48, id(3), { name: null }));
  workers.push(worker(49, id(3), { jobTitle: null }));
  workers.push(worker(50, id(4), { department: null }));
  workers.push(worker(51, id(4), { name: null, jobTitle: null, department: null, lifecycleStage: null }));
  for (let n = 52; n <= 59; n += 1) workers.push(worker(n, id(5 + (n % 3))));
  return workers;
}

export function seedDirty(stores: Stores, secretsKey: Buffer) {
  const random = createRandom(667);
  const workspace = stores.workspaces.create('dirty', 'Dirty Data Ltd', daysAgo(100));
  const seed = workspaceBuilder(stores, secretsKey, random, workspace);
  seed.member({ id: dirtyIds.owner, name: 'Dana Whitfield', email: 'dana@dirty.test' }, 'owner');
  const workers = seed.workers(dirtyWorkers());
  return `dirty: 1 member, ${workers} worker rows (two roots, orphans, a self-manager, a 3-cycle, a duplicate id, missing fields)`;
}
