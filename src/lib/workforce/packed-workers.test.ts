import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../contract';
import { packWorkers } from './packed-workers';
import { WorkerTable } from './worker-table';

const records: OrgChartWorker[] = [
  {
    id: 'w1',
    name: 'Ada',
    jobTitle: 'CEO',
    department: 'Exec',
    managerId: null,
    manager: null,
    lifecycleStage: 'active',
  },
  {
    id: 'w2',
    name: null,
    jobTitle: 'Engineer',
    department: 'R&D',
    managerId: 'w1',
    manager: 'Ada',
    lifecycleStage: 'odd',
  },
  {
    id: 'w3',
    name: 'Grace',
    jobTitle: 'Engineer',
    department: 'R&D',
    managerId: 'w1',
    manager: 'Ada',
    lifecycleStage: 'active',
  },
  { id: '', name: undefined, managerId: undefined },
];

describe('packWorkers', () => {
  it('puts every id in one string and every name in another', () => {
    const packed = packWorkers(records);
    expect(packed.count).toBe(4);
    expect(packed.ids).toBe('w1w2w3');
    expect(packed.names).toBe('AdaGrace');
  });

  it('folds apart only the names that lower-casing does not fold, with the position of each', () => {
    const packed = packWorkers([
      ...records,
      { id: 'w4', name: 'Zoë Ünal' },
      { id: 'w5', name: 'Two\nLines' },
      { id: 'w6', name: '\t' },
    ]);
    expect(packed.foldedApart).toBe('zoe unal\ntwo lines\n');
    expect([...packed.foldedApartAt]).toEqual([4, 5, 6]);
    expect(packWorkers(records).foldedApart).toBe('');
  });

  it('sends each repeated value once', () => {
    expect(packWorkers(records).shared.sort()).toEqual([
      'Ada',
      'CEO',
      'Engineer',
      'Exec',
      'R&D',
      'active',
      'odd',
      'w1',
    ]);
  });

  it('gives back the records as they were once cloned to another thread', () => {
    const table = new WorkerTable();
    table.push(structuredClone(packWorkers(records)));
    expect(table.records()).toEqual(records);
  });
});
