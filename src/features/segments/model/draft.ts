import * as z from 'zod/mini';
import {
  compiledClauseSchema,
  conditionOperatorSchema,
  operandKindSchema,
  segmentMatchSchema,
  segmentScopeSchema,
} from '../../../../contract';
import type { Conflict } from './conflicts';
import type { SegmentFormValues } from './form-values';

/**
 * Unsaved work on a segment, kept in sessionStorage (see src/lib/drafts.ts) so that a reload, or
 * the sign-in after a 401, gives it back. It carries the version it was based on: saving a draft
 * of an older version is refused with 412 and leads to the conflict dialog.
 */
export interface SegmentDraft {
  /** Whose work it is: another person signing in on this tab does not get it. */
  userId: string;
  /** The ETag the edits were based on; null while creating. */
  etag: string | null;
  base: SegmentFormValues;
  values: SegmentFormValues;
  conflicts: Conflict[];
  /** Edits put aside by "load the latest version", still there to re-apply. */
  setAside: SetAsideEdits | null;
}

export interface SetAsideEdits {
  base: SegmentFormValues;
  values: SegmentFormValues;
}

export const draftKey = (segmentId: string | null) => `segment:${segmentId ?? 'new'}`;

const operand = z.object({ kind: operandKindSchema, value: z.string() });
const formValues = z.object({
  name: z.string(),
  scope: segmentScopeSchema,
  match: segmentMatchSchema,
  clauses: z.array(
    z.object({ key: z.string(), left: operand, operator: conditionOperatorSchema, values: z.array(operand) }),
  ),
  includedWorkerIds: z.array(z.string()),
  excludedWorkerIds: z.array(z.string()),
});
const conflict = z.union([
  z.object({
    type: z.literal('clause'),
    key: z.string(),
    reason: z.enum(['both_changed', 'they_removed', 'you_removed']),
    mine: z.nullable(compiledClauseSchema),
    theirs: z.nullable(compiledClauseSchema),
  }),
  z.object({ type: z.literal('field'), field: z.literal('name'), mine: z.string(), theirs: z.string() }),
  z.object({
    type: z.literal('field'),
    field: z.literal('scope'),
    mine: segmentScopeSchema,
    theirs: segmentScopeSchema,
  }),
  z.object({
    type: z.literal('field'),
    field: z.literal('match'),
    mine: segmentMatchSchema,
    theirs: segmentMatchSchema,
  }),
]);
const draftSchema = z.object({
  userId: z.string(),
  etag: z.nullable(z.string()),
  base: formValues,
  values: formValues,
  conflicts: z.array(conflict),
  setAside: z.nullable(z.object({ base: formValues, values: formValues })),
});

export function isSegmentDraft(value: unknown): value is SegmentDraft {
  return draftSchema.safeParse(value).success;
}
