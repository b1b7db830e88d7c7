import { describe, expect, it } from 'vitest';
import { endpoints, MAX_SEGMENT_CLAUSES } from '../../contract';
import { checkEndpointBody } from '../http/endpoint-input';
import { missingWorkerErrors, toSegmentValues } from './segment';

/** What a PUT or POST of a segment hands its handler: the router's check of the body, as stored values. */
function checkSegmentBody(body: unknown) {
  const checked = checkEndpointBody(endpoints.replaceSegment, body);
  return checked.ok ? { ok: true as const, values: toSegmentValues(checked.value) } : checked;
}

const clause = (overrides: Record<string, unknown> = {}) => ({
  left: { kind: 'worker_attribute', value: 'department' },
  operator: 'equals',
  values: [{ kind: 'literal', value: 'Engineering' }],
  ...overrides,
});
const valid = { name: 'All engineers', scope: 'rule_based', match: 'all', clauses: [clause()] };

function targetsOf(body: unknown) {
  const result = checkSegmentBody(body);
  return result.ok ? [] : result.errors.map((error) => `${error.errorCode}:${error.target}`);
}

describe('a segment body', () => {
  it('accepts a valid segment and trims its name', () => {
    const result = checkSegmentBody({ ...valid, name: '  All engineers  ', includedWorkerIds: null });
    expect(result).toMatchObject({
      ok: true,
      values: { name: 'All engineers', includedWorkerIds: [], excludedWorkerIds: [] },
    });
  });

  it('accepts a manual segment without clauses', () => {
    expect(checkSegmentBody({ ...valid, scope: 'manual', clauses: [], includedWorkerIds: ['w1'] }).ok).toBe(true);
  });

  it('names missing or ill-typed fields', () => {
    expect(targetsOf({})).toEqual([
      'invalid_segment:name',
      'invalid_segment:scope',
      'invalid_segment:match',
      'invalid_segment:clauses',
    ]);
    expect(targetsOf({ ...valid, includedWorkerIds: 'w1' })).toEqual(['invalid_segment:includedWorkerIds']);
    expect(targetsOf([])).toEqual(['invalid_segment:null']);
    expect(targetsOf(null)).toEqual(['invalid_segment:null']);
  });

  it('checks the name length after trimming', () => {
    expect(targetsOf({ ...valid, name: '  abc  ' })).toEqual(['invalid_segment:name']);
    expect(targetsOf({ ...valid, name: 'abcd' })).toEqual([]);
    expect(targetsOf({ ...valid, name: 'x'.repeat(201) })).toEqual(['invalid_segment:name']);
    expect(targetsOf({ ...valid, name: 'x'.repeat(200) })).toEqual([]);
  });

  it('checks the number of values per operator', () => {
    const clauses = [clause(), clause(), clause({ operator: 'equals', values: [] })];
    expect(targetsOf({ ...valid, clauses })).toEqual(['invalid_segment:clauses.2.values']);
    const two = [
      { kind: 'literal', value: 'a' },
      { kind: 'literal', value: 'b' },
    ];
    expect(targetsOf({ ...valid, clauses: [clause({ operator: 'contains', values: two })] })).toEqual([
      'invalid_segment:clauses.0.values',
    ]);
    expect(targetsOf({ ...valid, clauses: [clause({ operator: 'in', values: two })] })).toEqual([]);
    expect(targetsOf({ ...valid, clauses: [clause({ operator: 'not_in', values: [] })] })).toEqual([
      'invalid_segment:clauses.0.values',
    ]);
  });

  it('rejects empty operand values and bad reference paths', () => {
    expect(targetsOf({ ...valid, clauses: [clause({ left: { kind: 'worker_attribute', value: '' } })] })).toEqual([
      'invalid_segment:clauses.0.left.value',
    ]);
    const second = clause({ operator: 'in', values: [{ kind: 'literal', value: '  ' }] });
    expect(targetsOf({ ...valid, clauses: [clause(), second] })).toEqual(['invalid_segment:clauses.1.values.0.value']);
    for (const path of ['1abc', 'a..b', 'a.', 'a-b', 'a b']) {
      expect(targetsOf({ ...valid, clauses: [clause({ left: { kind: 'target_field', value: path } })] })).toEqual([
        'invalid_segment:clauses.0.left.value',
      ]);
    }
    expect(
      targetsOf({ ...valid, clauses: [clause({ left: { kind: 'worker_attribute', value: 'manager.name_2' } })] }),
    ).toEqual([]);
    expect(targetsOf({ ...valid, clauses: [clause({ values: [{ kind: 'literal', value: 'a b-c' }] })] })).toEqual([]);
  });

  it('rejects unknown operators and operand kinds', () => {
    expect(targetsOf({ ...valid, clauses: [clause({ operator: 'like' })] })).toEqual([
      'invalid_segment:clauses.0.operator',
    ]);
    expect(targetsOf({ ...valid, clauses: [clause({ left: { kind: 'sql', value: 'x' } })] })).toEqual([
      'invalid_segment:clauses.0.left.kind',
    ]);
  });

  it('needs a clause for rule-based segments and allows at most 500', () => {
    expect(targetsOf({ ...valid, clauses: [] })).toEqual(['invalid_segment:clauses']);
    expect(targetsOf({ ...valid, clauses: Array.from({ length: MAX_SEGMENT_CLAUSES }, () => clause()) })).toEqual([]);
    expect(targetsOf({ ...valid, clauses: Array.from({ length: MAX_SEGMENT_CLAUSES + 1 }, () => clause()) })).toEqual([
      'invalid_segment:clauses',
    ]);
  });

  it('rejects a worker listed twice or both included and excluded', () => {
    expect(targetsOf({ ...valid, includedWorkerIds: ['a', 'b', 'a'] })).toEqual([
      'invalid_segment:includedWorkerIds.2',
    ]);
    expect(targetsOf({ ...valid, includedWorkerIds: ['a'], excludedWorkerIds: ['b', 'a'] })).toEqual([
      'invalid_segment:excludedWorkerIds.1',
    ]);
  });

  it('reports the first error of each field', () => {
    const clauses = [clause({ operator: 'nope' }), clause({ values: [] })];
    expect(targetsOf({ ...valid, name: 'ab', clauses })).toEqual([
      'invalid_segment:name',
      'invalid_segment:clauses.0.operator',
    ]);
  });
});

describe('missingWorkerErrors', () => {
  it('names the first unknown worker of each list', () => {
    const values = {
      name: 'x',
      scope: 'manual' as const,
      match: 'all' as const,
      clauses: [],
      includedWorkerIds: ['w1', 'nobody', 'ghost'],
      excludedWorkerIds: ['w2'],
    };
    expect(missingWorkerErrors(values, new Set(['w1', 'w2']))).toEqual([
      expect.objectContaining({ errorCode: 'segment_worker_missing', target: 'includedWorkerIds.1' }),
    ]);
  });
});
