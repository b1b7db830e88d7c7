import type { ConditionOperator, OperandKind, SegmentMatch, SegmentScope } from '../../../../contract';

/** Operators as the clause builder and the readable sentence say them. */
export const operatorLabels: Record<ConditionOperator, string> = {
  equals: 'equals',
  not_equals: 'does not equal',
  greater_than: 'is greater than',
  less_than: 'is less than',
  greater_than_or_equal: 'is greater than or equal to',
  less_than_or_equal: 'is less than or equal to',
  in: 'is one of',
  not_in: 'is not one of',
  contains: 'contains',
  starts_with: 'starts with',
  ends_with: 'ends with',
};

export const operandKindLabels: Record<OperandKind, string> = {
  literal: 'Text',
  worker_attribute: 'Attribute',
  target_field: 'Target field',
};

export const scopeLabels: Record<SegmentScope, string> = {
  rule_based: 'Rule-based',
  manual: 'Manual',
};

export const scopeDescriptions: Record<SegmentScope, string> = {
  rule_based: 'Members are the workers the clauses select, adjusted by the lists below.',
  manual: 'Members are the workers listed below; clauses are not used.',
};

export const matchLabels: Record<SegmentMatch, string> = {
  all: 'All clauses',
  any: 'Any clause',
};

/**
 * Worker attributes offered for `worker_attribute` operands (the fields of a worker the spec
 * shows); any other dotted path can be typed.
 */
export const knownWorkerAttributes = [
  { path: 'id', label: 'Worker id' },
  { path: 'name', label: 'Name' },
  { path: 'jobTitle', label: 'Job title' },
  { path: 'department', label: 'Department' },
  { path: 'managerId', label: 'Manager id' },
  { path: 'manager', label: 'Manager name' },
  { path: 'lifecycleStage', label: 'Lifecycle stage' },
] as const;
