import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { describeRevealFailure } from './reveal-errors';

const apiError = (status: number, errorCode: ConstructorParameters<typeof ApiError>[0]['errorCode']) =>
  new ApiError({ status, errorCode, message: 'server words' });

describe('describeRevealFailure', () => {
  it('explains a policy that forbids disclosure, even though it comes as a 403', () => {
    const failure = describeRevealFailure(apiError(403, 'policy_secret_disclosure_forbidden'));
    expect(failure.title).toBe('A policy forbids showing this secret');
    expect(failure.detail).toMatch(/recorded/);
    expect(failure.retryable).toBe(false);
  });

  it('says when the secret is gone', () => {
    expect(describeRevealFailure(apiError(400, 'workspace_secret_not_found'))).toMatchObject({
      title: 'This secret no longer exists',
      retryable: false,
    });
  });

  it('turns any other 403 into a permission message', () => {
    expect(describeRevealFailure(apiError(403, 'forbidden')).title).toBe('You lack permission to reveal secrets');
  });

  it('says the session ended on a 401, without offering to try again', () => {
    expect(describeRevealFailure(apiError(401, 'unauthorized'))).toEqual({
      title: 'Your session has ended',
      detail: 'Taking you to sign in; you will come back here afterwards.',
      retryable: false,
    });
  });

  it('lets network failures and server faults be tried again', () => {
    expect(describeRevealFailure(apiError(0, 'network_error'))).toMatchObject({
      title: 'Cannot reach the service',
      retryable: true,
    });
    expect(describeRevealFailure(apiError(500, 'internal_error'))).toMatchObject({ retryable: true });
    expect(describeRevealFailure(apiError(200, 'malformed_response'))).toMatchObject({ title: 'Unexpected response' });
  });
});
