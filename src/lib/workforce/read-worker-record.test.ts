import { describe, expect, it } from 'vitest';
import { orgChartWorkerSchema } from '../../../contract';
import { readWorkerRecord } from './read-worker-record';

describe('readWorkerRecord', () => {
  it('reads a valid record as the contract describes it', () => {
    const record = {
      id: 'w1',
      name: 'Ada',
      jobTitle: null,
      department: 'R&D',
      managerId: null,
      manager: null,
      lifecycleStage: 'pre_start',
    };
    expect(readWorkerRecord(record)).toEqual(record);
  });

  it('keeps what it can from a record the contract refuses', () => {
    expect(readWorkerRecord({ id: 42, name: 'Ada', department: { bad: true }, managerId: 7 })).toEqual({
      id: '42',
      name: 'Ada',
      jobTitle: null,
      department: null,
      managerId: '7',
      manager: null,
      lifecycleStage: null,
    });
    expect(readWorkerRecord(null).id).toBe('');
  });

  it('reads records exactly as the schema does, whichever way it takes', () => {
    const records: unknown[] = [
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
        jobTitle: null,
        department: null,
        managerId: 'w1',
        manager: 'Ada',
        lifecycleStage: 'odd',
      },
      {
        id: 'w3',
        name: 'Extra',
        jobTitle: null,
        department: null,
        managerId: null,
        manager: null,
        lifecycleStage: null,
        more: 1,
      },
      { id: 'w4', name: 'Partial' },
    ];
    for (const record of records) expect(readWorkerRecord(record)).toEqual(orgChartWorkerSchema.parse(record));
  });
});
