import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { describeCreateFailure } from './create-errors';

function apiError(status: number, errors: { errorCode: string; errorMessage: string; target?: string | null }[]) {
  const [first] = errors;
  return new ApiError({
    status,
    errorCode: first!.errorCode as never,
    message: first!.errorMessage,
    target: first!.target ?? null,
    errors: errors as never,
  });
}

describe('describeCreateFailure', () => {
  it('puts a name conflict on the name', () => {
    const failure = describeCreateFailure(
      apiError(400, [
        { errorCode: 'script_name_conflict', errorMessage: 'Another script is already named "trim".', target: 'name' },
      ]),
    );
    expect(failure).toMatchObject({ fields: { name: 'Another script is already named "trim".' }, form: null });
  });

  it('puts a compile error on the code, with the place it names', () => {
    const message = "The code does not compile: Unexpected token '}' (line 3, column 1).";
    const failure = describeCreateFailure(
      apiError(400, [{ errorCode: 'invalid_script', errorMessage: message, target: 'code' }]),
    );
    expect(failure.fields).toEqual({ code: message });
    expect(failure.compileErrorAt).toEqual({ line: 3, column: 1 });
  });

  it('places every error of the envelope', () => {
    const failure = describeCreateFailure(
      apiError(400, [
        { errorCode: 'invalid_script', errorMessage: 'name must be 1 to 120 characters long.', target: 'name' },
        { errorCode: 'invalid_script', errorMessage: 'code is required.', target: 'code' },
      ]),
    );
    expect(failure.fields).toEqual({ name: 'name must be 1 to 120 characters long.', code: 'code is required.' });
    expect(failure.compileErrorAt).toBeNull();
  });

  it('says an invalid_script without a known field above the buttons', () => {
    const failure = describeCreateFailure(
      apiError(400, [
        { errorCode: 'invalid_script', errorMessage: 'The body must be an object with name and code.', target: '' },
      ]),
    );
    expect(failure.fields).toEqual({});
    expect(failure.form).toEqual({
      title: 'The script was not created',
      detail: 'The body must be an object with name and code.',
    });
  });

  it('leaves a 401 to the sign-in that is already under way', () => {
    expect(
      describeCreateFailure(apiError(401, [{ errorCode: 'unauthorized', errorMessage: 'Sign in' }])),
    ).toMatchObject({
      signingIn: true,
      form: null,
      fields: {},
    });
  });

  it('explains a 403 in place and keeps the work', () => {
    const failure = describeCreateFailure(apiError(403, [{ errorCode: 'forbidden', errorMessage: 'No' }]));
    expect(failure.form?.title).toBe('You lack permission to create scripts');
    expect(failure.form?.detail).toContain('kept in this tab');
  });

  it('explains a server fault and a network failure', () => {
    expect(
      describeCreateFailure(apiError(500, [{ errorCode: 'internal_error', errorMessage: 'boom' }])).form?.title,
    ).toBe('The service had a problem');
    const offline = new ApiError({ status: 0, errorCode: 'network_error', message: 'offline' });
    expect(describeCreateFailure(offline).form?.title).toBe('Cannot reach the service');
  });

  it('warns that a malformed answer may hide a created script', () => {
    const malformed = new ApiError({ status: 201, errorCode: 'malformed_response', message: 'bad' });
    expect(describeCreateFailure(malformed).form?.detail).toContain('may have been created');
  });

  it('does not crash on something that is not an ApiError', () => {
    expect(describeCreateFailure(new TypeError('x')).form?.title).toBe('Something went wrong');
  });
});
