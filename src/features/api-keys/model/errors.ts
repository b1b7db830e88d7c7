import { describeError } from '../../../components/states';
import { isApiError } from '../../../lib/http';

export interface Failure {
  title: string;
  detail: string;
  /** Whether the same request could succeed if tried again. */
  retryable: boolean;
}

function fallback(error: unknown): Failure {
  const { title, detail } = describeError(error);
  return { title, detail, retryable: true };
}

/** Field the server named, for errors shown beside one field of the create form. */
export type CreateField = 'name' | 'scopes' | 'expiresAt';

/** A create failure: a message for one field, or one for the whole form. */
export type CreateFailure = { field: CreateField; message: string } | { field: null; failure: Failure };

const fields: readonly string[] = ['name', 'scopes', 'expiresAt'];

export const SCOPE_NOT_GRANTED =
  'Some of these scopes are beyond what your role allows now (it may have changed). Reload the page to see the scopes you can grant.';

/** What went wrong with each error of a failed create, in words for the person filling the form. */
export function describeCreateFailure(error: unknown): CreateFailure[] {
  if (!isApiError(error)) return [{ field: null, failure: fallback(error) }];
  if (error.errorCode === 'api_key_limit_reached') {
    return [
      {
        field: null,
        failure: {
          title: 'This workspace has as many active keys as it may',
          detail: 'Revoke a key that is no longer needed, then create this one. What you entered is kept.',
          retryable: true,
        },
      },
    ];
  }
  if (error.status === 403) {
    return [
      {
        field: null,
        failure: {
          title: 'You lack permission to create API keys',
          detail: 'Your role does not allow managing API keys. Ask a workspace owner or admin.',
          retryable: false,
        },
      },
    ];
  }
  const errors =
    error.errors.length > 0
      ? error.errors
      : [{ errorCode: error.errorCode, errorMessage: error.message, target: error.target }];
  const targeted = errors.filter((entry) => entry.target && fields.includes(entry.target));
  if (error.status === 400 && targeted.length > 0) {
    return targeted.map((entry) => ({
      field: entry.target as CreateField,
      message: entry.errorCode === 'api_key_scope_not_granted' ? SCOPE_NOT_GRANTED : entry.errorMessage,
    }));
  }
  if (error.errorCode === 'api_key_scope_not_granted') return [{ field: 'scopes', message: SCOPE_NOT_GRANTED }];
  return [{ field: null, failure: fallback(error) }];
}

/** What a failed rotate or revoke means to the person who asked. */
export function describeKeyActionFailure(error: unknown, action: 'rotate' | 'revoke'): Failure {
  if (isApiError(error)) {
    if (error.errorCode === 'api_key_not_found') {
      return {
        title: 'This key no longer exists',
        detail: 'It may have been removed since the list was loaded. The list has been refreshed.',
        retryable: false,
      };
    }
    if (error.errorCode === 'validation_error') {
      return {
        title: 'This key is no longer active',
        detail: 'Someone may have revoked it, or it expired. The list has been refreshed.',
        retryable: false,
      };
    }
    if (error.status === 403) {
      return {
        title: `You cannot ${action} this key`,
        detail: 'Only the member who created a key, an owner or an admin can rotate or revoke it.',
        retryable: false,
      };
    }
  }
  return fallback(error);
}

/** Failures after which the list on screen is out of date. */
export function listIsStale(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'api_key_not_found' || error.errorCode === 'validation_error');
}
