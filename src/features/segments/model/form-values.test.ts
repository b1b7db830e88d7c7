import { describe, expect, it } from 'vitest';
import { segmentWriteSchema } from '../../../../contract';
import {
  clausesEqual,
  duplicateClause,
  emptySegmentForm,
  formValuesEqual,
  normalizeAfterSave,
  toFormValues,
  toSegmentWrite,
  valuesForOperator,
} from './form-values';
import { clause, formWith, keyed, text } from './test-helpers';

describe('segment form model', () => {
  const segment = {
    id: 's1',
    name: 'Finance and legal',
    scope: 'rule_based' as const,
    match: 'any' as const,
    clauses: [clause('department', 'in', 'Finance', 'Legal'), clause('jobTitle', 'contains', 'Counsel')],
    includedWorkerIds: ['wrk_0001'],
    excludedWorkerIds: [],
  };

  it('turns a segment into form values with a distinct key per clause, and back without keys', () => {
    const values = toFormValues(segment);
    expect(values.clauses).toHaveLength(2);
    expect(new Set(values.clauses.map((c) => c.key)).size).toBe(2);
    const write = toSegmentWrite(values);
    expect(write).toEqual({
      name: 'Finance and legal',
      scope: 'rule_based',
      match: 'any',
      clauses: segment.clauses,
      includedWorkerIds: ['wrk_0001'],
      excludedWorkerIds: [],
    });
    expect(JSON.stringify(write)).not.toContain('key');
    expect(segmentWriteSchema.safeParse(write).success).toBe(true);
  });

  it('reads null worker lists as empty lists', () => {
    const values = toFormValues({ ...segment, includedWorkerIds: null, excludedWorkerIds: undefined });
    expect(values.includedWorkerIds).toEqual([]);
    expect(values.excludedWorkerIds).toEqual([]);
  });

  it('trims the name for the wire and after a save, keeping clause keys', () => {
    const values = formWith({
      name: '  Sales team  ',
      clauses: [keyed('k1', clause('department', 'equals', 'Sales'))],
    });
    expect(toSegmentWrite(values).name).toBe('Sales team');
    const saved = normalizeAfterSave(values);
    expect(saved.name).toBe('Sales team');
    expect(saved.clauses[0]!.key).toBe('k1');
    expect(saved.clauses).not.toBe(values.clauses);
  });

  it('starts a new segment with one empty clause comparing a worker attribute', () => {
    const values = emptySegmentForm();
    expect(values.clauses).toHaveLength(1);
    expect(values.clauses[0]).toMatchObject({
      left: { kind: 'worker_attribute', value: '' },
      operator: 'equals',
      values: [text('')],
    });
  });

  it('duplicates a clause with a new key and its own copy of the values', () => {
    const original = keyed('k1', clause('department', 'in', 'Sales', 'Ops'));
    const copy = duplicateClause(original);
    expect(copy.key).not.toBe('k1');
    expect(clausesEqual(copy, original)).toBe(true);
    copy.values[0]!.value = 'Changed';
    expect(original.values[0]!.value).toBe('Sales');
  });

  it('adapts values to an operator without losing any typed value', () => {
    expect(valuesForOperator('in', [text('')])).toEqual([]);
    expect(valuesForOperator('in', [text('Sales'), text(' ')])).toEqual([text('Sales')]);
    expect(valuesForOperator('equals', [])).toEqual([text('')]);
    expect(valuesForOperator('equals', [text('Sales'), text('Ops')])).toEqual([text('Sales'), text('Ops')]);
  });

  it('compares values by content, ignoring clause keys', () => {
    const a = formWith({ clauses: [keyed('k1', clause('department', 'equals', 'Sales'))] });
    const b = formWith({ clauses: [keyed('other', clause('department', 'equals', 'Sales'))] });
    expect(formValuesEqual(a, b)).toBe(true);
    expect(formValuesEqual(a, { ...b, includedWorkerIds: ['wrk_0001'] })).toBe(false);
    expect(formValuesEqual(a, formWith({ clauses: [keyed('k1', clause('department', 'equals', 'Ops'))] }))).toBe(false);
    expect(clausesEqual(clause('department', 'in', 'A', 'B'), clause('department', 'in', 'B', 'A'))).toBe(false);
  });
});
