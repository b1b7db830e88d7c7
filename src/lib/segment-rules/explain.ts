import type { CompiledClause, ConditionOperand } from '../../../contract';
import { normalizeText, testValue, unevaluableReason, type PreviewColumns, type SegmentRule } from './evaluate-segment';
import { fieldOfPath, type RuleField } from './fields';

/**
 * Why one worker is in or out of a segment, from the same rules, columns and `testValue` as the
 * count (`evaluateSegment`): the two never disagree (a test checks every worker of dirty data).
 */

/** One operand as this worker sees it: a literal as written, an attribute with the worker's value. */
export interface OperandReading {
  kind: ConditionOperand['kind'];
  /** The literal, or the attribute's path. */
  written: string;
  /** For an attribute of the org chart: the field, and the worker's own value (null when empty). */
  field: RuleField | null;
  workerValue: string | null;
}

export type ClauseVerdict = 'match' | 'no_match' | 'unknown';

export interface ClauseExplanation {
  clause: CompiledClause;
  verdict: ClauseVerdict;
  /** Why the clause cannot be evaluated, for anyone (and so for this worker). */
  reason: string | null;
  left: OperandReading;
  values: OperandReading[];
}

/** What decided membership, in order of precedence: the excluded list, the included list, the rule. */
export type DecidedBy = 'excluded' | 'included' | 'rule' | 'manual_not_listed';

export interface WorkerExplanation {
  /** The worker's place in the dataset. */
  index: number;
  scope: SegmentRule['scope'];
  match: SegmentRule['match'];
  clauses: ClauseExplanation[];
  /** What the clauses alone say (rule-based only): in, out, or cannot tell (clauses not evaluable). */
  byRule: 'in' | 'out' | 'unknown' | null;
  included: boolean;
  excluded: boolean;
  decidedBy: DecidedBy;
  /** As the count counts this worker (a clause that cannot be evaluated counts as the bound says). */
  counted: boolean;
  /** Whether the verdict is certain: false when it rests on a clause that cannot be evaluated. */
  certain: boolean;
}

function reading(columns: PreviewColumns, operand: ConditionOperand, index: number): OperandReading {
  const field = operand.kind === 'worker_attribute' ? fieldOfPath(operand.value) : null;
  let workerValue: string | null = null;
  if (field) {
    const raw = columns.workers[index]?.[field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    workerValue = text === '' ? null : text;
  }
  return { kind: operand.kind, written: operand.value, field, workerValue };
}

/**
 * The value of an operand as the evaluator compares it, for worker `index`: what the column's code
 * stands for, read from the worker alone (one person explained does not build a column of everyone).
 */
function compared(columns: PreviewColumns, operand: ConditionOperand, index: number): string {
  if (operand.kind === 'literal') return normalizeText(operand.value);
  return columns.valueOf(index, fieldOfPath(operand.value)!);
}

/** One clause for one worker: the verdict, and each side's value for this worker. */
export function explainClause(columns: PreviewColumns, clause: CompiledClause, index: number): ClauseExplanation {
  const reason = unevaluableReason(clause);
  const left = reading(columns, clause.left, index);
  const values = clause.values.map((operand) => reading(columns, operand, index));
  if (reason) return { clause, verdict: 'unknown', reason, left, values };
  const field = compared(columns, clause.left, index);
  const operands = clause.values.map((operand) => compared(columns, operand, index));
  const verdict = testValue(clause.operator, field, operands) ? 'match' : 'no_match';
  return { clause, verdict, reason: null, left, values };
}

/** The clauses' verdict under `all` / `any`, as the count decides it, and whether it is certain. */
function ruleVerdict(match: SegmentRule['match'], verdicts: ClauseVerdict[]) {
  if (verdicts.length === 0) return { byRule: 'out' as const, counted: false, certain: true };
  const some = (verdict: ClauseVerdict) => verdicts.includes(verdict);
  if (match === 'all') {
    if (some('no_match')) return { byRule: 'out' as const, counted: false, certain: true };
    // Clauses that cannot be evaluated are left out, as the count does: it is an upper bound.
    if (some('unknown')) return { byRule: 'unknown' as const, counted: true, certain: false };
    return { byRule: 'in' as const, counted: true, certain: true };
  }
  if (some('match')) return { byRule: 'in' as const, counted: true, certain: true };
  // With `any`, the count is a lower bound: a clause that cannot be evaluated is not counted.
  if (some('unknown')) return { byRule: 'unknown' as const, counted: false, certain: false };
  return { byRule: 'out' as const, counted: false, certain: true };
}

/** Why worker `index` of the dataset is in or out of the segment. */
export function explainWorker(columns: PreviewColumns, rule: SegmentRule, index: number): WorkerExplanation {
  const id = columns.workers[index]?.id ?? '';
  // The lists name the first worker with an id, as the count's `idIndex` does.
  const named = (ids: readonly string[] | null | undefined) =>
    id !== '' && (ids ?? []).includes(id) && columns.idIndex.get(id) === index;
  const included = named(rule.includedWorkerIds);
  const excluded = named(rule.excludedWorkerIds);
  const ruleBased = rule.scope === 'rule_based';
  const clauses = ruleBased ? rule.clauses.map((clause) => explainClause(columns, clause, index)) : [];
  const verdict = ruleBased
    ? ruleVerdict(
        rule.match,
        clauses.map((clause) => clause.verdict),
      )
    : null;
  const base = {
    index,
    scope: rule.scope,
    match: rule.match,
    clauses,
    byRule: verdict?.byRule ?? null,
    included,
    excluded,
  };
  if (excluded) return { ...base, decidedBy: 'excluded', counted: false, certain: true };
  if (included) return { ...base, decidedBy: 'included', counted: true, certain: true };
  if (!verdict) return { ...base, decidedBy: 'manual_not_listed', counted: false, certain: true };
  return { ...base, decidedBy: 'rule', counted: verdict.counted, certain: verdict.certain };
}
