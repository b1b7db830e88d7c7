import {
  conditionOperatorLabels,
  conditionOperators,
  type ConditionOperator,
  type OperandKind,
  type SegmentMatch,
  type SegmentScope,
} from '../../../../contract';
import { fieldOfPath, type RuleField } from '../../../lib/segment-rules/fields';

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

const equality = ['equals', 'not_equals', 'in', 'not_in'] as const satisfies readonly ConditionOperator[];
const text = [...equality, 'contains', 'starts_with', 'ends_with'] as const satisfies readonly ConditionOperator[];

/**
 * The worker attributes the console knows: each field the rule evaluator reads
 * (lib/segment-rules/fields.ts, the reporting tree's fields) in words, in the order the attribute
 * picker offers them, with the operators that make sense for it (text, or equality only for
 * codes). The one list of their names: the attribute picker, the attributes offered for a value
 * and the operator list all read it. Any other dotted path can still be typed.
 */
export const workerAttributes = [
  { path: 'department', label: 'Department', operators: text },
  { path: 'jobTitle', label: 'Job title', operators: text },
  { path: 'lifecycleStage', label: 'Lifecycle stage', operators: equality },
  { path: 'manager', label: 'Manager', operators: text },
  { path: 'name', label: 'Name', operators: text },
  { path: 'managerId', label: 'Manager id', operators: equality },
  { path: 'id', label: 'Worker id', operators: equality },
] as const satisfies readonly { path: RuleField; label: string; operators: readonly ConditionOperator[] }[];

const attributeByPath = new Map<string, (typeof workerAttributes)[number]>(
  workerAttributes.map((attribute) => [attribute.path, attribute]),
);

/** The attribute a path names (`department`, `worker.department`), or null for any other path. */
export { fieldOfPath };

/**
 * The operators that make sense for an attribute: the reporting tree's fields are text (and the
 * stage and ids are codes), so ordering is offered only for other paths. The current operator is
 * always kept in the list, so a saved clause never loses it.
 */
export function operatorsFor(attributePath: string | undefined, current: ConditionOperator): ConditionOperator[] {
  const field = fieldOfPath(attributePath ?? '');
  if (!field) return [...conditionOperators];
  const offered: readonly ConditionOperator[] = attributeByPath.get(field)!.operators;
  return conditionOperators.filter((operator) => offered.includes(operator) || operator === current);
}

/** Attributes whose words or path contain the typed text, in the picker's order. */
export function matchingAttributes(typed: string) {
  const query = typed.trim().toLowerCase();
  if (!query) return workerAttributes;
  return workerAttributes.filter(
    (choice) => choice.label.toLowerCase().includes(query) || choice.path.toLowerCase().includes(query),
  );
}
