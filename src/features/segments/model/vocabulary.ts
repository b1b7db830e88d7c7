import { conditionOperatorLabels, type OperandKind, type SegmentMatch, type SegmentScope } from '../../../../contract';

/** Operators as the clause builder, the readable sentence and the rules' messages say them. */
export const operatorLabels = conditionOperatorLabels;

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
