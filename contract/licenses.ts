import * as z from 'zod/mini';

/** Spec 2.5. */
export const licenseCostPointSchema = z.object({
  day: z.iso.date(),
  annualCost: z.number(),
  unassignedAnnualCost: z.number(),
  licenses: z.number(),
  unpriced: z.number(),
});
export type LicenseCostPoint = z.infer<typeof licenseCostPointSchema>;
