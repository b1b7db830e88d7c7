import * as z from 'zod/mini';
import type { ErrorCode } from './errors';

/**
 * Spec 2.1: `nextCursor` is typed inconsistently by the spec (opaque in prose, number in a
 * shape); it is treated as an opaque value and passed back unchanged as `cursor`.
 */
export const cursorSchema = z.union([z.string(), z.number()]);
export type Cursor = z.infer<typeof cursorSchema>;

export const paginationSchema = z.object({
  nextCursor: z.nullable(cursorSchema),
  limit: z.number(),
  hasMore: z.boolean(),
  total: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * An error object as a client reads it: any errorCode is accepted, so a code the service adds after
 * this vocabulary still reaches the user with the service's own words rather than as a malformed
 * response. Conformance checks (the service check, the reference API's tests) use the strict schema.
 */
const receivedErrorObjectSchema = z.object({
  errorCode: z.pipe(
    z.string(),
    z.transform((code) => code as ErrorCode),
  ),
  errorMessage: z.string(),
  target: z.optional(z.nullable(z.string())),
});

export function singleEnvelopeSchema<T extends z.ZodMiniType>(result: T) {
  return z.object({ result, errors: z.array(receivedErrorObjectSchema) });
}

export function collectionEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    results: z.array(item),
    errors: z.array(receivedErrorObjectSchema),
    pagination: paginationSchema,
  });
}

/** The error envelope as a client reads it (see `receivedErrorObjectSchema`). */
export const receivedErrorEnvelopeSchema = z.object({
  result: z.null(),
  errors: z.array(receivedErrorObjectSchema).check(z.minLength(1)),
});
