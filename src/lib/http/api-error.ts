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
 * "No such endpoint here": a service without an optional endpoint (the activity log) answers 404
 * or 405, or, like the reference API for a route it lacks, 400 with the general `not_found`
 * (never one of the `…_not_found` codes, which name a missing object). The service check reads
 * answers the same way (src/lib/service-check/check-run.ts).
 */
export function isEndpointAbsent(error: unknown): boolean {
  return isApiError(error) && ([404, 405].includes(error.status) || error.errorCode === 'not_found');
}

/** Failures worth retrying for a read: the network, or the server's own fault. */
export function isTransientError(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'network_error' || error.status >= 500);
}

/** Failures a page cannot work around, shown by the route's error boundary rather than in place. */
export function belongsToErrorBoundary(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 403 || error.errorCode === 'malformed_response';
}
