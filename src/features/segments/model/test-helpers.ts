import type { CompiledClause, OperandKind } from '../../../../contract';
import type { ConditionOperator } from '../../../../contract';
import { emptySegmentForm, toClauseValues, type ClauseValues, type SegmentFormValues } from './form-values';

/** `attr('department')`, `text('Sales')`: operands for tests. */
export const attr = (value: string) => ({ kind: 'worker_attribute' as OperandKind, value });
export const text = (value: string) => ({ kind: 'literal' as OperandKind, value });

/** `clause('department', 'equals', 'Sales')`: an attribute compared with text values. */
export function clause(attribute: string, operator: ConditionOperator, ...values: string[]): CompiledClause {
  return { left: attr(attribute), operator, values: values.map(text) };
}

export function keyed(key: string, compiled: CompiledClause): ClauseValues {
  return toClauseValues(compiled, key);
}

export function formWith(overrides: Partial<SegmentFormValues> = {}): SegmentFormValues {
  return { ...emptySegmentForm(), name: 'Sales team', clauses: [], ...overrides };
}
