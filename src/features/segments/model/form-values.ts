import type {
  CompiledClause,
  ConditionOperand,
  ConditionOperator,
  OperandKind,
  SegmentMatch,
  SegmentScope,
  SegmentWrite,
} from '../../../../contract';
import { isListOperator } from '../../../../contract';

/**
 * The editor's values. Each clause carries a `key` that stays the same while the user edits,
 * moves or re-applies it after a conflict: it is how the merge and the conflict markers name a
 * clause. Keys never reach the wire.
 */
export interface OperandValues {
  kind: OperandKind;
  value: string;
}

export interface ClauseValues {
  key: string;
  left: OperandValues;
  operator: ConditionOperator;
  values: OperandValues[];
}

export interface SegmentFormValues {
  name: string;
  scope: SegmentScope;
  match: SegmentMatch;
  clauses: ClauseValues[];
  includedWorkerIds: string[];
  excludedWorkerIds: string[];
}

/** A segment as stored, whatever side it comes from (a read, a write, the form). */
export type SegmentContent = Pick<
  SegmentWrite,
  'name' | 'scope' | 'match' | 'clauses' | 'includedWorkerIds' | 'excludedWorkerIds'
>;

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
  return {
    name: segment.name,
    scope: segment.scope,
    match: segment.match,
    clauses: segment.clauses.map((clause) => toClauseValues(clause)),
    includedWorkerIds: [...(segment.includedWorkerIds ?? [])],
    excludedWorkerIds: [...(segment.excludedWorkerIds ?? [])],
  };
}

/** The write shape sent by create and replace: the whole segment, keys dropped, name trimmed. */
export function toSegmentWrite(values: SegmentFormValues): SegmentWrite {
  return {
    name: values.name.trim(),
    scope: values.scope,
    match: values.match,
    clauses: values.clauses.map(toCompiledClause),
    includedWorkerIds: [...values.includedWorkerIds],
    excludedWorkerIds: [...values.excludedWorkerIds],
  };
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

const listsEqual = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether two sets of values describe the same segment (clause keys ignored). */
export function formValuesEqual(a: SegmentFormValues, b: SegmentFormValues): boolean {
  return (
    a.name === b.name &&
    a.scope === b.scope &&
    a.match === b.match &&
    a.clauses.length === b.clauses.length &&
    a.clauses.every((clause, index) => clausesEqual(clause, b.clauses[index]!)) &&
    listsEqual(a.includedWorkerIds, b.includedWorkerIds) &&
    listsEqual(a.excludedWorkerIds, b.excludedWorkerIds)
  );
}
