import { z } from 'zod';

/** Spec 2.3 / 4.2: the create body. The spec states no constraints; see `assumed.ts` for ours. */
export const scriptCreateSchema = z.object({
  name: z.string(),
  code: z.string(),
});
export type ScriptCreate = z.infer<typeof scriptCreateSchema>;

/** Spec 4.2: `result` of a successful create. */
export const scriptCreatedSchema = z.object({ id: z.string() });
