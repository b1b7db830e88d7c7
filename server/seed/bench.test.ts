import { describe, expect, it } from 'vitest';
import type { WorkerRecord } from '../store/workers';
import { largeDefects, largeWorkerRecords, largeWorkspaces, type LargeWorkspace } from './bench';
import { buildLargeTree } from './org';
import { createRandom } from './random';

// The giga workspace as seeded, made small: the same generator and defects at 10,000 rows.
const small: LargeWorkspace = { ...largeWorkspaces.giga, workers: 10_000 };
const rows = [...largeWorkerRecords(small)];
const defects = largeDefects(small.workers, small.idWidth);
const { idOf } = defects;
const byId = new Map<string, WorkerRecord[]>();
for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
const one = (index: number) => {
  const found = byId.get(idOf(index)) ?? [];
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('large seeded workspaces', () => {
  it('keep bench and huge exactly the tree they always were', () => {
    const spec = { ...largeWorkspaces.bench, workers: 2_000 };
    expect([...largeWorkerRecords(spec)]).toEqual([...buildLargeTree(createRandom(2_000), 2_000, 6)]);
    expect(largeWorkspaces.giga).toMatchObject({ workers: 1_000_000, idWidth: 7, dirty: true });
  });

  it('make giga the count asked for, managers first, with one id repeated', () => {
    expect(rows).toHaveLength(10_000);
    expect(byId.size).toBe(9_999);
    expect(rows[0]).toMatchObject({ id: 'wrk_0000001', managerId: null, jobTitle: 'Chief Executive Officer' });
    const duplicated = byId.get(idOf(defects.duplicated)) ?? [];
    expect(duplicated).toHaveLength(2);
    expect(duplicated[1]).toMatchObject({ managerId: idOf(1), jobTitle: 'Duplicate record from a second import' });
    const position = new Map<string, number>();
    rows.forEach((row, index) => position.set(row.id, position.get(row.id) ?? index));
    const placedBefore = rows.filter(
      (row, index) => row.managerId !== null && (position.get(row.managerId) ?? Infinity) < index,
    );
    // Everyone's manager comes first, but for the defects: the two roots and 3 orphans have none
    // there, the self-manager is their own, and two of the 3-cycle's managers come after them.
    expect(rows.length - placedBefore.length).toBe(2 + 3 + 1 + 2);
  });

  it('make giga dirty: orphans, a self-manager, a 3-cycle, missing fields, a second root', () => {
    expect(defects.orphans.map((index) => one(index).managerId)).toEqual(defects.missingManagerIds);
    for (const id of defects.missingManagerIds) expect(byId.has(id)).toBe(false);
    expect(one(defects.selfManaged).managerId).toBe(idOf(defects.selfManaged));
    const [a, b, c] = defects.cycle.map(one);
    expect([a?.managerId, b?.managerId, c?.managerId]).toEqual([b?.id, c?.id, a?.id]);
    expect(one(defects.missingName).name).toBeNull();
    expect(one(defects.missingJobTitle).jobTitle).toBeNull();
    expect(one(defects.missingDepartment).department).toBeNull();
    expect(one(defects.missingEverything)).toMatchObject({
      name: null,
      jobTitle: null,
      department: null,
      lifecycleStage: null,
    });
    expect(rows.filter((row) => row.managerId === null).map((row) => row.id)).toEqual([idOf(0), idOf(defects.root)]);
    // Every defect is on a leaf, so the rest of the tree hangs together.
    const managers = new Set(rows.map((row) => row.managerId));
    const cycleIds = new Set(defects.cycle.map(idOf));
    const leaves = [
      ...defects.orphans,
      defects.missingName,
      defects.missingEverything,
      defects.root,
      defects.duplicated,
    ].map(idOf);
    for (const id of leaves) expect(managers.has(id)).toBe(false);
    for (const id of cycleIds) expect(rows.filter((row) => row.managerId === id)).toHaveLength(1);
  });
});
