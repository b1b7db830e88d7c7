import * as z from 'zod/mini';

/**
 * Spec 2.4: lifecycleStage is an open enum. `pre_start` is the one member the spec names; other
 * values are accepted as they come.
 */
export const knownLifecycleStages = ['pre_start', 'active', 'leaver'] as const;
export const lifecycleStageSchema = z.union([z.enum(knownLifecycleStages), z.string()]);

/**
 * Spec 2.4: nullability is not shown, so every field is read leniently: real data is dirty and the
 * org chart reports missing fields instead of failing the whole page.
 */
export const orgChartWorkerSchema = z.object({
  id: z.string(),
  name: z.nullish(z.string()),
  jobTitle: z.nullish(z.string()),
  department: z.nullish(z.string()),
  managerId: z.nullish(z.string()),
  manager: z.nullish(z.string()),
  lifecycleStage: z.nullish(lifecycleStageSchema),
});
export type OrgChartWorker = z.infer<typeof orgChartWorkerSchema>;
