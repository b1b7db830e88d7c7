import * as z from 'zod/mini';
import { conflictSchema } from './conflicts';
import { segmentFormValuesSchema } from './form-values';

/** Edits put aside by "load the latest version", still there to re-apply. */
const setAsideSchema = z.object({ base: segmentFormValuesSchema, values: segmentFormValuesSchema });
export type SetAsideEdits = z.infer<typeof setAsideSchema>;

/**
 * Unsaved work on a segment, kept in sessionStorage (see src/lib/drafts.ts) so that a reload, or
 * the sign-in after a 401, gives it back. It carries the version it was based on: saving a draft
 * of an older version is refused with 412 and leads to the conflict dialog. Its values have the
 * form's shape (form-values.ts).
 */
const draftSchema = z.object({
  /** Whose work it is: another person signing in on this tab does not get it. */
  userId: z.string(),
  /** The ETag the edits were based on; null while creating. */
  etag: z.nullable(z.string()),
  base: segmentFormValuesSchema,
  values: segmentFormValuesSchema,
  conflicts: z.array(conflictSchema),
  setAside: z.nullable(setAsideSchema),
});
export type SegmentDraft = z.infer<typeof draftSchema>;

export const draftKey = (segmentId: string | null) => `segment:${segmentId ?? 'new'}`;

export function isSegmentDraft(value: unknown): value is SegmentDraft {
  return draftSchema.safeParse(value).success;
}
