import type { CompiledClause, ConditionOperand } from '../../../../contract';
import { isListOperator } from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import type { SegmentContent } from './form-values';
import type { Words } from './words';

const messages = defineMessages({
  empty: { id: 'segments.sentence.empty', defaultMessage: '(empty)', description: 'A value left blank' },
  targetField: { id: 'segments.sentence.targetField', defaultMessage: 'target field {field}' },
  quoted: { id: 'segments.sentence.quoted', defaultMessage: '“{text}”', description: 'Text that could be misread' },
  unfinished: { id: 'segments.sentence.unfinished', defaultMessage: 'This clause is not finished' },
  clause: {
    id: 'segments.sentence.clause',
    defaultMessage:
      '{operator, select, equals {{left} equals {value}} not_equals {{left} does not equal {value}} greater_than {{left} is greater than {value}} less_than {{left} is less than {value}} greater_than_or_equal {{left} is at least {value}} less_than_or_equal {{left} is at most {value}} in {{left} is one of {value}} not_in {{left} is not one of {value}} contains {{left} contains {value}} starts_with {{left} starts with {value}} other {{left} ends with {value}}}',
    description: 'A clause of a rule: {left} an attribute (“department”), {value} a value or a list of values',
  },
  valueList: {
    id: 'segments.sentence.valueList',
    defaultMessage: '({values})',
    description: 'Several values of a clause, {values} joined by the separator',
  },
  separator: { id: 'segments.sentence.separator', defaultMessage: ', ', description: 'Between values, clauses' },
  noValues: { id: 'segments.sentence.noValues', defaultMessage: 'no values' },
  numbers: {
    id: 'segments.sentence.numbers',
    defaultMessage: '{rest} and {last}',
    description: 'Clause numbers: “2, 3 and 5”; {rest} is “2, 3”',
  },
  included: {
    id: 'segments.sentence.included',
    defaultMessage: '{count, plural, one {plus # worker always included} other {plus # workers always included}}',
  },
  excluded: {
    id: 'segments.sentence.excluded',
    defaultMessage: '{count, plural, one {minus # worker always excluded} other {minus # workers always excluded}}',
  },
  listsJoin: { id: 'segments.sentence.listsJoin', defaultMessage: '{first}; {second}' },
  manualNobody: {
    id: 'segments.sentence.manualNobody',
    defaultMessage: 'No workers: this manual segment lists nobody yet.',
  },
  manual: {
    id: 'segments.sentence.manual',
    defaultMessage:
      '{included, plural, one {Only the # worker listed as included} other {Only the # workers listed as included}}{excluded, plural, =0 {.} one {, minus # worker excluded.} other {, minus # workers excluded.}}',
  },
  noClausesLists: {
    id: 'segments.sentence.noClausesLists',
    defaultMessage: 'No clauses yet, so no workers match; {lists}.',
    description: '{lists}: “plus 2 workers always included”',
  },
  noClauses: {
    id: 'segments.sentence.noClauses',
    defaultMessage: 'No clauses yet: add one to choose who this segment selects.',
  },
  allUnfinished: {
    id: 'segments.sentence.allUnfinished',
    defaultMessage:
      '{count, plural, one {This clause is not finished} other {These clauses are not finished}}: choose an attribute and a value{lists}.',
    description: '{lists}: empty, or “; plus 2 workers always included”',
  },
  rule: {
    id: 'segments.sentence.rule',
    defaultMessage:
      '{match, select, all {Workers matching ALL of: {clauses}} other {Workers matching ANY of: {clauses}}}{pending}{lists}.',
    description:
      '{pending}: empty, or “; clause 2 is not finished”; {lists}: empty, or “; plus 2 workers always included”',
  },
  pending: {
    id: 'segments.sentence.pending',
    defaultMessage:
      '{count, plural, one {; clause {numbers} is not finished} other {; clauses {numbers} are not finished}}',
  },
  listsPart: { id: 'segments.sentence.listsPart', defaultMessage: '; {lists}' },
});

