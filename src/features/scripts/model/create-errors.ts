import type { ApiErrorObject } from '../../../../contract';
import { describeError } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import { defineMessages, translate } from '../../../lib/i18n';
import { compileErrorLocation, type SourceLocation } from './compile-error-location';
import type { Write } from './words';

const messages = defineMessages({
  deniedTitle: { id: 'scripts.failure.deniedTitle', defaultMessage: 'You lack permission to create scripts' },
  deniedDetail: {
    id: 'scripts.failure.deniedDetail',
    defaultMessage:
      'Your role does not allow it (any more). Your script is kept in this tab as a draft; ask an owner or admin.',
  },
  malformedTitle: { id: 'scripts.failure.malformedTitle', defaultMessage: 'Unexpected response' },
  malformedDetail: {
    id: 'scripts.failure.malformedDetail',
    defaultMessage:
      'The service answered in a form the console does not understand. The script may have been created: check the scripts list before trying again.',
  },
  notCreated: { id: 'scripts.failure.notCreated', defaultMessage: 'The script was not created' },
});

type ScriptField = 'name' | 'code';

export interface CreateFailure {
  /** Messages that belong to one field of the form. */
  fields: Partial<Record<ScriptField, string>>;
  /** Where the code failed to compile, when the server's message names a place. */
  compileErrorAt: SourceLocation | null;
  /** What belongs to no field, said once above the buttons. */
  form: { title: string; detail: string } | null;
  /** A 401: the console is taking the user to sign in; the draft is already saved. */
  signingIn: boolean;
}

const FIELD_CODES = new Set(['invalid_script', 'script_name_conflict', 'validation_error']);

function fieldOf(error: ApiErrorObject): ScriptField | null {
  if (!FIELD_CODES.has(error.errorCode)) return null;
  if (error.errorCode === 'script_name_conflict') return 'name';
  return error.target === 'name' || error.target === 'code' ? error.target : null;
}

/**
 * Sorts what a failed create means onto the form: each error on its field, the rest above the
 * buttons. What the service says about a field (a name taken, where the code fails to compile) is
 * its own words.
 */
export function describeCreateFailure(error: unknown, t: Write = translate): CreateFailure {
  const failure: CreateFailure = { fields: {}, compileErrorAt: null, form: null, signingIn: false };
  if (!isApiError(error)) {
    failure.form = describeError(error);
    return failure;
  }
  if (error.status === 401) {
    failure.signingIn = true;
    return failure;
  }
  if (error.status === 403) {
    failure.form = { title: t(messages.deniedTitle), detail: t(messages.deniedDetail) };
    return failure;
  }
  if (error.errorCode === 'malformed_response') {
    failure.form = { title: t(messages.malformedTitle), detail: t(messages.malformedDetail) };
    return failure;
  }
  const errors =
    error.errors.length > 0
      ? error.errors
      : [{ errorCode: error.errorCode, errorMessage: error.message, target: error.target } as ApiErrorObject];
  const unplaced: string[] = [];
  for (const item of errors) {
    const field = fieldOf(item);
    if (field && failure.fields[field] === undefined) {
      failure.fields[field] = item.errorMessage;
      if (field === 'code' && item.errorCode === 'invalid_script') {
        failure.compileErrorAt = compileErrorLocation(item.errorMessage);
      }
    } else if (!field) {
      unplaced.push(item.errorMessage);
    }
  }
  if (unplaced.length > 0) {
    const described = describeError(error);
    failure.form =
      error.status >= 500 || error.status === 0
        ? described
        : { title: t(messages.notCreated), detail: unplaced.join(' ') };
  }
  return failure;
}
