import type { CompiledClause } from '../../../../contract';
import {
  conflictFields,
  type ClauseConflictReason,
  type Conflict,
  type ConflictField,
  type FieldConflict,
} from './conflicts';
import { formValuesEqual, type SegmentContent, type SegmentFormValues } from './form-values';
import { mergeClauses } from './merge-clauses';

/**
 * Three-way merge of the user's edits onto the latest version of a segment, after a save was
 * refused with 412. `base` is the version the edits started from, `mine` the edits, `latest` what
 * the service has now. Clauses are matched base -> mine by their keys and base -> latest by
 * aligning the two lists (a clause replaced in place counts as changed). Changes on one side are
 * taken; collisions keep a working value and are returned as conflicts for the user to decide.
 */

export type ClauseOutcome =
  | 'unchanged'
  | 'changed_by_them'
  | 'changed_by_you'
  | 'changed_by_both'
  | 'added_by_them'
  | 'added_by_you'
  | 'added_by_both'
  | 'removed_by_them'
  | 'removed_by_you'
  | 'removed_by_both'
  | 'conflict';

export interface ClauseComparison {
  key: string;
  outcome: ClauseOutcome;
  conflict: ClauseConflictReason | null;
  /** 1-based position in the merged segment; null when the clause is not in it. */
  position: number | null;
  base: CompiledClause | null;
  mine: CompiledClause | null;
  theirs: CompiledClause | null;
}

export type FieldOutcome = 'unchanged' | 'changed_by_them' | 'changed_by_you' | 'changed_by_both' | 'conflict';

export interface FieldComparison {
  field: ConflictField;
  outcome: FieldOutcome;
  base: string;
  mine: string;
  theirs: string;
}

export interface WorkerListChanges {
  addedByYou: string[];
  removedByYou: string[];
  addedByThem: string[];
  removedByThem: string[];
}

export interface SegmentMerge {
  /** The user's edits re-applied onto the latest version; conflicts hold their working value. */
  values: SegmentFormValues;
  /** The latest version as form values, keys matched to the base's: the new base of the form. */
  latest: SegmentFormValues;
  conflicts: Conflict[];
  fields: FieldComparison[];
  clauses: ClauseComparison[];
  workers: { includedWorkerIds: WorkerListChanges; excludedWorkerIds: WorkerListChanges };
  /** Whether the user had changed anything at all since `base`. */
  hasEdits: boolean;
}

function mergeField(field: ConflictField, base: string, mine: string, theirs: string) {
  const same = sameField[field];
  let outcome: FieldOutcome;
  let value: string;
  if (same(mine, theirs)) {
    outcome = same(mine, base) ? 'unchanged' : 'changed_by_both';
    value = outcome === 'unchanged' ? theirs : mine;
  } else if (same(mine, base)) {
    outcome = 'changed_by_them';
    value = theirs;
  } else if (same(theirs, base)) {
    outcome = 'changed_by_you';
    value = mine;
  } else {
    outcome = 'conflict';
    value = mine;
  }
  return { comparison: { field, outcome, base, mine, theirs } satisfies FieldComparison, value };
}

function mergeWorkerList(base: readonly string[], mine: readonly string[], theirs: readonly string[]) {
  const baseSet = new Set(base);
  const mineSet = new Set(mine);
  const theirSet = new Set(theirs);
  const changes: WorkerListChanges = {
    addedByYou: mine.filter((id) => !baseSet.has(id)),
    removedByYou: base.filter((id) => !mineSet.has(id)),
    addedByThem: theirs.filter((id) => !baseSet.has(id)),
    removedByThem: base.filter((id) => !theirSet.has(id)),
  };
  const removedByYou = new Set(changes.removedByYou);
  const merged = [
    ...theirs.filter((id) => !removedByYou.has(id)),
    ...changes.addedByYou.filter((id) => !theirSet.has(id)),
  ];
  return { merged, changes };
}

const sameText = (a: string, b: string) => a.trim() === b.trim();
const sameValue = (a: string, b: string) => a === b;

/** How each field merged as one value compares: a name changed only in its spaces is the same name. */
const sameField: Record<ConflictField, (a: string, b: string) => boolean> = {
  name: sameText,
  scope: sameValue,
  match: sameValue,
};

/**
 * `latest` is what the service has now, or, when re-applying edits that were set aside, the
 * form's current values (whose clause keys are then kept).
 */
export function mergeSegment(
  base: SegmentFormValues,
  mine: SegmentFormValues,
  latest: SegmentContent | SegmentFormValues,
): SegmentMerge {
  const fields = conflictFields.map((field) => mergeField(field, base[field], mine[field], latest[field]));
  const clauses = mergeClauses(base, mine, latest);
  const included = mergeWorkerList(base.includedWorkerIds, mine.includedWorkerIds, latest.includedWorkerIds ?? []);
  const excluded = mergeWorkerList(base.excludedWorkerIds, mine.excludedWorkerIds, latest.excludedWorkerIds ?? []);

  const conflicts: Conflict[] = [];
  for (const { comparison } of fields) {
    if (comparison.outcome === 'conflict')
      conflicts.push({
        type: 'field',
        field: comparison.field,
        mine: comparison.mine,
        theirs: comparison.theirs,
      } as FieldConflict);
  }
  for (const { comparison } of clauses.entries) {
    if (comparison.conflict) {
      conflicts.push({
        type: 'clause',
        key: comparison.key,
        reason: comparison.conflict,
        mine: comparison.mine,
        theirs: comparison.theirs,
      });
    }
  }

  const hasEdits = !formValuesEqual({ ...mine, name: mine.name.trim() }, { ...base, name: base.name.trim() });

  const fieldValues = (pick: (merged: (typeof fields)[number]) => string) =>
    Object.fromEntries(fields.map((merged) => [merged.comparison.field, pick(merged)])) as Pick<
      SegmentFormValues,
      ConflictField
    >;
  return {
    values: {
      ...fieldValues((merged) => merged.value),
      clauses: clauses.values,
      includedWorkerIds: included.merged,
      excludedWorkerIds: excluded.merged,
    },
    latest: {
      ...fieldValues((merged) => merged.comparison.theirs),
      clauses: clauses.latestValues,
      includedWorkerIds: [...(latest.includedWorkerIds ?? [])],
      excludedWorkerIds: [...(latest.excludedWorkerIds ?? [])],
    },
    conflicts,
    fields: fields.map((merged) => merged.comparison),
    clauses: clauses.entries.map((entry) => entry.comparison),
    workers: { includedWorkerIds: included.changes, excludedWorkerIds: excluded.changes },
    hasEdits,
  };
}
