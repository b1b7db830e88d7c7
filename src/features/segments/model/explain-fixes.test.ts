import { describe, expect, it } from 'vitest';
import { allowValue, excludeWorker, includeWorker } from './explain-fixes';
import { clause, formWith, keyed } from './test-helpers';

describe('fixes from an explanation', () => {
  it('include moves a worker onto the included list and off the excluded one', () => {
    const values = formWith({ includedWorkerIds: ['a'], excludedWorkerIds: ['w1'] });
    expect(includeWorker(values, 'w1')).toEqual({ includedWorkerIds: ['a', 'w1'], excludedWorkerIds: [] });
    expect(includeWorker(formWith({ includedWorkerIds: ['w1'] }), 'w1').includedWorkerIds).toEqual(['w1']);
  });

  it('exclude moves a worker onto the excluded list and off the included one', () => {
    const values = formWith({ includedWorkerIds: ['w1'], excludedWorkerIds: [] });
    expect(excludeWorker(values, 'w1')).toEqual({ includedWorkerIds: [], excludedWorkerIds: ['w1'] });
  });

  it('allow turns equals into is one of with both values, and adds to is one of', () => {
    const equals = keyed('k', clause('department', 'equals', 'Sales'));
    expect(allowValue(equals, 'Sales Ops')).toEqual({
      ...equals,
      operator: 'in',
      values: [
        { kind: 'literal', value: 'Sales' },
        { kind: 'literal', value: 'Sales Ops' },
      ],
    });
    const inList = keyed('k', clause('department', 'in', 'Sales', 'Legal'));
    expect(allowValue(inList, 'Ops')?.values.map((v) => v.value)).toEqual(['Sales', 'Legal', 'Ops']);
  });

  it('allows nothing for other operators, attribute operands, or a value already there', () => {
    expect(allowValue(keyed('k', clause('department', 'contains', 'Sales')), 'Ops')).toBeNull();
    expect(allowValue(keyed('k', clause('department', 'in', 'Sales')), ' sales ')).toBeNull();
    const attribute = keyed('k', {
      ...clause('department', 'equals'),
      values: [{ kind: 'worker_attribute', value: 'name' }],
    });
    expect(allowValue(attribute, 'Ops')).toBeNull();
  });
});
