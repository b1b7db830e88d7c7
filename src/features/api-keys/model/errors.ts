import { describeError } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';

const messages = defineMessages({
  limitTitle: { id: 'api-keys.failure.limitTitle', defaultMessage: 'This workspace has as many active keys as it may' },
  limitDetail: {
    id: 'api-keys.failure.limitDetail',
    defaultMessage: 'Revoke a key that is no longer needed, then create this one. What you entered is kept.',
  },
  createDeniedTitle: {
    id: 'api-keys.failure.createDeniedTitle',
    defaultMessage: 'You lack permission to create API keys',
  },
  createDeniedDetail: {
    id: 'api-keys.failure.createDeniedDetail',
    defaultMessage: 'Your role does not allow managing API keys. Ask a workspace owner or admin.',
  },
  scopeNotGranted: {
    id: 'api-keys.failure.scopeNotGranted',
    defaultMessage:
      'Some of these scopes are beyond what your role allows now (it may have changed). Reload the page to see the scopes you can grant.',
  },
  goneTitle: { id: 'api-keys.failure.goneTitle', defaultMessage: 'This key no longer exists' },
  goneDetail: {
    id: 'api-keys.failure.goneDetail',
    defaultMessage: 'It may have been removed since the list was loaded. The list has been refreshed.',
  },
  inactiveTitle: { id: 'api-keys.failure.inactiveTitle', defaultMessage: 'This key is no longer active' },
  inactiveDetail: {
    id: 'api-keys.failure.inactiveDetail',
    defaultMessage: 'Someone may have revoked it, or it expired. The list has been refreshed.',
  },
  changeDeniedTitle: {
    id: 'api-keys.failure.changeDeniedTitle',
    defaultMessage: '{action, select, rotate {You cannot rotate this key} other {You cannot revoke this key}}',
  },
  changeDeniedDetail: {
    id: 'api-keys.failure.changeDeniedDetail',
    defaultMessage: 'Only the member who created a key, an owner or an admin can rotate or revoke it.',
  },
});

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

/** A scope the member may no longer grant: said on the scopes field. */
export const SCOPE_NOT_GRANTED = messages.scopeNotGranted;

/**
 * What went wrong with each error of a failed create, in words for the person filling the form. A
 * field's error the console has no words for is the service's own.
 */
export function describeCreateFailure(error: unknown, t: Write = translate): CreateFailure[] {
  if (!isApiError(error)) return [{ field: null, failure: fallback(error) }];
  if (error.errorCode === 'api_key_limit_reached') {
    return [
      {
        field: null,
        failure: { title: t(messages.limitTitle), detail: t(messages.limitDetail), retryable: true },
      },
    ];
  }
  if (error.status === 403) {
    return [
      {
        field: null,
        failure: { title: t(messages.createDeniedTitle), detail: t(messages.createDeniedDetail), retryable: false },
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
      message: entry.errorCode === 'api_key_scope_not_granted' ? t(SCOPE_NOT_GRANTED) : entry.errorMessage,
    }));
  }
  if (error.errorCode === 'api_key_scope_not_granted') return [{ field: 'scopes', message: t(SCOPE_NOT_GRANTED) }];
  return [{ field: null, failure: fallback(error) }];
}

/** What a failed rotate or revoke means to the person who asked. */
export function describeKeyActionFailure(error: unknown, action: 'rotate' | 'revoke', t: Write = translate): Failure {
  if (isApiError(error)) {
    if (error.errorCode === 'api_key_not_found') {
      return { title: t(messages.goneTitle), detail: t(messages.goneDetail), retryable: false };
    }
    if (error.errorCode === 'validation_error') {
      return { title: t(messages.inactiveTitle), detail: t(messages.inactiveDetail), retryable: false };
    }
    if (error.status === 403) {
      return {
        title: t(messages.changeDeniedTitle, { action }),
        detail: t(messages.changeDeniedDetail),
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
