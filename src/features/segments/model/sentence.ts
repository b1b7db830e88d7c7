import type { CompiledClause, ConditionOperand } from '../../../../contract';
import { isListOperator } from '../../../../contract';
import type { SegmentContent } from './form-values';
import { operatorLabels } from './vocabulary';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

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

/** "department equals Sales", "department is one of (Finance, Legal)". */
export function describeClause(clause: CompiledClause): string {
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
  if (included > 0) parts.push(`plus ${plural(included, 'worker')} always included`);
  if (excluded > 0) parts.push(`minus ${plural(excluded, 'worker')} always excluded`);
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
    const base = `Only the ${plural(included, 'worker')} listed as included`;
    return excluded > 0 ? `${base}, minus ${plural(excluded, 'worker')} excluded.` : `${base}.`;
  }
  const lists = describeLists(segment);
  if (segment.clauses.length === 0) {
    return lists.length > 0
      ? `No clauses yet, so no workers match; ${lists.join('; ')}.`
      : 'No clauses yet: add one to choose who this segment selects.';
  }
  const quantifier = segment.match === 'all' ? 'ALL' : 'ANY';
  const rule = `Workers matching ${quantifier} of: ${segment.clauses.map(describeClause).join(', ')}`;
  return lists.length > 0 ? `${rule}; ${lists.join('; ')}.` : `${rule}.`;
}
