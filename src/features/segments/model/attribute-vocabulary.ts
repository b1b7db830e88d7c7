import { conditionOperators, type ConditionOperator } from '../../../../contract';
import { fieldOfPath, type PreviewField } from './evaluate-segment';

/** The reporting tree's fields in words, for the attribute picker; any other path can be typed. */
export const attributeChoices: readonly { path: PreviewField; label: string }[] = [
  { path: 'department', label: 'Department' },
  { path: 'jobTitle', label: 'Job title' },
  { path: 'lifecycleStage', label: 'Lifecycle stage' },
  { path: 'manager', label: 'Manager' },
  { path: 'name', label: 'Name' },
  { path: 'managerId', label: 'Manager id' },
  { path: 'id', label: 'Worker id' },
];

const equality: ConditionOperator[] = ['equals', 'not_equals', 'in', 'not_in'];
const text: ConditionOperator[] = [...equality, 'contains', 'starts_with', 'ends_with'];

const operatorsByField: Record<PreviewField, ConditionOperator[]> = {
  department: text,
  jobTitle: text,
  name: text,
  manager: text,
  lifecycleStage: equality,
  id: equality,
  managerId: equality,
};

/**
 * The operators that make sense for an attribute: the reporting tree's fields are text (and the
 * stage and ids are codes), so ordering is offered only for other paths. The current operator is
 * always kept in the list, so a saved clause never loses it.
 */
export function operatorsFor(attributePath: string | undefined, current: ConditionOperator): ConditionOperator[] {
  const field = fieldOfPath(attributePath ?? '');
  if (!field) return [...conditionOperators];
  const offered = operatorsByField[field];
  return conditionOperators.filter((operator) => offered.includes(operator) || operator === current);
}

/** Attribute choices whose words or path contain the typed text. */
export function matchingAttributes(typed: string) {
  const query = typed.trim().toLowerCase();
  if (!query) return attributeChoices;
  return attributeChoices.filter(
    (choice) => choice.label.toLowerCase().includes(query) || choice.path.toLowerCase().includes(query),
  );
}
