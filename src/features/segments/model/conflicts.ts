import * as z from 'zod/mini';
import { compiledClauseSchema, type CompiledClause } from '../../../../contract';
import { segmentFormValuesSchema, toClauseValues, type SegmentFormValues } from './form-values';

/**
 * Where the user's edits and a colleague's newer version of the same segment collide, after the
 * merge of `merge.ts`. The form keeps one side as its working value and marks the collision
 * until the user picks a side. Written as a schema: a draft keeps its conflicts (draft.ts).
 */
const clauseConflictReasons = [
  /** Both changed the clause, differently. The working value is the user's. */
  'both_changed',
  /** They removed the clause the user changed. The working value is the user's. */
  'they_removed',
  /** The user removed the clause they changed. The working value is theirs. */
  'you_removed',
] as const;
export type ClauseConflictReason = (typeof clauseConflictReasons)[number];

const clauseConflictSchema = z.object({
  type: z.literal('clause'),
  key: z.string(),
  reason: z.enum(clauseConflictReasons),
  mine: z.nullable(compiledClauseSchema),
  theirs: z.nullable(compiledClauseSchema),
});
export type ClauseConflict = z.infer<typeof clauseConflictSchema>;

/** The fields merged as one value (merge.ts): a change to one on both sides collides as a whole. */
export const conflictFields = ['name', 'scope', 'match'] as const satisfies readonly (keyof SegmentFormValues)[];
export type ConflictField = (typeof conflictFields)[number];

/** A collision on one of those fields: both sides' values, of the field's own type. */
export type FieldConflict = {
  [F in ConflictField]: { type: 'field'; field: F; mine: SegmentFormValues[F]; theirs: SegmentFormValues[F] };
}[ConflictField];

const fieldConflictSchema = z
  .object({ type: z.literal('field'), field: z.enum(conflictFields), mine: z.unknown(), theirs: z.unknown() })
  .check(
    z.refine((conflict) => {
      const value = segmentFormValuesSchema.shape[conflict.field];
      return value.safeParse(conflict.mine).success && value.safeParse(conflict.theirs).success;
    }),
  );

export const conflictSchema = z.union([clauseConflictSchema, fieldConflictSchema]) as z.ZodMiniType<Conflict>;
export type Conflict = ClauseConflict | FieldConflict;

export type ConflictChoice = 'mine' | 'theirs';

export const conflictId = (conflict: Conflict) => (conflict.type === 'field' ? conflict.field : conflict.key);

/** What picking a side does to the form. */
type ConflictResolution =
  | { type: 'set-field'; field: ConflictField; value: SegmentFormValues[ConflictField] }
  | { type: 'replace-clause'; key: string; clause: CompiledClause }
  | { type: 'remove-clause'; key: string }
  | { type: 'keep' };

function resolutionFor(conflict: Conflict, choice: ConflictChoice): ConflictResolution {
  if (conflict.type === 'field') {
    return { type: 'set-field', field: conflict.field, value: choice === 'mine' ? conflict.mine : conflict.theirs };
  }
  switch (conflict.reason) {
    case 'both_changed':
      return choice === 'theirs' && conflict.theirs
        ? { type: 'replace-clause', key: conflict.key, clause: conflict.theirs }
        : { type: 'keep' };
    case 'they_removed':
      return choice === 'theirs' ? { type: 'remove-clause', key: conflict.key } : { type: 'keep' };
    case 'you_removed':
      return choice === 'mine' ? { type: 'remove-clause', key: conflict.key } : { type: 'keep' };
  }
}

/** The values after picking a side of one conflict. */
export function applyConflictChoice(
  values: SegmentFormValues,
  conflict: Conflict,
  choice: ConflictChoice,
): SegmentFormValues {
  const resolution = resolutionFor(conflict, choice);
  switch (resolution.type) {
    case 'set-field':
      return { ...values, [resolution.field]: resolution.value };
    case 'replace-clause':
      return {
        ...values,
        clauses: values.clauses.map((clause) =>
          clause.key === resolution.key ? toClauseValues(resolution.clause, clause.key) : clause,
        ),
      };
    case 'remove-clause':
      return { ...values, clauses: values.clauses.filter((clause) => clause.key !== resolution.key) };
    case 'keep':
      return values;
  }
}
