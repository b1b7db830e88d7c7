import * as z from 'zod/mini';

/** Spec 2.7. */
export const policyRevisionSchema = z.object({
  number: z.int(),
  source: z.string(),
  createdByUserId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PolicyRevision = z.infer<typeof policyRevisionSchema>;
