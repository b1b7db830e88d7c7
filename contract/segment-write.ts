/**
 * The rules of a segment write (create and replace), checked by the reference API and by the editor
 * before sending. Apart from the segment's shapes (segments.ts): the pages that only read segments,
 * the first page among them, do without them.
 */
import * as z from 'zod/mini';
import {
  conditionOperatorLabels,
  conditionOperators,
  isListOperator,
  operandKinds,
  SEGMENT_NAME_MAX,
  SEGMENT_NAME_MIN,
  segmentMatches,
  segmentScopes,
  type ConditionOperator,
  type OperandKind,
} from './segments';

/** ASSUMPTION: the reference API's limit on clauses per segment (the spec states none). */
export const MAX_SEGMENT_CLAUSES = 500;
/** What a worker attribute or target field reference must look like: a dotted path. */
export const REFERENCE_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Name length as the rules count it: characters (code points), after trimming. */
export const segmentNameLength = (name: string) => [...name.trim()].length;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name, trimmed, 4 to 200 characters. */
export const segmentNameRule = z.string({ error: 'name is required and must be a string.' }).check(
  z.trim(),
  z.superRefine((name, context) => {
    const length = segmentNameLength(name);
    if (length === 0) context.addIssue({ code: 'custom', message: 'Enter a name.', input: name });
    else if (length < SEGMENT_NAME_MIN)
      context.addIssue({
        code: 'custom',
        message: `The name needs at least ${SEGMENT_NAME_MIN} characters (it has ${length}).`,
        input: name,
      });
    else if (length > SEGMENT_NAME_MAX)
      context.addIssue({
        code: 'custom',
        message: `The name can have at most ${SEGMENT_NAME_MAX} characters (it has ${length}).`,
        input: name,
      });
  }),
);

const blankOperandMessages = {
  left: {
    literal: 'Enter the text to compare.',
    worker_attribute: 'Choose or type a worker attribute.',
    target_field: 'Type a target field.',
  },
  value: {
    literal: 'Enter a value.',
    worker_attribute: 'Choose or type a worker attribute.',
    target_field: 'Type a target field.',
  },
} satisfies Record<'left' | 'value', Record<OperandKind, string>>;

/** An operand that says something: a non-blank value, and a dotted path for references. */
const operandRule = (side: 'left' | 'value') =>
  z
    .object(
      {
        kind: z.enum(operandKinds, { error: `kind must be one of ${operandKinds.join(', ')}.` }),
        value: z.string({ error: 'value must be a string.' }),
      },
      { error: 'An operand must be an object with kind and value.' },
    )
    .check(
      z.superRefine((operand, context) => {
        if (operand.value.trim() === '') {
          context.addIssue({
            code: 'custom',
            path: ['value'],
            message: blankOperandMessages[side][operand.kind],
            input: operand.value,
          });
        } else if (operand.kind !== 'literal' && !REFERENCE_PATH.test(operand.value)) {
          context.addIssue({
            code: 'custom',
            path: ['value'],
            message:
              'Use a field path such as department or manager.name: letters, digits and underscores, separated by dots.',
            input: operand.value,
          });
        }
      }),
    );

/** The pieces of a clause, for forms whose clauses carry more fields (see `clauseValueCountRule`). */
export const clauseRuleShape = {
  left: operandRule('left'),
  operator: z.enum(conditionOperators, { error: `operator must be one of ${conditionOperators.join(', ')}.` }),
  values: z.array(operandRule('value'), { error: 'values must be an array.' }),
};

/** List operators take one or more values, every other operator exactly one. */
export function clauseValueCountRule(
  clause: { operator: ConditionOperator; values: readonly unknown[] },
  context: z.core.$RefinementCtx,
) {
  const label = `“${conditionOperatorLabels[clause.operator]}”`;
  const count = clause.values.length;
  let message: string | null = null;
  if (isListOperator(clause.operator)) {
    if (count === 0) message = `${label} needs at least one value.`;
  } else if (count === 0) message = `${label} needs a value.`;
  else if (count > 1) message = `${label} takes exactly one value: remove the others, or choose “is one of”.`;
  if (message) context.addIssue({ code: 'custom', path: ['values'], message, input: clause.values });
}

