import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkBody, fieldOf, targetOf } from './body-rules';

describe('checkBody', () => {
  const schema = z.object({ a: z.string().min(2, 'a is short'), b: z.number({ error: 'b is a number' }) });

  it('answers the first issue of each field, in the declared order, with its path as target', () => {
    expect(checkBody(schema, { a: 'x', b: 'y' }, 'validation_error', ['b', 'a'])).toEqual({
      ok: false,
      errors: [
        { errorCode: 'validation_error', errorMessage: 'b is a number', target: 'b' },
        { errorCode: 'validation_error', errorMessage: 'a is short', target: 'a' },
      ],
    });
    expect(checkBody(schema, { a: 'xy', b: 1 }, 'validation_error', [])).toEqual({
      ok: true,
      value: { a: 'xy', b: 1 },
    });
  });

  it('turns anything thrown while checking into an error on the body, never a throw', () => {
    const throwing = (error: Error) =>
      z.string().refine(() => {
        throw error;
      });
    expect(checkBody(throwing(new RangeError('Maximum call stack size exceeded')), 'x', 'invalid_script', [])).toEqual({
      ok: false,
      errors: [{ errorCode: 'invalid_script', errorMessage: 'The body is too deeply nested to check.', target: null }],
    });
    expect(checkBody(throwing(new TypeError('boom')), 'x', 'invalid_segment', [])).toMatchObject({
      ok: false,
      errors: [{ errorCode: 'invalid_segment', target: null }],
    });
  });

  it('names nested fields with dotted targets', () => {
    expect(targetOf(['clauses', 3, 'values', 0, 'value'])).toBe('clauses.3.values.0.value');
    expect(targetOf([])).toBeNull();
  });

  it('names the top-level field instead, when asked to', () => {
    const listOf = z.object({ scopes: z.array(z.enum(['x', 'y'])) });
    expect(checkBody(listOf, { scopes: ['x', 'z'] }, 'validation_error', ['scopes'], fieldOf)).toEqual({
      ok: false,
      errors: [{ errorCode: 'validation_error', errorMessage: expect.any(String), target: 'scopes' }],
    });
    expect(fieldOf([])).toBeNull();
  });
});
