import type { ApiErrorObject, ErrorCode } from '../../../contract';

/** Codes the console itself gives to failures that never reached a server's error envelope. */
export type ClientErrorCode = 'network_error' | 'malformed_response';

/** The one error type every API call throws. Branch on `errorCode`; on `status` only for 401/403/412/428. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: ErrorCode | ClientErrorCode;
  readonly target: string | null;
  /** Every error object of the envelope; `errorCode`, `message` and `target` repeat the first. */
  readonly errors: readonly ApiErrorObject[];
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    errorCode: ErrorCode | ClientErrorCode;
    message: string;
    target?: string | null;
    errors?: readonly ApiErrorObject[];
    requestId?: string | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.target = init.target ?? null;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An answer that says "no such endpoint here": 404, 405 or 501, or the general `not_found` (the
 * reference API's answer for a route it lacks; never one of the `…_not_found` codes, which name a
 * missing object). The service check and the pages that do without an optional endpoint (the
 * activity log) read answers by this one rule.
 */
export function answersEndpointAbsent(status: number, errorCode: string | undefined): boolean {
  return [404, 405, 501].includes(status) || errorCode === 'not_found';
}

/** A failed request whose answer says the service has no such endpoint (`answersEndpointAbsent`). */
export function isEndpointAbsent(error: unknown): boolean {
  return isApiError(error) && answersEndpointAbsent(error.status, error.errorCode);
}

/** Failures worth retrying for a read: the network, or the server's own fault. */
export function isTransientError(error: unknown): boolean {
  // 501: the service does not implement it; asking again will not change that.
  return isApiError(error) && (error.errorCode === 'network_error' || (error.status >= 500 && error.status !== 501));
}

/** Failures a page cannot work around, shown by the route's error boundary rather than in place. */
export function belongsToErrorBoundary(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 403 || error.errorCode === 'malformed_response';
}
