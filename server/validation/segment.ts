import {
  SEGMENT_NAME_MAX,
  SEGMENT_NAME_MIN,
  conditionOperators,
  isListOperator,
  operandKinds,
  segmentMatches,
  segmentScopes,
  type ApiErrorObject,
  type CompiledClause,
  type ConditionOperand,
  type ConditionOperator,
} from '../../contract';
import type { SegmentValues } from '../store/segments';

export const MAX_SEGMENT_CLAUSES = 500;
const referencePath = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export type SegmentValidation = { ok: true; values: SegmentValues } | { ok: false; errors: ApiErrorObject[] };

const invalid = (target: string | null, errorMessage: string): ApiErrorObject => ({
  errorCode: 'invalid_segment',
  errorMessage,
  target,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

function checkOperand(operand: unknown, target: string): ApiErrorObject | null {
  if (!isObject(operand)) return invalid(target, 'An operand must be an object with kind and value.');
  if (!oneOf(operandKinds, operand.kind)) {
    return invalid(`${target}.kind`, `kind must be one of ${operandKinds.join(', ')}.`);
  }
  if (typeof operand.value !== 'string') return invalid(`${target}.value`, 'value must be a string.');
  if (operand.value.trim() === '') return invalid(`${target}.value`, 'value must not be empty.');
  if (operand.kind !== 'literal' && !referencePath.test(operand.value)) {
    return invalid(`${target}.value`, 'A reference must be a dotted path such as department or manager.name.');
  }
  return null;
}

function checkClause(clause: unknown, target: string): ApiErrorObject | null {
  if (!isObject(clause)) return invalid(target, 'A clause must be an object with left, operator and values.');
  const leftError = checkOperand(clause.left, `${target}.left`);
  if (leftError) return leftError;
  if (!oneOf(conditionOperators, clause.operator)) {
    return invalid(`${target}.operator`, `operator must be one of ${conditionOperators.join(', ')}.`);
  }
  if (!Array.isArray(clause.values)) return invalid(`${target}.values`, 'values must be an array.');
  if (isListOperator(clause.operator)) {
    if (clause.values.length < 1) return invalid(`${target}.values`, `${clause.operator} needs one or more values.`);
  } else if (clause.values.length !== 1) {
    return invalid(`${target}.values`, `${clause.operator} needs exactly one value.`);
  }
  for (const [index, value] of clause.values.entries()) {
    const error = checkOperand(value, `${target}.values.${index}`);
    if (error) return error;
  }
  return null;
}

function checkClauses(clauses: unknown, scope: unknown): ApiErrorObject | null {
  if (!Array.isArray(clauses)) return invalid('clauses', 'clauses must be an array.');
  if (clauses.length > MAX_SEGMENT_CLAUSES) {
    return invalid('clauses', `A segment can have at most ${MAX_SEGMENT_CLAUSES} clauses.`);
  }
  if (scope === 'rule_based' && clauses.length === 0) {
    return invalid('clauses', 'A rule-based segment needs at least one clause.');
  }
  for (const [index, clause] of clauses.entries()) {
    const error = checkClause(clause, `clauses.${index}`);
    if (error) return error;
  }
  return null;
}

function checkWorkerIds(ids: unknown, field: string, others: ReadonlySet<string>, otherField: string) {
  if (ids === undefined || ids === null) return null;
  if (!Array.isArray(ids)) return invalid(field, `${field} must be an array of worker ids or null.`);
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    const target = `${field}.${index}`;
    if (typeof id !== 'string' || id.trim() === '') return invalid(target, 'A worker id must be a non-empty string.');
    if (seen.has(id)) return invalid(target, `Worker ${id} is listed twice.`);
    if (others.has(id)) return invalid(target, `Worker ${id} cannot be both included (${otherField}) and excluded.`);
    seen.add(id);
  }
  return null;
}

const stringIds = (ids: unknown): string[] =>
  Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];

/**
 * Validates a segment write (the whole segment, spec 2.2). Reports the first error of each
 * top-level field, so a form can mark every wrong field at once.
 */
export function validateSegmentWrite(body: unknown): SegmentValidation {
  if (!isObject(body)) return { ok: false, errors: [invalid(null, 'The body must be a segment object.')] };
  const errors: ApiErrorObject[] = [];
  const { name, scope, match, clauses, includedWorkerIds, excludedWorkerIds } = body;

  if (typeof name !== 'string') {
    errors.push(invalid('name', 'name is required and must be a string.'));
  } else {
    const length = [...name.trim()].length;
    if (length < SEGMENT_NAME_MIN || length > SEGMENT_NAME_MAX) {
      errors.push(invalid('name', `name must be ${SEGMENT_NAME_MIN} to ${SEGMENT_NAME_MAX} characters long.`));
    }
  }
  if (!oneOf(segmentScopes, scope)) errors.push(invalid('scope', `scope must be one of ${segmentScopes.join(', ')}.`));
  if (!oneOf(segmentMatches, match))
    errors.push(invalid('match', `match must be one of ${segmentMatches.join(', ')}.`));
  const clauseError = checkClauses(clauses, scope);
  if (clauseError) errors.push(clauseError);
  const included = checkWorkerIds(includedWorkerIds, 'includedWorkerIds', new Set(), 'excludedWorkerIds');
  if (included) errors.push(included);
  const excluded = checkWorkerIds(
    excludedWorkerIds,
    'excludedWorkerIds',
    new Set(stringIds(includedWorkerIds)),
    'includedWorkerIds',
  );
  if (excluded) errors.push(excluded);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name: (name as string).trim(),
      scope: scope as SegmentValues['scope'],
      match: match as SegmentValues['match'],
      clauses: (clauses as CompiledClause[]).map((clause) => ({
        left: operandOf(clause.left),
        operator: clause.operator as ConditionOperator,
        values: clause.values.map(operandOf),
      })),
      includedWorkerIds: stringIds(includedWorkerIds),
      excludedWorkerIds: stringIds(excludedWorkerIds),
    },
  };
}

/** Keeps only the operand's own fields (extra keys in the body are not stored). */
const operandOf = (operand: ConditionOperand): ConditionOperand => ({ kind: operand.kind, value: operand.value });

/** Errors for worker ids that name nobody in the workspace (first per field). */
export function missingWorkerErrors(values: SegmentValues, existing: ReadonlySet<string>): ApiErrorObject[] {
  const errors: ApiErrorObject[] = [];
  for (const field of ['includedWorkerIds', 'excludedWorkerIds'] as const) {
    const index = values[field].findIndex((id) => !existing.has(id));
    if (index >= 0) {
      errors.push({
        errorCode: 'segment_worker_missing',
        errorMessage: `No worker with id ${values[field][index]} exists in this workspace.`,
        target: `${field}.${index}`,
      });
    }
  }
  return errors;
}
