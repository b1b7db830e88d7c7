import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { translate } from '../../../lib/i18n';
import { describeCreateFailure, describeKeyActionFailure, listIsStale, SCOPE_NOT_GRANTED } from './errors';

describe('describeCreateFailure', () => {
  it('explains the workspace limit at the form level, keeping the input', () => {
    const [failure] = describeCreateFailure(
      new ApiError({ status: 400, errorCode: 'api_key_limit_reached', message: 'x' }),
    );
    expect(failure).toMatchObject({
      field: null,
      failure: { title: 'This workspace has as many active keys as it may' },
    });
  });

  it('puts a scope not granted on the scopes field, in plain words', () => {
    const error = new ApiError({
      status: 400,
      errorCode: 'api_key_scope_not_granted',
      message: 'You cannot grant: secrets:reveal',
      target: 'scopes',
      errors: [
        { errorCode: 'api_key_scope_not_granted', errorMessage: 'You cannot grant: secrets:reveal', target: 'scopes' },
      ],
    });
    expect(describeCreateFailure(error)).toEqual([{ field: 'scopes', message: translate(SCOPE_NOT_GRANTED) }]);
  });

  it('maps every targeted validation error onto its field', () => {
    const error = new ApiError({
      status: 400,
      errorCode: 'validation_error',
      message: 'name bad',
      target: 'name',
      errors: [
        { errorCode: 'validation_error', errorMessage: 'name must be 1 to 100 characters long.', target: 'name' },
        { errorCode: 'validation_error', errorMessage: 'expiresAt must be in the future.', target: 'expiresAt' },
      ],
    });
    expect(describeCreateFailure(error)).toEqual([
      { field: 'name', message: 'name must be 1 to 100 characters long.' },
      { field: 'expiresAt', message: 'expiresAt must be in the future.' },
    ]);
  });

  it('explains a 403 and anything else at the form level', () => {
    expect(describeCreateFailure(new ApiError({ status: 403, errorCode: 'forbidden', message: 'x' }))[0]).toMatchObject(
      { field: null, failure: { title: 'You lack permission to create API keys', retryable: false } },
    );
    expect(
      describeCreateFailure(new ApiError({ status: 0, errorCode: 'network_error', message: 'x' }))[0],
    ).toMatchObject({ field: null, failure: { title: 'Cannot reach the service', retryable: true } });
  });
});

describe('describeKeyActionFailure', () => {
  it('says when the key is gone or no longer active, and that the list is stale', () => {
    const gone = new ApiError({ status: 400, errorCode: 'api_key_not_found', message: 'x' });
    const inactive = new ApiError({ status: 400, errorCode: 'validation_error', message: 'x' });
    expect(describeKeyActionFailure(gone, 'rotate').title).toBe('This key no longer exists');
    expect(describeKeyActionFailure(inactive, 'rotate').title).toBe('This key is no longer active');
    expect(listIsStale(gone) && listIsStale(inactive)).toBe(true);
  });

  it('explains who may change a key on a 403', () => {
    const failure = describeKeyActionFailure(
      new ApiError({ status: 403, errorCode: 'forbidden', message: 'x' }),
      'revoke',
    );
    expect(failure).toMatchObject({ title: 'You cannot revoke this key', retryable: false });
  });

  it('lets server faults be tried again', () => {
    expect(
      describeKeyActionFailure(new ApiError({ status: 500, errorCode: 'internal_error', message: 'x' }), 'rotate'),
    ).toMatchObject({ retryable: true, title: 'The service had a problem' });
  });
});
