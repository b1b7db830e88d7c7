import type * as z from 'zod/mini';
import type { ApiErrorObject, ErrorCode } from '../../contract';

export type BodyValidation<T> = { ok: true; value: T } | { ok: false; errors: ApiErrorObject[] };

/** An issue's path as the error envelope's `target`: `clauses.3.values.0.value`, or null for the body. */
export const targetOf = (path: readonly PropertyKey[]): string | null =>
  path.length === 0 ? null : path.map(String).join('.');

/** The top-level field an issue is about (`scopes` for `scopes.2`), for bodies whose forms mark whole fields. */
export const fieldOf = (path: readonly PropertyKey[]): string | null => (path.length === 0 ? null : String(path[0]));

/**
 * The first error of each top-level field, in the order the fields are declared (then the body's
 * own), so a form can mark every wrong field at once without a flood of errors for one field.
 */
export function firstIssuePerField(
  issues: readonly z.core.$ZodIssue[],
  errorCode: ErrorCode,
  fieldOrder: readonly string[],
  target: (path: readonly PropertyKey[]) => string | null = targetOf,
): ApiErrorObject[] {
  const byField = new Map<string, ApiErrorObject>();
  for (const issue of issues) {
    const field = issue.path.length === 0 ? '' : String(issue.path[0]);
    if (!byField.has(field)) byField.set(field, { errorCode, errorMessage: issue.message, target: target(issue.path) });
  }
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index < 0 ? fieldOrder.length : index;
  };
  return [...byField.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, error]) => error);
}

/**
 * Checks a request body against one of the contract's schemas. Nothing thrown while checking
 * becomes a 500: an unexpected failure is reported against the body with the same error code.
 */
export function checkBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  errorCode: ErrorCode,
  fieldOrder: readonly string[],
  target: (path: readonly PropertyKey[]) => string | null = targetOf,
): BodyValidation<z.output<S>> {
  try {
    const result = schema.safeParse(body);
    if (result.success) return { ok: true, value: result.data };
    return { ok: false, errors: firstIssuePerField(result.error.issues, errorCode, fieldOrder, target) };
  } catch (error) {
    return { ok: false, errors: [{ errorCode, errorMessage: uncheckable(error), target: null }] };
  }
}

/** Why a body could not be checked at all (too deep for the stack, or anything else unforeseen). */
export const uncheckable = (error: unknown) =>
  error instanceof RangeError
    ? 'The body is too deeply nested to check.'
    : 'The body could not be checked; send it in the documented shape.';
