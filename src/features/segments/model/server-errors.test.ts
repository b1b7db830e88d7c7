import { describe, expect, it } from 'vitest';
import { failedSaveMessage, fieldForTarget, mapServerErrors } from './server-errors';
import { attr, clause, formWith, keyed, text } from './test-helpers';

const values = formWith({
  name: 'Sales team ',
  clauses: [
    keyed('a', clause('department', 'equals', 'Sales')),
    { key: 'b', left: attr('jobTitle'), operator: 'in', values: [text('A'), text('B')] },
  ],
  includedWorkerIds: ['wrk_0001', 'wrk_9999'],
  excludedWorkerIds: ['wrk_8888'],
});

describe('server errors onto the form', () => {
  it('finds the field each target names', () => {
    expect(fieldForTarget('name', values)).toBe('name');
    expect(fieldForTarget('clauses', values)).toBe('clauses');
    expect(fieldForTarget('clauses.1', values)).toBe('clauses.1');
    expect(fieldForTarget('clauses.0.left', values)).toBe('clauses.0.left.value');
    expect(fieldForTarget('clauses.0.left.kind', values)).toBe('clauses.0.left.value');
    expect(fieldForTarget('clauses.1.operator', values)).toBe('clauses.1.operator');
    expect(fieldForTarget('clauses.1.values', values)).toBe('clauses.1.values');
    expect(fieldForTarget('clauses.1.values.1.value', values)).toBe('clauses.1.values.1.value');
    expect(fieldForTarget('clauses.1.values.7.value', values)).toBe('clauses.1.values');
    expect(fieldForTarget('clauses.9.operator', values)).toBe('clauses');
    expect(fieldForTarget('includedWorkerIds.1', values)).toBe('includedWorkerIds');
    expect(fieldForTarget('excludedWorkerIds', values)).toBe('excludedWorkerIds');
    expect(fieldForTarget('somethingElse', values)).toBeNull();
    expect(fieldForTarget(null, values)).toBeNull();
  });

  it('puts a name conflict on the name, whatever its target', () => {
    const mapped = mapServerErrors(
      [{ errorCode: 'segment_name_conflict', errorMessage: 'Taken', target: null }],
      values,
    );
    expect(mapped.fields).toEqual([
      { path: 'name', message: 'Another segment is already named “Sales team”. Choose a different name.' },
    ]);
  });

  it('puts a missing worker on its list, naming the id', () => {
    const mapped = mapServerErrors(
      [
        { errorCode: 'segment_worker_missing', errorMessage: 'No worker', target: 'includedWorkerIds.1' },
        { errorCode: 'segment_worker_missing', errorMessage: 'No worker', target: 'excludedWorkerIds.0' },
      ],
      values,
    );
    expect(mapped.fields).toEqual([
      { path: 'includedWorkerIds', message: 'No worker has the id wrk_9999. Remove it before saving.' },
      { path: 'excludedWorkerIds', message: 'No worker has the id wrk_8888. Remove it before saving.' },
    ]);
    expect(mapped.missingWorkerIds).toEqual(['wrk_9999', 'wrk_8888']);
  });

  it('puts an invalid segment on the clause part it names, with the service’s words', () => {
    const mapped = mapServerErrors(
      [{ errorCode: 'invalid_segment', errorMessage: 'in needs one or more values.', target: 'clauses.1.values' }],
      values,
    );
    expect(mapped.fields).toEqual([{ path: 'clauses.1.values', message: 'in needs one or more values.' }]);
  });

  it('keeps errors without a known field for the whole form', () => {
    const mapped = mapServerErrors(
      [
        { errorCode: 'validation_error', errorMessage: 'The body must be a segment object.', target: '' },
        { errorCode: 'invalid_segment', errorMessage: 'Odd', target: 'unknownField' },
      ],
      values,
    );
    expect(mapped.fields).toEqual([]);
    expect(mapped.form).toEqual(['The body must be a segment object.', 'Odd']);
  });
});

describe('what a failed save says', () => {
  it('asks to try again once, when what went wrong already asks', () => {
    expect(
      failedSaveMessage(
        'Not saved.',
        { title: 'The service had a problem', detail: 'Try again in a moment. Reference: req_1.' },
        'Your edits are kept',
      ),
    ).toBe('Not saved. The service had a problem: Try again in a moment. Reference: req_1. Your edits are kept.');
  });

  it('asks to try again when what went wrong does not', () => {
    expect(
      failedSaveMessage('Not created.', { title: 'Request failed', detail: 'Too many requests.' }, 'Your work is kept'),
    ).toBe('Not created. Request failed: Too many requests. Your work is kept; try again.');
  });
});