/**
 * An operand as a person reads it: attribute paths as they are, target fields named as such, text
 * quoted only where it could be misread (surrounding spaces, commas, parentheses).
 */
export function describeOperand(operand: ConditionOperand, say: Words = translate): string {
  const value = operand.value.trim();
  if (value === '') return say(messages.empty);
  if (operand.kind === 'target_field') return say(messages.targetField, { field: value });
  if (operand.kind === 'literal' && (operand.value !== value || /[,()]/.test(value)))
    return say(messages.quoted, { text: operand.value });
  return value;
}

/** A clause still being written: no attribute, or a value left blank. */
export function isClauseUnfinished(clause: CompiledClause): boolean {
  const blank = (operand: ConditionOperand) => operand.value.trim() === '';
  return blank(clause.left) || clause.values.length === 0 || clause.values.some(blank);
}

function listNumbers(numbers: number[], say: Words): string {
  if (numbers.length === 1) return `${numbers[0]}`;
  return say(messages.numbers, {
    rest: numbers.slice(0, -1).join(say(messages.separator)),
    last: String(numbers[numbers.length - 1]),
  });
}

/** "department equals Sales", "department is one of (Finance, Legal)"; a blank clause says so. */
export function describeClause(clause: CompiledClause, say: Words = translate): string {
  if (isClauseUnfinished(clause) && clause.left.value.trim() === '' && clause.values.every((v) => !v.value.trim()))
    return say(messages.unfinished);
  const left = describeOperand(clause.left, say);
  let value: string;
  if (isListOperator(clause.operator) || clause.values.length !== 1) {
    const values =
      clause.values.length === 0
        ? say(messages.noValues)
        : clause.values.map((operand) => describeOperand(operand, say)).join(say(messages.separator));
    value = say(messages.valueList, { values });
  } else {
    value = describeOperand(clause.values[0]!, say);
  }
  return say(messages.clause, { operator: clause.operator, left, value });
}

function describeLists(segment: SegmentContent, say: Words): string | null {
  const included = segment.includedWorkerIds?.length ?? 0;
  const excluded = segment.excludedWorkerIds?.length ?? 0;
  const parts: string[] = [];
  if (included > 0) parts.push(say(messages.included, { count: included }));
  if (excluded > 0) parts.push(say(messages.excluded, { count: excluded }));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : say(messages.listsJoin, { first: parts[0]!, second: parts[1]! });
}

/**
 * The whole rule as one sentence: "Workers matching ALL of: department equals Sales, jobTitle
 * contains Head; plus 2 workers always included."
 */
export function describeSegment(segment: SegmentContent, say: Words = translate): string {
  const included = segment.includedWorkerIds?.length ?? 0;
  const excluded = segment.excludedWorkerIds?.length ?? 0;
  if (segment.scope === 'manual') {
    if (included === 0) return say(messages.manualNobody);
    return say(messages.manual, { included, excluded });
  }
  const lists = describeLists(segment, say);
  if (segment.clauses.length === 0) {
    return lists !== null ? say(messages.noClausesLists, { lists }) : say(messages.noClauses);
  }
  const unfinished = segment.clauses.flatMap((clause, index) => (isClauseUnfinished(clause) ? [index + 1] : []));
  const finished = segment.clauses.filter((clause) => !isClauseUnfinished(clause));
  const listsPart = lists !== null ? say(messages.listsPart, { lists }) : '';
  if (finished.length === 0) {
    return say(messages.allUnfinished, { count: segment.clauses.length, lists: listsPart });
  }
  const pending =
    unfinished.length === 0
      ? ''
      : say(messages.pending, { count: unfinished.length, numbers: listNumbers(unfinished, say) });
  return say(messages.rule, {
    match: segment.match,
    clauses: finished.map((clause) => describeClause(clause, say)).join(say(messages.separator)),
    pending,
    lists: listsPart,
  });
}
