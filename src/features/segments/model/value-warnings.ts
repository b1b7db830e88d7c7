import type { CompiledClause } from '../../../../contract';
import { closestValues } from './closest-values';
import type { PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import { fieldOfPath } from '../../../lib/segment-rules/fields';

export interface UnknownValue {
  /** The index of the value in the clause. */
  index: number;
  value: string;
  /** The closest values some worker has, most likely first. */
  suggestions: string[];
}

const checkedOperators = new Set(['equals', 'not_equals', 'in', 'not_in']);

/** Literal values of an equality clause that no worker has in the clause's field. */
export function unknownValues(columns: PreviewColumns, clause: CompiledClause): UnknownValue[] {
  if (clause.left.kind !== 'worker_attribute' || !checkedOperators.has(clause.operator)) return [];
  const field = fieldOfPath(clause.left.value);
  if (!field || columns.size === 0) return [];
  const unknown: UnknownValue[] = [];
  clause.values.forEach((operand, index) => {
    if (operand.kind !== 'literal' || operand.value.trim() === '' || columns.has(field, operand.value)) return;
    unknown.push({
      index,
      value: operand.value.trim(),
      suggestions: closestValues(operand.value, columns.valueCounts(field)),
    });
  });
  return unknown;
}
