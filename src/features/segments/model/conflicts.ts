import type { CompiledClause, SegmentMatch, SegmentScope } from '../../../../contract';
import { toClauseValues, type SegmentFormValues } from './form-values';

/**
 * Where the user's edits and a colleague's newer version of the same segment collide, after the
 * merge of `merge.ts`. The form keeps one side as its working value and marks the collision
 * until the user picks a side.
 */
export type ClauseConflictReason =
  /** Both changed the clause, differently. The working value is the user's. */
  | 'both_changed'
  /** They removed the clause the user changed. The working value is the user's. */
  | 'they_removed'
  /** The user removed the clause they changed. The working value is theirs. */
  | 'you_removed';

export interface ClauseConflict {
  type: 'clause';
  key: string;
  reason: ClauseConflictReason;
  mine: CompiledClause | null;
  theirs: CompiledClause | null;
}

export type ConflictField = 'name' | 'scope' | 'match';

export type FieldConflict =
  | { type: 'field'; field: 'name'; mine: string; theirs: string }
  | { type: 'field'; field: 'scope'; mine: SegmentScope; theirs: SegmentScope }
  | { type: 'field'; field: 'match'; mine: SegmentMatch; theirs: SegmentMatch };

export type Conflict = ClauseConflict | FieldConflict;

export type ConflictChoice = 'mine' | 'theirs';

export const conflictId = (conflict: Conflict) => (conflict.type === 'field' ? conflict.field : conflict.key);

/** What picking a side does to the form. */
type ConflictResolution =
  | { type: 'set-field'; field: ConflictField; value: string }
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
