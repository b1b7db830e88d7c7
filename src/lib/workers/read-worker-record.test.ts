import { describe, expect, it } from 'vitest';
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
});
