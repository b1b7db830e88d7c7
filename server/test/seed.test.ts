import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { applySeeds } from '../seed';
import { dirtyIds } from '../seed/dirty';
import { createTestServer } from './harness';

const server = createTestServer();
const ada = await server.signIn('usr_ada');
const dana = await server.signIn('usr_dana', 'dirty');

type OrgRow = {
  id: string;
  name: string | null;
  jobTitle: string | null;
  department: string | null;
  managerId: string | null;
  manager: string | null;
  lifecycleStage: string | null;
};
const orgChart = async (workspace: string, cookie: string) =>
  (await server.api('/workers/org-chart?limit=5000', { workspace, cookie })).json?.results as OrgRow[];

describe('acme seed', () => {
  it('has the five members, one per role plus a second HR editor', async () => {
    const members = (await server.api('/members', { cookie: ada })).json?.results;
    expect(members).toEqual([
      { userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' },
      { userId: 'usr_frances', name: 'Frances Allen', email: 'frances@acme.test', role: 'finance_viewer' },
      { userId: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test', role: 'admin' },
      { userId: 'usr_hedy', name: 'Hedy Lamarr', email: 'hedy@acme.test', role: 'hr_editor' },
      { userId: 'usr_katherine', name: 'Katherine Johnson', email: 'katherine@acme.test', role: 'hr_editor' },
    ]);
  });

  it('has a realistic reporting tree of about 400 unique people under one CEO', async () => {
    const workers = await orgChart('acme', ada);
    expect(workers).toHaveLength(399);
    expect(workers[0]).toMatchObject({
      id: 'wrk_0001',
      name: 'Morgan Reyes',
      jobTitle: 'Chief Executive Officer',
      department: 'Executive',
      managerId: null,
    });
    expect(workers.filter((worker) => worker.managerId === null)).toHaveLength(1);
    expect(new Set(workers.map((worker) => worker.name)).size).toBe(399);
    expect(new Set(workers.map((worker) => worker.department))).toEqual(
      new Set([
        'Executive',
        'Engineering',
        'Sales',
        'Marketing',
        'Finance',
        'People',
        'Operations',
        'Support',
        'Legal',
      ]),
    );
    const byId = new Map(workers.map((worker) => [worker.id, worker]));
    for (const worker of workers.slice(1)) {
      expect(byId.get(worker.managerId ?? '')?.name).toBe(worker.manager);
    }
    const preStart = workers.filter((worker) => worker.lifecycleStage === 'pre_start').length;
    expect(preStart / workers.length).toBeGreaterThan(0.02);
    expect(preStart / workers.length).toBeLessThan(0.08);
    expect(workers.filter((worker) => worker.jobTitle === 'Head of Sales')).toHaveLength(1);
  });

  it('has two years of daily license costs with a 3-day gap in 2025 and a few unpriced stretches', async () => {
    const points = (await server.api('/licenses/costs?limit=5000', { cookie: ada })).json?.results as {
      day: string;
      annualCost: number;
      unassignedAnnualCost: number;
      licenses: number;
      unpriced: number;
    }[];
    expect(points[0]?.day).toBe('2024-11-21');
    expect(points.at(-1)?.day).toBe('2026-11-20');
    expect(points).toHaveLength(727);
    const days = new Set(points.map((point) => point.day));
    expect(['2025-07-14', '2025-07-15', '2025-07-16'].some((day) => days.has(day))).toBe(false);
    expect(points.filter((point) => point.unpriced > 0).length).toBeGreaterThan(5);
    for (const point of points) {
      const share = point.unassignedAnnualCost / point.annualCost;
      expect(share).toBeGreaterThanOrEqual(0.05);
      expect(share).toBeLessThanOrEqual(0.2);
    }
    expect(points.at(-1)!.annualCost).toBeGreaterThan(points[0]!.annualCost);
  });

  it('reports each day its license count and, apart, the unpriced licenses among them', async () => {
    const points = (await server.api('/licenses/costs?from=2025-08-30&to=2025-09-07', { cookie: ada })).json
      ?.results as { day: string; licenses: number; unpriced: number }[];
    expect(points.map((point) => [point.day, point.unpriced])).toEqual([
      ['2025-08-30', 0],
      ['2025-08-31', 0],
      ['2025-09-01', 6],
      ['2025-09-02', 6],
      ['2025-09-03', 6],
      ['2025-09-04', 6],
      ['2025-09-05', 6],
      ['2025-09-06', 0],
      ['2025-09-07', 0],
    ]);
    for (const point of points) expect(point.licenses, point.day).toBeGreaterThan(300);
  });

  it('is deterministic', () => {
    const dump = (key: Buffer) => {
      const db = openDatabase(':memory:');
      applySeeds(db, ['demo', 'dirty'], key);
      const rows = db
        .prepare('SELECT id, name, job_title, manager_id, lifecycle_stage FROM workers ORDER BY rowid')
        .all();
      const costs = db.prepare('SELECT * FROM license_costs ORDER BY workspace_id, day').all();
      const segments = db.prepare('SELECT id, name, clauses, etag FROM segments ORDER BY id').all();
      db.close();
      return JSON.stringify([rows, costs, segments]);
    };
    expect(dump(randomBytes(32))).toBe(dump(randomBytes(32)));
  });

  it('skips workspaces already present', () => {
    const lines = applySeeds(server.db, ['demo'], randomBytes(32));
    expect(lines).toEqual(['acme: already present, left as is', 'globex: already present, left as is']);
  });
});

describe('dirty seed', () => {
  it('keeps every defect: two roots, orphans, a self-manager, a cycle, a duplicate id, missing fields', async () => {
    const workers = await orgChart('dirty', dana);
    expect(workers.length).toBeGreaterThanOrEqual(55);
    expect(workers.filter((worker) => worker.managerId === null).map((worker) => worker.id)).toEqual([
      ...dirtyIds.roots,
    ]);
    const ids = new Set(workers.map((worker) => worker.id));
    for (const orphan of dirtyIds.orphans) {
      const worker = workers.find((w) => w.id === orphan)!;
      expect(ids.has(worker.managerId ?? '')).toBe(false);
      expect(worker.manager).toBeNull();
    }
    expect(workers.find((worker) => worker.id === dirtyIds.selfManaged)?.managerId).toBe(dirtyIds.selfManaged);
    const [a, b, c] = dirtyIds.cycle;
    const managerOf = (id: string) => workers.find((worker) => worker.id === id)?.managerId;
    expect(managerOf(managerOf(managerOf(a)!)!)).toBe(a);
    expect(new Set([a, managerOf(a), managerOf(b)])).toEqual(new Set([a, b, c]));
    expect(workers.filter((worker) => worker.id === dirtyIds.duplicateId)).toHaveLength(2);
    expect(workers.find((worker) => worker.id === dirtyIds.missingName)?.name).toBeNull();
    expect(workers.find((worker) => worker.id === dirtyIds.missingJobTitle)?.jobTitle).toBeNull();
    expect(workers.find((worker) => worker.id === dirtyIds.missingDepartment)?.department).toBeNull();
  });
});
