import { describe, expect, it } from 'vitest';
import { describeError } from '../../../components/states';
import { ApiError } from '../../../lib/http';
import { saveOutcome, saveResultOf, unversionedSave } from './save-outcome';

const apiError = (status: number, errorCode: ConstructorParameters<typeof ApiError>[0]['errorCode'], more = {}) =>
  new ApiError({ status, errorCode, message: `${errorCode} happened.`, ...more });

describe('what a failed save means', () => {
  it('opens the comparison when someone saved a newer version (412)', () => {
    expect(saveOutcome(apiError(412, 'precondition_failed'))).toEqual({ kind: 'conflict' });
  });

  it('leaves a 401 to signing in again', () => {
    expect(saveOutcome(apiError(401, 'unauthorized'))).toEqual({ kind: 'signed-out' });
    expect(saveOutcome(apiError(401, 'unauthorized'), 'create')).toEqual({ kind: 'signed-out' });
  });

  it('calls a missing or invalid If-Match the console’s bug', () => {
    for (const error of [apiError(428, 'precondition_required'), apiError(400, 'invalid_if_match')]) {
      const outcome = saveOutcome(error);
      expect(outcome.kind).toBe('failed');
      expect(outcome.kind === 'failed' && outcome.message).toMatch(
        /^The console sent this save without a valid version check/,
      );
    }
  });

  it('says the role cannot change, or create, segments (403)', () => {
    expect(saveOutcome(apiError(403, 'forbidden'))).toEqual({
      kind: 'failed',
      message:
        'Your role cannot change segments, so nothing was saved. Your edits are kept in this tab; ask a workspace owner or admin for access.',
    });
    expect(saveOutcome(apiError(403, 'forbidden'), 'create')).toEqual({
      kind: 'failed',
      message: 'Your role cannot create segments, so nothing was saved. Your work is kept in this tab.',
    });
  });

  it('says the segment is gone when it was deleted meanwhile', () => {
    expect(saveOutcome(apiError(404, 'segment_not_found'))).toEqual({ kind: 'gone' });
  });

  it('hands a 400’s errors to the form, or the error itself when the envelope lists none', () => {
    const errors = [
      { errorCode: 'segment_name_conflict' as const, errorMessage: 'Taken.', target: 'name' },
      { errorCode: 'invalid_segment' as const, errorMessage: 'No values.', target: 'clauses.0.values' },
    ];
    expect(saveOutcome(apiError(400, 'segment_name_conflict', { errors }))).toEqual({ kind: 'rejected', errors });
    expect(saveOutcome(apiError(400, 'malformed_response', { target: null }), 'create')).toEqual({
      kind: 'rejected',
      errors: [{ errorCode: 'malformed_response', errorMessage: 'malformed_response happened.', target: null }],
    });
  });

  it.each([
    ['the network failed', apiError(0, 'network_error')],
    ['the response could not be read', apiError(200, 'malformed_response')],
    ['the service failed', apiError(503, 'internal_error', { requestId: 'req_1' })],
  ])('says what went wrong when %s, and that the edits are kept', (_, error) => {
    const { title, detail } = describeError(error);
    const outcome = saveOutcome(error);
    expect(outcome.kind).toBe('failed');
    const message = outcome.kind === 'failed' ? outcome.message : '';
    expect(message.startsWith(`Not saved. ${title}: ${detail} Your edits are kept`)).toBe(true);
    expect(saveOutcome(error, 'create')).toMatchObject({
      message: expect.stringMatching(/^Not created\. .* Your work is kept(; try again)?\.$/),
    });
  });

  it('on creating, a 412 or a missing segment is a failure like any other', () => {
    expect(saveOutcome(apiError(412, 'precondition_failed'), 'create').kind).toBe('failed');
    expect(saveOutcome(apiError(404, 'segment_not_found'), 'create').kind).toBe('failed');
  });

  it('calls anything that is not an ApiError unexpected', () => {
    expect(saveOutcome(new TypeError('x is undefined'))).toEqual({
      kind: 'failed',
      message: 'The segment was not saved: something unexpected went wrong. Your edits are kept; try again.',
    });
    expect(saveOutcome('odd', 'create')).toEqual({
      kind: 'failed',
      message: 'The segment was not created: something unexpected went wrong. Your work is kept; try again.',
    });
  });
});

describe('what the form is told', () => {
  it('shows rejections on their fields and failures above the save button; the page handles the rest', () => {
    const errors = [{ errorCode: 'invalid_segment' as const, errorMessage: 'No.', target: 'name' }];
    expect(saveResultOf({ kind: 'rejected', errors })).toEqual({ status: 'rejected', errors });
    expect(saveResultOf(unversionedSave)).toEqual({
      status: 'failed',
      message: expect.stringMatching(/without a version tag \(ETag\)/),
    });
    for (const kind of ['conflict', 'gone', 'signed-out'] as const) {
      expect(saveResultOf({ kind })).toEqual({ status: 'handled' });
    }
  });
});
