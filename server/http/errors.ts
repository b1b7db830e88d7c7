import type { ApiErrorObject, ErrorCode } from '../../contract';

/** The only statuses the spec uses (section 7). */
export type ErrorStatus = 400 | 401 | 403 | 412 | 428 | 500;

/** A failure the client is told about: thrown by handlers, turned into an error envelope. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly errors: ApiErrorObject[];

  constructor(status: ErrorStatus, errorCode: ErrorCode, errorMessage: string, target?: string) {
    super(errorMessage);
    this.status = status;
    this.errors = [{ errorCode, errorMessage, target: target ?? null }];
  }

  /** Several errors with one status (validation that reports one error per field). */
  static many(status: ErrorStatus, errors: ApiErrorObject[]): ApiError {
    const first = errors[0];
    if (!first) throw new Error('ApiError.many needs at least one error');
    const error = new ApiError(status, first.errorCode, first.errorMessage, first.target ?? undefined);
    error.errors.splice(0, 1, ...errors);
    return error;
  }
}

export const badRequest = (errorCode: ErrorCode, message: string, target?: string) =>
  new ApiError(400, errorCode, message, target);

export const validationError = (message: string, target?: string) => badRequest('validation_error', message, target);

export const unauthorized = (message = 'Sign in or send a valid API key.') =>
  new ApiError(401, 'unauthorized', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'forbidden', message);
