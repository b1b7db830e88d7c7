import * as z from 'zod/mini';

/** Spec 2.2. */
export const SEGMENT_NAME_MIN = 4;
export const SEGMENT_NAME_MAX = 200;

export const segmentScopes = ['rule_based', 'manual'] as const;
export const segmentMatches = ['all', 'any'] as const;
export const operandKinds = ['literal', 'worker_attribute', 'target_field'] as const;
export const conditionOperators = [
  'equals',
  'not_equals',
  'greater_than',
  'less_than',
  'greater_than_or_equal',
  'less_than_or_equal',
  'in',
  'not_in',
  'contains',
  'starts_with',
  'ends_with',
] as const;
/** Operators that take a list of one or more values; every other operator takes exactly one. */
export const listOperators = ['in', 'not_in'] as const;

export const segmentScopeSchema = z.enum(segmentScopes);
export const segmentMatchSchema = z.enum(segmentMatches);
export const operandKindSchema = z.enum(operandKinds);
export const conditionOperatorSchema = z.enum(conditionOperators);
export type SegmentScope = z.infer<typeof segmentScopeSchema>;
export type SegmentMatch = z.infer<typeof segmentMatchSchema>;
export type OperandKind = z.infer<typeof operandKindSchema>;
export type ConditionOperator = z.infer<typeof conditionOperatorSchema>;

export function isListOperator(op: ConditionOperator): boolean {
  return (listOperators as readonly string[]).includes(op);
}

export const conditionOperandSchema = z.object({
  kind: operandKindSchema,
  value: z.string(),
});
export type ConditionOperand = z.infer<typeof conditionOperandSchema>;

export const compiledClauseSchema = z.object({
  left: conditionOperandSchema,
  operator: conditionOperatorSchema,
  values: z.array(conditionOperandSchema),
});
export type CompiledClause = z.infer<typeof compiledClauseSchema>;

/** Operators as people say them: the clause builder, the readable sentence and the rules' messages. */
export const conditionOperatorLabels: Record<ConditionOperator, string> = {
  equals: 'equals',
  not_equals: 'does not equal',
  greater_than: 'is greater than',
  less_than: 'is less than',
  greater_than_or_equal: 'is at least',
  less_than_or_equal: 'is at most',
  in: 'is one of',
  not_in: 'is not one of',
  contains: 'contains',
  starts_with: 'starts with',
  ends_with: 'ends with',
};
