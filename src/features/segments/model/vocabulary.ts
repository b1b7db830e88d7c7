import { conditionOperators, type ConditionOperator, type OperandKind, type SegmentScope } from '../../../../contract';
import { defineMessages, translate, type MessageDescriptor } from '../../../lib/i18n';
import { fieldOfPath, type RuleField } from '../../../lib/segment-rules/fields';
import type { Words } from './words';

export { matchLabels, scopeLabels } from './list-vocabulary';

const messages = defineMessages({
  equals: { id: 'segments.operator.equals', defaultMessage: 'equals' },
  not_equals: { id: 'segments.operator.notEquals', defaultMessage: 'does not equal' },
  greater_than: { id: 'segments.operator.greaterThan', defaultMessage: 'is greater than' },
  less_than: { id: 'segments.operator.lessThan', defaultMessage: 'is less than' },
  greater_than_or_equal: { id: 'segments.operator.atLeast', defaultMessage: 'is at least' },
  less_than_or_equal: { id: 'segments.operator.atMost', defaultMessage: 'is at most' },
  in: { id: 'segments.operator.in', defaultMessage: 'is one of' },
  not_in: { id: 'segments.operator.notIn', defaultMessage: 'is not one of' },
  contains: { id: 'segments.operator.contains', defaultMessage: 'contains' },
  starts_with: { id: 'segments.operator.startsWith', defaultMessage: 'starts with' },
  ends_with: { id: 'segments.operator.endsWith', defaultMessage: 'ends with' },
  literal: { id: 'segments.operandKind.literal', defaultMessage: 'Text' },
  worker_attribute: { id: 'segments.operandKind.attribute', defaultMessage: 'Attribute' },
  target_field: { id: 'segments.operandKind.targetField', defaultMessage: 'Target field' },
  ruleBasedDescription: {
    id: 'segments.scope.ruleBasedDescription',
    defaultMessage: 'Members are the workers the clauses select, adjusted by the lists below.',
  },
  manualDescription: {
    id: 'segments.scope.manualDescription',
    defaultMessage: 'Members are the workers listed below; clauses are not used.',
  },
  department: { id: 'segments.attribute.department', defaultMessage: 'Department' },
  jobTitle: { id: 'segments.attribute.jobTitle', defaultMessage: 'Job title' },
  lifecycleStage: { id: 'segments.attribute.lifecycleStage', defaultMessage: 'Lifecycle stage' },
  manager: { id: 'segments.attribute.manager', defaultMessage: 'Manager' },
  name: { id: 'segments.attribute.name', defaultMessage: 'Name' },
  managerId: { id: 'segments.attribute.managerId', defaultMessage: 'Manager id' },
  id: { id: 'segments.attribute.id', defaultMessage: 'Worker id' },
});

/** Operators as the clause builder says them (the clause's sentence: `describeClause`). */
export const operatorLabels: Record<ConditionOperator, MessageDescriptor> = {
  equals: messages.equals,
  not_equals: messages.not_equals,
  greater_than: messages.greater_than,
  less_than: messages.less_than,
  greater_than_or_equal: messages.greater_than_or_equal,
  less_than_or_equal: messages.less_than_or_equal,
  in: messages.in,
  not_in: messages.not_in,
  contains: messages.contains,
  starts_with: messages.starts_with,
  ends_with: messages.ends_with,
};

export const operandKindLabels: Record<OperandKind, MessageDescriptor> = {
  literal: messages.literal,
  worker_attribute: messages.worker_attribute,
  target_field: messages.target_field,
};

export const scopeDescriptions: Record<SegmentScope, MessageDescriptor> = {
  rule_based: messages.ruleBasedDescription,
  manual: messages.manualDescription,
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
  { path: 'department', label: 'Department', message: messages.department, operators: text },
  { path: 'jobTitle', label: 'Job title', message: messages.jobTitle, operators: text },
  { path: 'lifecycleStage', label: 'Lifecycle stage', message: messages.lifecycleStage, operators: equality },
  { path: 'manager', label: 'Manager', message: messages.manager, operators: text },
  { path: 'name', label: 'Name', message: messages.name, operators: text },
  { path: 'managerId', label: 'Manager id', message: messages.managerId, operators: equality },
  { path: 'id', label: 'Worker id', message: messages.id, operators: equality },
] as const satisfies readonly {
  path: RuleField;
  /** In English, the attribute's `message` as written in the code. */
  label: string;
  message: MessageDescriptor;
  operators: readonly ConditionOperator[];
}[];

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

/** Attributes whose words (in the language shown) or path contain the typed text, in the picker's order. */
export function matchingAttributes(typed: string, say: Words = translate) {
  const query = typed.trim().toLowerCase();
  if (!query) return workerAttributes;
  return workerAttributes.filter(
    (choice) => say(choice.message).toLowerCase().includes(query) || choice.path.toLowerCase().includes(query),
  );
}
