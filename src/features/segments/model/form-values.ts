import * as z from 'zod/mini';
import {
  compiledClauseSchema,
  isListOperator,
  segmentMatchSchema,
  segmentScopeSchema,
  type CompiledClause,
  type ConditionOperand,
  type ConditionOperator,
  type OperandKind,
  type SegmentWrite,
} from '../../../../contract';

/**
 * The editor's values: the one place their shape is written. Their types, the drafts' check
 * (draft.ts) and the form's validation (validation.ts, the contract's rules on these fields)
 * derive from it. Each clause carries a `key` that stays the same while the user edits, moves
 * or re-applies it after a conflict: it is how the merge and the conflict markers name a
 * clause. Keys never reach the wire.
 *
 * A new field of a segment: add it here (and its value in `emptySegmentForm`), then say how a
 * colleague's change to it merges with the user's (merge.ts).
 */
export const segmentFormValuesSchema = z.object({
  name: z.string(),
  scope: segmentScopeSchema,
  match: segmentMatchSchema,
  clauses: z.array(z.object({ key: z.string(), ...compiledClauseSchema.shape })),
  includedWorkerIds: z.array(z.string()),
  excludedWorkerIds: z.array(z.string()),
});

export type SegmentFormValues = z.infer<typeof segmentFormValuesSchema>;
export type ClauseValues = SegmentFormValues['clauses'][number];
export type OperandValues = ClauseValues['left'];

/** The fields of the form, in the shape's order. */
const formFields = Object.keys(segmentFormValuesSchema.shape) as (keyof SegmentFormValues)[];

/** Whether a name is one of the form's own fields (`name`, `clauses`…), not a path inside one. */
export const isFormField = (name: string): name is keyof SegmentFormValues => (formFields as string[]).includes(name);

/** A segment as stored, whatever side it comes from (a read, a write, the form). */
export type SegmentContent = Pick<SegmentWrite, keyof SegmentFormValues>;

let keyCounter = 0;

/** A key unique within this tab, also unlikely to clash with keys of a restored draft. */
export function newClauseKey(): string {
  keyCounter += 1;
  return `c${Date.now().toString(36)}${keyCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const emptyOperand = (kind: OperandKind = 'literal'): OperandValues => ({ kind, value: '' });

export function emptyClause(): ClauseValues {
  return {
    key: newClauseKey(),
    left: emptyOperand('worker_attribute'),
    operator: 'equals',
    values: [emptyOperand()],
  };
}

export function emptySegmentForm(): SegmentFormValues {
  return {
    name: '',
    scope: 'rule_based',
    match: 'all',
    clauses: [emptyClause()],
    includedWorkerIds: [],
    excludedWorkerIds: [],
  };
}

const copyOperand = (operand: ConditionOperand): OperandValues => ({ kind: operand.kind, value: operand.value });

export function toClauseValues(clause: CompiledClause, key: string = newClauseKey()): ClauseValues {
  return {
    key,
    left: copyOperand(clause.left),
    operator: clause.operator,
    values: clause.values.map(copyOperand),
  };
}

export function toCompiledClause(clause: CompiledClause): CompiledClause {
  return { left: copyOperand(clause.left), operator: clause.operator, values: clause.values.map(copyOperand) };
}

/** Form values for a segment read from the service (or a write shape), with fresh clause keys. */
export function toFormValues(segment: SegmentContent): SegmentFormValues {
  const values = Object.fromEntries(
    formFields.map((field) => [field, structuredClone(segment[field])]),
  ) as SegmentFormValues;
  return {
    ...values,
    clauses: segment.clauses.map((clause) => toClauseValues(clause)),
    includedWorkerIds: [...(segment.includedWorkerIds ?? [])],
    excludedWorkerIds: [...(segment.excludedWorkerIds ?? [])],
  };
}

/** The write shape sent by create and replace: the whole segment, keys dropped, name trimmed. */
export function toSegmentWrite(values: SegmentFormValues): SegmentWrite {
  const copy = structuredClone(values);
  return { ...copy, name: copy.name.trim(), clauses: copy.clauses.map(toCompiledClause) };
}

/** The values as the service stores them after a save, keeping the clause keys. */
export function normalizeAfterSave(values: SegmentFormValues): SegmentFormValues {
  return { ...structuredClone(values), name: values.name.trim() };
}

export function duplicateClause(clause: ClauseValues): ClauseValues {
  return { ...toClauseValues(clause), key: newClauseKey() };
}

/**
 * The values a clause keeps when its operator changes: list operators drop empty values, single
 * operators get an empty value when there is none. Extra values are kept (and flagged by
 * validation) rather than silently dropped.
 */
export function valuesForOperator(operator: ConditionOperator, values: OperandValues[]): OperandValues[] {
  if (isListOperator(operator)) return values.filter((value) => value.value.trim() !== '');
  if (values.length === 0) return [emptyOperand()];
  return values;
}

export function operandsEqual(a: ConditionOperand, b: ConditionOperand): boolean {
  return a.kind === b.kind && a.value === b.value;
}

/** Whether two clauses select the same workers: same left side, operator and values in order. */
export function clausesEqual(a: CompiledClause, b: CompiledClause): boolean {
  return (
    operandsEqual(a.left, b.left) &&
    a.operator === b.operator &&
    a.values.length === b.values.length &&
    a.values.every((value, index) => operandsEqual(value, b.values[index]!))
  );
}

/** A string that is equal for equal clauses, for aligning lists of clauses. */
export function clauseSignature(clause: CompiledClause): string {
  return JSON.stringify([
    clause.left.kind,
    clause.left.value,
    clause.operator,
    clause.values.map((v) => [v.kind, v.value]),
  ]);
}

/** Whether two values of a field are the same: JSON data compared by content. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Whether two sets of values describe the same segment (clause keys ignored). */
export function formValuesEqual(a: SegmentFormValues, b: SegmentFormValues): boolean {
  return formFields.every((field) =>
    field === 'clauses'
      ? a.clauses.length === b.clauses.length &&
        a.clauses.every((clause, index) => clausesEqual(clause, b.clauses[index]!))
      : sameData(a[field], b[field]),
  );
}
