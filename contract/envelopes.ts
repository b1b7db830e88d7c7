import * as z from 'zod/mini';
import { apiErrorObjectSchema } from './errors';

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

export function singleEnvelopeSchema<T extends z.ZodMiniType>(result: T) {
  return z.object({ result, errors: z.array(apiErrorObjectSchema) });
}

export function collectionEnvelopeSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    results: z.array(item),
    errors: z.array(apiErrorObjectSchema),
    pagination: paginationSchema,
  });
}

export const errorEnvelopeSchema = z.object({
  result: z.null(),
  errors: z.array(apiErrorObjectSchema).check(z.minLength(1)),
});
