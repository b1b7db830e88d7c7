import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../contract';
import { packWorkers, unpackWorkers } from './packed-workers';

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

describe('packWorkers / unpackWorkers', () => {
  it('gives back the records as they were, null and absent fields included', () => {
    const unpacked = unpackWorkers(structuredClone(packWorkers(records)));
    expect(unpacked).toEqual(records);
    expect(unpacked[0]!.managerId).toBeNull();
    expect(unpacked[3]!.jobTitle).toBeUndefined();
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

  it('takes each repeated value through intern', () => {
    const held = new Map<string, string>();
    const intern = (value: string) => {
      held.set(value, value.toUpperCase());
      return value.toUpperCase();
    };
    const [, second] = unpackWorkers(packWorkers(records), intern);
    expect(second).toMatchObject({ id: 'w2', department: 'R&D', managerId: 'W1', manager: 'ADA' });
    expect(held.size).toBe(8);
  });
});
