import { z } from 'zod';
import {
  SEGMENT_NAME_MAX,
  SEGMENT_NAME_MIN,
  conditionOperatorSchema,
  isListOperator,
  operandKindSchema,
  segmentMatchSchema,
  segmentScopeSchema,
} from '../../../../contract';
import type { OperandValues, SegmentFormValues } from './form-values';
import { operatorLabels } from './vocabulary';

/** The reference API's limit on clauses per segment (not stated by the spec). */
export const MAX_CLAUSES = 500;

/** What a worker attribute or target field reference must look like: a dotted path. */
const REFERENCE_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export interface FormIssue {
  path: (string | number)[];
  message: string;
}

/** Name length as the service counts it: characters, after trimming. */
export const nameLength = (name: string) => [...name.trim()].length;

function nameIssue(name: string): string | null {
  const length = nameLength(name);
  if (length === 0) return 'Enter a name.';
  if (length < SEGMENT_NAME_MIN) return `The name needs at least ${SEGMENT_NAME_MIN} characters (it has ${length}).`;
  if (length > SEGMENT_NAME_MAX) return `The name can have at most ${SEGMENT_NAME_MAX} characters (it has ${length}).`;
  return null;
}

function operandIssue(operand: OperandValues, side: 'left' | 'value'): string | null {
  if (operand.value.trim() === '') {
    if (operand.kind === 'literal') return side === 'left' ? 'Enter the text to compare.' : 'Enter a value.';
    return operand.kind === 'worker_attribute' ? 'Choose or type a worker attribute.' : 'Type a target field.';
  }
  if (operand.kind !== 'literal' && !REFERENCE_PATH.test(operand.value)) {
    return 'Use a field path such as department or manager.name: letters, digits and underscores, separated by dots.';
  }
  return null;
}

function listIssues(values: SegmentFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const field of ['includedWorkerIds', 'excludedWorkerIds'] as const) {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const id of values[field]) (seen.has(id) ? twice : seen).add(id);
    const blank = values[field].some((id) => id.trim() === '');
    if (blank) issues.push({ path: [field], message: 'A worker id cannot be empty.' });
    else if (twice.size > 0)
      issues.push({ path: [field], message: `Listed more than once: ${[...twice].join(', ')}.` });
  }
  const included = new Set(values.includedWorkerIds);
  const both = [...new Set(values.excludedWorkerIds.filter((id) => included.has(id)))];
  if (both.length > 0 && !issues.some((issue) => issue.path[0] === 'excludedWorkerIds')) {
    issues.push({
      path: ['excludedWorkerIds'],
      message: `Also in the included workers: ${both.join(', ')}. A worker can be included or excluded, not both.`,
    });
  }
  return issues;
}

/** The service's rules for a segment, checked before sending; each issue names its form field. */
export function validateSegmentForm(values: SegmentFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const name = nameIssue(values.name);
  if (name) issues.push({ path: ['name'], message: name });

  if (values.scope === 'rule_based' && values.clauses.length === 0) {
    issues.push({
      path: ['clauses'],
      message: 'Add at least one clause: a rule-based segment selects workers by its clauses.',
    });
  }
  if (values.clauses.length > MAX_CLAUSES) {
    issues.push({
      path: ['clauses'],
      message: `A segment can have at most ${MAX_CLAUSES} clauses (this one has ${values.clauses.length}).`,
    });
  }
  values.clauses.forEach((clause, index) => {
    const left = operandIssue(clause.left, 'left');
    if (left) issues.push({ path: ['clauses', index, 'left', 'value'], message: left });
    const operator = operatorLabels[clause.operator];
    if (isListOperator(clause.operator)) {
      if (clause.values.length === 0) {
        issues.push({ path: ['clauses', index, 'values'], message: `“${operator}” needs at least one value.` });
      }
    } else if (clause.values.length !== 1) {
      issues.push({
        path: ['clauses', index, 'values'],
        message:
          clause.values.length === 0
            ? `“${operator}” needs a value.`
            : `“${operator}” takes exactly one value: remove the others, or choose “is one of”.`,
      });
    }
    clause.values.forEach((value, valueIndex) => {
      const issue = operandIssue(value, 'value');
      if (issue) issues.push({ path: ['clauses', index, 'values', valueIndex, 'value'], message: issue });
    });
  });
  return [...issues, ...listIssues(values)];
}

const operandSchema = z.object({ kind: operandKindSchema, value: z.string() });

/** The editor's schema for react-hook-form: the contract's shapes, plus the service's rules. */
export const segmentFormSchema = z
  .object({
    name: z.string(),
    scope: segmentScopeSchema,
    match: segmentMatchSchema,
    clauses: z.array(
      z.object({
        key: z.string(),
        left: operandSchema,
        operator: conditionOperatorSchema,
        values: z.array(operandSchema),
      }),
    ),
    includedWorkerIds: z.array(z.string()),
    excludedWorkerIds: z.array(z.string()),
  })
  .superRefine((values, context) => {
    for (const issue of validateSegmentForm(values)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
