import { z } from 'zod';

/** Spec 2.7. */
export const policyRevisionSchema = z.object({
  number: z.number().int(),
  source: z.string(),
  createdByUserId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PolicyRevision = z.infer<typeof policyRevisionSchema>;
