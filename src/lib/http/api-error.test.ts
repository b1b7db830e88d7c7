import { describe, expect, it } from 'vitest';
import { ApiError, isEndpointAbsent } from './api-error';

const failure = (status: number, errorCode: ApiError['errorCode']) => new ApiError({ status, errorCode, message: '' });

describe('isEndpointAbsent', () => {
  it('reads 404, 405, 501 and the general not_found as "no such endpoint"', () => {
    expect(isEndpointAbsent(failure(404, 'not_found'))).toBe(true);
    expect(isEndpointAbsent(failure(405, 'error'))).toBe(true);
    expect(isEndpointAbsent(failure(400, 'not_found'))).toBe(true);
    expect(isEndpointAbsent(failure(501, 'error'))).toBe(true);
  });

  it('not a missing object, a refusal, a fault or anything but an API error', () => {
    expect(isEndpointAbsent(failure(400, 'segment_not_found'))).toBe(false);
    expect(isEndpointAbsent(failure(403, 'forbidden'))).toBe(false);
    expect(isEndpointAbsent(failure(500, 'internal_error'))).toBe(false);
    expect(isEndpointAbsent(new Error('not_found'))).toBe(false);
  });
});
