import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { closestValues, editDistance, joinAlternatives, similarity } from './closest-values';
import { PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import { unknownValues } from './value-warnings';

const departments = [
  { value: 'Sales', count: 48 },
  { value: 'Sales Ops', count: 12 },
  { value: 'Engineering', count: 300 },
  { value: 'Marketing', count: 20 },
];

describe('closest values', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('rates shared words, prefixes and small typos as close, case and spaces ignored', () => {
    expect(similarity(' SALES ', 'Sales')).toBe(1);
    expect(similarity('Sales EMEA', 'Sales')).toBeGreaterThanOrEqual(0.5);
    expect(similarity('Enginering', 'Engineering')).toBeGreaterThan(0.9);
    expect(similarity('Legal', 'Engineering')).toBeLessThan(0.5);
  });

  it('suggests the closest real values, the more common first on a tie', () => {
    expect(closestValues('Sales EMEA', departments)).toEqual(['Sales', 'Sales Ops']);
    expect(closestValues('Enginering', departments)).toEqual(['Engineering']);
    expect(closestValues('Zzz', departments)).toEqual([]);
  });

  it('suggests the value a typed start of it begins', () => {
    expect(closestValues('Eng', departments)).toEqual(['Engineering']);
  });

  it('joins alternatives in words', () => {
    expect(joinAlternatives(['Sales'])).toBe('Sales');
    expect(joinAlternatives(['Sales', 'Sales Ops'])).toBe('Sales or Sales Ops');
    expect(joinAlternatives(['A', 'B', 'C'])).toBe('A, B or C');
  });
});

describe('unknown values', () => {
  const workers = ['Sales', 'Sales', 'Sales Ops', 'Engineering'].map(
    (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
  );
  const columns = new PreviewColumns(workers);
  const attribute = { kind: 'worker_attribute' as const, value: 'department' };

  it('flags literal values no worker has in an equality clause, with suggestions', () => {
    expect(
      unknownValues(columns, {
        left: attribute,
        operator: 'in',
        values: [
          { kind: 'literal', value: 'sales' },
          { kind: 'literal', value: 'Sales EMEA' },
        ],
      }),
    ).toEqual([{ index: 1, value: 'Sales EMEA', suggestions: ['Sales', 'Sales Ops'] }]);
  });

  it('leaves other operators, other operand kinds and unknown fields alone', () => {
    const value = [{ kind: 'literal' as const, value: 'Nope' }];
    expect(unknownValues(columns, { left: attribute, operator: 'contains', values: value })).toEqual([]);
    expect(
      unknownValues(columns, { left: { kind: 'worker_attribute', value: 'email' }, operator: 'equals', values: value }),
    ).toEqual([]);
    expect(
      unknownValues(columns, { left: attribute, operator: 'equals', values: [{ kind: 'target_field', value: 'x' }] }),
    ).toEqual([]);
  });

  it('does not flag a value not typed yet', () => {
    expect(
      unknownValues(columns, { left: attribute, operator: 'equals', values: [{ kind: 'literal', value: '  ' }] }),
    ).toEqual([]);
  });
});
