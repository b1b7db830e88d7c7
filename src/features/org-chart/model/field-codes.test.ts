import { describe, expect, it } from 'vitest';
import { WorkerTable } from '../../../lib/workforce/worker-table';
import { clean, FieldCodes } from './field-codes';
import { testWorker } from './test-trees';

describe('clean', () => {
  it('keeps a value as sent, and makes a missing or blank one null', () => {
    expect(clean(' Sales ')).toBe(' Sales ');
    expect(clean('   ')).toBeNull();
    expect(clean('')).toBeNull();
    expect(clean(null)).toBeNull();
    expect(clean(undefined)).toBeNull();
  });
});

describe('FieldCodes', () => {
  const table = WorkerTable.of([
    { ...testWorker('a', null), department: 'Sales' },
    { ...testWorker('b', 'a'), department: 'Research' },
    { ...testWorker('c', 'a'), department: 'Sales' },
    { ...testWorker('d', 'a'), department: '  ' },
    { ...testWorker('e', 'a'), department: null },
  ]);

  it('codes each distinct value in the order first seen, and -1 for a blank or missing one', () => {
    const codes = new FieldCodes('department');
    expect([0, 1, 2, 3, 4].map((index) => codes.read(table, index))).toEqual([0, 1, 0, -1, -1]);
    expect(codes.values).toEqual(['Sales', 'Research']);
  });

  it('looks each worker’s code up again for the finished tree, -1 past the workers', () => {
    const codes = new FieldCodes('department');
    for (let index = 0; index < table.length; index++) codes.read(table, index);
    const lookup = codes.lookup(table, table.length);
    expect([0, 1, 2, 3, 4, 5].map(lookup)).toEqual([0, 1, 0, -1, -1, -1]);
  });
});
