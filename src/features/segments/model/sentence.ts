import type { CompiledClause, ConditionOperand } from '../../../../contract';
import { isListOperator } from '../../../../contract';
import { formatQuantity } from '../../../lib/format';
import type { SegmentContent } from './form-values';
import { operatorLabels } from './vocabulary';

/**
 * An operand as a person reads it: attribute paths as they are, target fields named as such, text
 * quoted only where it could be misread (surrounding spaces, commas, parentheses).
 */
export function describeOperand(operand: ConditionOperand): string {
  const value = operand.value.trim();
  if (value === '') return '(empty)';
  if (operand.kind === 'target_field') return `target field ${value}`;
  if (operand.kind === 'literal' && (operand.value !== value || /[,()]/.test(value))) return `“${operand.value}”`;
  return value;
}

/** A clause still being written: no attribute, or a value left blank. */
export function isClauseUnfinished(clause: CompiledClause): boolean {
  const blank = (operand: ConditionOperand) => operand.value.trim() === '';
  return blank(clause.left) || clause.values.length === 0 || clause.values.some(blank);
}

const UNFINISHED = 'This clause is not finished';

function listNumbers(numbers: number[]): string {
  if (numbers.length === 1) return `${numbers[0]}`;
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** "department equals Sales", "department is one of (Finance, Legal)"; a blank clause says so. */
export function describeClause(clause: CompiledClause): string {
  if (isClauseUnfinished(clause) && clause.left.value.trim() === '' && clause.values.every((v) => !v.value.trim()))
    return UNFINISHED;
  const left = describeOperand(clause.left);
  const operator = operatorLabels[clause.operator];
  if (isListOperator(clause.operator) || clause.values.length !== 1) {
    const values = clause.values.length === 0 ? 'no values' : clause.values.map(describeOperand).join(', ');
    return `${left} ${operator} (${values})`;
  }
  return `${left} ${operator} ${describeOperand(clause.values[0]!)}`;
}

function describeLists(segment: SegmentContent): string[] {
  const included = segment.includedWorkerIds?.length ?? 0;
  const excluded = segment.excludedWorkerIds?.length ?? 0;
  const parts: string[] = [];
  if (included > 0) parts.push(`plus ${formatQuantity(included, 'worker')} always included`);
  if (excluded > 0) parts.push(`minus ${formatQuantity(excluded, 'worker')} always excluded`);
  return parts;
}

/**
 * The whole rule as one sentence: "Workers matching ALL of: department equals Sales, jobTitle
 * contains Head; plus 2 workers always included."
 */
export function describeSegment(segment: SegmentContent): string {
  const included = segment.includedWorkerIds?.length ?? 0;
  const excluded = segment.excludedWorkerIds?.length ?? 0;
  if (segment.scope === 'manual') {
    if (included === 0) return 'No workers: this manual segment lists nobody yet.';
    const base = `Only the ${formatQuantity(included, 'worker')} listed as included`;
    return excluded > 0 ? `${base}, minus ${formatQuantity(excluded, 'worker')} excluded.` : `${base}.`;
  }
  const lists = describeLists(segment);
  if (segment.clauses.length === 0) {
    return lists.length > 0
      ? `No clauses yet, so no workers match; ${lists.join('; ')}.`
      : 'No clauses yet: add one to choose who this segment selects.';
  }
  const unfinished = segment.clauses.flatMap((clause, index) => (isClauseUnfinished(clause) ? [index + 1] : []));
  const finished = segment.clauses.filter((clause) => !isClauseUnfinished(clause));
  const listsPart = lists.length > 0 ? `; ${lists.join('; ')}` : '';
  if (finished.length === 0) {
    const what = segment.clauses.length === 1 ? UNFINISHED : 'These clauses are not finished';
    return `${what}: choose an attribute and a value${listsPart}.`;
  }
  const quantifier = segment.match === 'all' ? 'ALL' : 'ANY';
  const rule = `Workers matching ${quantifier} of: ${finished.map(describeClause).join(', ')}`;
  const pending =
    unfinished.length === 0
      ? ''
      : `; clause${unfinished.length === 1 ? '' : 's'} ${listNumbers(unfinished)} ${unfinished.length === 1 ? 'is' : 'are'} not finished`;
  return `${rule}${pending}${listsPart}.`;
}
