import type { ClauseExplanation, OperandReading, WorkerExplanation } from '../../../lib/segment-rules/explain';
import { formatList } from '../../../lib/format';
import { describeClause, describeOperand } from './sentence';
import { workerAttributes } from './vocabulary';

/**
 * An explanation of one worker's membership in words (English for now): each clause as a sentence
 * with ✓ / ✗ as text, the worker's own values beside it, then the lists, then the verdict.
 */

export interface ClauseLine {
  number: number;
  /** "department equals Sales". */
  sentence: string;
  mark: '✓' | '✗' | '?';
  /** The mark in words, for screen readers and for anyone who does not read colour. */
  markText: 'matches' | 'does not match' | 'cannot be checked here';
  /** "Dana’s department is “Sales Ops”", or why the clause cannot be checked. */
  detail: string;
  /** A value the clause could also allow so that this worker matches (text fields, ✗ only). */
  allowValue: string | null;
}

export interface ExplanationText {
  /** "Dana Reyes is not in this segment." */
  verdict: string;
  member: boolean;
  certain: boolean;
  clauses: ClauseLine[];
  /** The included / excluded lists, as they apply to this worker. */
  lists: string;
  /** How the clauses combine under all / any, for this worker. */
  combination: string | null;
}

const labelOf = new Map<string, string>(workerAttributes.map((attribute) => [attribute.path, attribute.label]));

const quoted = (value: string) => `“${value}”`;

/** "Dana’s department is “Sales Ops”", "Dana has no department". */
function valueSentence(who: string, operand: OperandReading): string | null {
  if (!operand.field) return null;
  const label = (labelOf.get(operand.field) ?? operand.field).toLowerCase();
  return operand.workerValue === null
    ? `${who} has no ${label}`
    : `${who}’s ${label} is ${quoted(operand.workerValue)}`;
}

const allowing = new Set(['equals', 'in']);

function clauseLine(who: string, explained: ClauseExplanation, number: number): ClauseLine {
  const sentence = describeClause(explained.clause);
  if (explained.verdict === 'unknown') {
    return {
      number,
      sentence,
      mark: '?',
      markText: 'cannot be checked here',
      detail: `Cannot be checked for ${who} either: ${explained.reason}.`,
      allowValue: null,
    };
  }
  const details = [explained.left, ...explained.values]
    .map((operand) => valueSentence(who, operand))
    .filter((text): text is string => text !== null);
  const unique = [...new Set(details)];
  const match = explained.verdict === 'match';
  const canAllow =
    !match &&
    allowing.has(explained.clause.operator) &&
    explained.left.field !== null &&
    explained.left.workerValue !== null &&
    explained.values.every((value) => value.kind === 'literal');
  return {
    number,
    sentence,
    mark: match ? '✓' : '✗',
    markText: match ? 'matches' : 'does not match',
    detail:
      unique.length > 0
        ? unique.join('; ')
        : `Compared with ${explained.clause.values.map((operand) => describeOperand(operand)).join(', ')}`,
    allowValue: canAllow ? explained.left.workerValue : null,
  };
}

function listsSentence(who: string, explanation: WorkerExplanation): string {
  if (explanation.included && explanation.excluded)
    return `${who} is on both lists: excluded by name wins, so ${who} is out whatever the clauses say.`;
  if (explanation.excluded) return `${who} is excluded by name: that wins over the clauses.`;
  if (explanation.included)
    return explanation.scope === 'manual'
      ? `${who} is included by name.`
      : `${who} is included by name: that wins over the clauses.`;
  return explanation.scope === 'manual'
    ? `${who} is not on the included list, and a manual segment has only the workers listed there.`
    : `${who} is on neither the included nor the excluded list, so the clauses decide.`;
}

function combinationSentence(who: string, explanation: WorkerExplanation): string | null {
  if (explanation.scope === 'manual' || explanation.byRule === null) return null;
  const lines = explanation.clauses;
  if (lines.length === 0) return 'The segment has no clauses, so the clauses select nobody.';
  const numbers = (verdict: ClauseExplanation['verdict']) =>
    lines.flatMap((line, index) => (line.verdict === verdict ? [String(index + 1)] : []));
  const failing = numbers('no_match');
  const passing = numbers('match');
  const unknown = numbers('unknown');
  const clauseWord = (list: string[]) => `clause${list.length === 1 ? '' : 's'} ${formatList(list)}`;
  if (explanation.match === 'all') {
    if (failing.length > 0)
      return `All clauses must match: ${clauseWord(failing)} ${failing.length === 1 ? 'does' : 'do'} not, so the clauses leave ${who} out.`;
    if (unknown.length > 0)
      return `All clauses must match: every clause checked here matches, but ${clauseWord(unknown)} cannot be checked, so ${who} may be in (counted in the upper bound).`;
    return `All clauses must match, and they all do, so the clauses select ${who}.`;
  }
  if (passing.length > 0)
    return `Any clause may match: ${clauseWord(passing)} ${passing.length === 1 ? 'does' : 'do'}, so the clauses select ${who}.`;
  if (unknown.length > 0)
    return `Any clause may match: none checked here does, but ${clauseWord(unknown)} cannot be checked, so ${who} may be in (not counted in the lower bound).`;
  return `Any clause may match, and none does, so the clauses leave ${who} out.`;
}

function verdictSentence(who: string, explanation: WorkerExplanation): string {
  if (!explanation.certain) return `${who} may be in this segment: it depends on clauses the browser cannot check.`;
  return explanation.counted ? `${who} is in this segment.` : `${who} is not in this segment.`;
}

/** The explanation of a worker, `who` being the name to use (or the id, for a worker without one). */
export function explanationText(who: string, explanation: WorkerExplanation): ExplanationText {
  return {
    verdict: verdictSentence(who, explanation),
    member: explanation.counted,
    certain: explanation.certain,
    clauses: explanation.clauses.map((clause, index) => clauseLine(who, clause, index + 1)),
    lists: listsSentence(who, explanation),
    combination: combinationSentence(who, explanation),
  };
}