export const clauseRule = z
  .object(clauseRuleShape, { error: 'A clause must be an object with left, operator and values.' })
  .check(z.superRefine(clauseValueCountRule));

const clauseCountRule = (clauses: unknown, scope: unknown, context: z.core.$RefinementCtx) => {
  if (!Array.isArray(clauses)) return;
  if (clauses.length > MAX_SEGMENT_CLAUSES) {
    context.addIssue({
      code: 'custom',
      path: ['clauses'],
      message: `A segment can have at most ${MAX_SEGMENT_CLAUSES} clauses (this one has ${clauses.length}).`,
      input: clauses,
    });
  } else if (scope === 'rule_based' && clauses.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['clauses'],
      message: 'Add at least one clause: a rule-based segment selects workers by its clauses.',
      input: clauses,
    });
  }
};

/**
 * Each worker at most once per list, and never in both lists. `pathOf` places each issue: the
 * wire names the repeated entry (`excludedWorkerIds.1`), a form may name the whole list.
 */
export const workerListsRule =
  (pathOf: (field: WorkerListField, index: number) => PropertyKey[] = (field, index) => [field, index]) =>
  (included: unknown, excluded: unknown, context: z.core.$RefinementCtx) => {
    const includedIds = new Set<string>();
    const lists: [WorkerListField, unknown][] = [
      ['includedWorkerIds', included],
      ['excludedWorkerIds', excluded],
    ];
    for (const [field, ids] of lists) {
      if (!Array.isArray(ids)) continue;
      const seen = new Set<string>();
      ids.forEach((id: unknown, index) => {
        if (typeof id !== 'string') return;
        const issue = (message: string) =>
          context.addIssue({ code: 'custom', path: pathOf(field, index), message, input: id });
        if (id.trim() === '') issue('A worker id cannot be empty.');
        else if (seen.has(id)) issue(`Listed more than once: ${id}.`);
        else if (field === 'excludedWorkerIds' && includedIds.has(id))
          issue(`Also in the included workers: ${id}. A worker can be included or excluded, not both.`);
        seen.add(id);
        if (field === 'includedWorkerIds') includedIds.add(id);
      });
    }
  };
type WorkerListField = 'includedWorkerIds' | 'excludedWorkerIds';

const workerIdsRule = (field: string) =>
  z.optional(
    z.nullable(
      z.array(z.string({ error: 'A worker id must be a string.' }), {
        error: `${field} must be an array of worker ids or null.`,
      }),
    ),
  );

/** The pieces of a segment write, for forms whose values carry more fields (see `segmentWriteRules`). */
export const segmentWriteShape = {
  name: segmentNameRule,
  scope: z.enum(segmentScopes, { error: `scope must be one of ${segmentScopes.join(', ')}.` }),
  match: z.enum(segmentMatches, { error: `match must be one of ${segmentMatches.join(', ')}.` }),
  clauses: z.array(clauseRule, { error: 'clauses must be an array.' }),
  includedWorkerIds: workerIdsRule('includedWorkerIds'),
  excludedWorkerIds: workerIdsRule('excludedWorkerIds'),
};

/**
 * The rules that span fields: the number of clauses and the worker lists. Applied with
 * `acrossFieldsWhen`, they run even when another field is wrong, so every wrong field is reported.
 */
export const segmentAcrossFieldsRule =
  (workerPathOf?: Parameters<typeof workerListsRule>[0]) => (segment: unknown, context: z.core.$RefinementCtx) => {
    if (!isRecord(segment)) return;
    clauseCountRule(segment.clauses, segment.scope, context);
    workerListsRule(workerPathOf)(segment.includedWorkerIds, segment.excludedWorkerIds, context);
  };
export const acrossFieldsWhen = { when: (payload: { value: unknown }) => isRecord(payload.value) };

/**
 * `UpdateSegmentRequest`: the write shape sent by PUT /segments/{id} (and the assumed create),
 * with the rules the reference API applies. Each issue's path names the field it is about.
 */
export const segmentWriteSchema = z
  .object(segmentWriteShape, { error: 'The body must be a segment object.' })
  .check(z.superRefine(segmentAcrossFieldsRule(), acrossFieldsWhen));
export type SegmentWrite = z.infer<typeof segmentWriteSchema>;
