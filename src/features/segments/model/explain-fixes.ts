import type { ClauseValues, SegmentFormValues } from './form-values';
import { normalizeText } from '../../../lib/segment-rules/evaluate-segment';

/**
 * Fixes offered by an explanation, as new form values (unsaved: undo is the form's own). Each is
 * a pure change of the values the form holds.
 */

/** Includes a worker by name: on the included list, off the excluded one. */
export function includeWorker(
  values: SegmentFormValues,
  id: string,
): Pick<SegmentFormValues, 'includedWorkerIds' | 'excludedWorkerIds'> {
  return {
    includedWorkerIds: values.includedWorkerIds.includes(id)
      ? values.includedWorkerIds
      : [...values.includedWorkerIds, id],
    excludedWorkerIds: values.excludedWorkerIds.filter((other) => other !== id),
  };
}

/** Excludes a worker by name: on the excluded list, off the included one. */
export function excludeWorker(
  values: SegmentFormValues,
  id: string,
): Pick<SegmentFormValues, 'includedWorkerIds' | 'excludedWorkerIds'> {
  return {
    includedWorkerIds: values.includedWorkerIds.filter((other) => other !== id),
    excludedWorkerIds: values.excludedWorkerIds.includes(id)
      ? values.excludedWorkerIds
      : [...values.excludedWorkerIds, id],
  };
}

/**
 * The clause allowing one more value: `equals X` becomes `is one of (X, value)`, `is one of` gets
 * the value added; null when the clause is neither, or already allows it.
 */
export function allowValue(clause: ClauseValues, value: string): ClauseValues | null {
  if (clause.operator !== 'equals' && clause.operator !== 'in') return null;
  if (clause.values.some((operand) => operand.kind !== 'literal')) return null;
  if (clause.values.some((operand) => normalizeText(operand.value) === normalizeText(value))) return null;
  const kept = clause.values.filter((operand) => operand.value.trim() !== '');
  return { ...clause, operator: 'in', values: [...kept, { kind: 'literal', value }] };
}
