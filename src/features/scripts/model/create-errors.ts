import type { ApiErrorObject } from '../../../../contract';
import { describeError } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import { compileErrorLocation, type SourceLocation } from './compile-error-location';

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

/** Sorts what a failed create means onto the form: each error on its field, the rest above the buttons. */
export function describeCreateFailure(error: unknown): CreateFailure {
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
    failure.form = {
      title: 'You lack permission to create scripts',
      detail:
        'Your role does not allow it (any more). Your script is kept in this tab as a draft; ask an owner or admin.',
    };
    return failure;
  }
  if (error.errorCode === 'malformed_response') {
    failure.form = {
      title: 'Unexpected response',
      detail:
        'The service answered in a form the console does not understand. The script may have been created: check the scripts list before trying again.',
    };
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
        : { title: 'The script was not created', detail: unplaced.join(' ') };
  }
  return failure;
}
