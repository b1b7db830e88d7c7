import type { ClauseExplanation, OperandReading, WorkerExplanation } from '../../../lib/segment-rules/explain';
import { formatList } from '../../../lib/format';
import { defineMessages, translate } from '../../../lib/i18n';
import { reasonText } from '../../../lib/segment-rules/reason-text';
import { describeClause, describeOperand } from './sentence';
import { workerAttributes } from './vocabulary';
import type { Words } from './words';

/**
 * An explanation of one worker's membership in words: each clause as a sentence
 * with ✓ / ✗ as text, the worker's own values beside it, then the lists, then the verdict.
 */

export interface ClauseLine {
  number: number;
  /** "department equals Sales". */
  sentence: string;
  mark: '✓' | '✗' | '?';
  /** The mark in words, for screen readers and for anyone who does not read colour. */
  markText: string;
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

const messages = defineMessages({
  hasNo: {
    id: 'segments.explain.hasNo',
    defaultMessage:
      '{field, select, id {{who} has no worker id} name {{who} has no name} jobTitle {{who} has no job title} department {{who} has no department} managerId {{who} has no manager id} manager {{who} has no manager} lifecycleStage {{who} has no lifecycle stage} other {{who} has no {path}}}',
    description: '{who}: a person’s name; {path}: an attribute as typed',
  },
  valueIs: {
    id: 'segments.explain.valueIs',
    defaultMessage:
      '{field, select, id {{who}’s worker id is “{value}”} name {{who}’s name is “{value}”} jobTitle {{who}’s job title is “{value}”} department {{who}’s department is “{value}”} managerId {{who}’s manager id is “{value}”} manager {{who}’s manager is “{value}”} lifecycleStage {{who}’s lifecycle stage is “{value}”} other {{who}’s {path} is “{value}”}}',
  },
  detailsJoin: { id: 'segments.explain.detailsJoin', defaultMessage: '; ', description: 'Between a worker’s values' },
  cannotCheck: { id: 'segments.explain.cannotCheck', defaultMessage: 'cannot be checked here' },
  matches: { id: 'segments.explain.matches', defaultMessage: 'matches' },
  noMatch: { id: 'segments.explain.noMatch', defaultMessage: 'does not match' },
  cannotCheckFor: {
    id: 'segments.explain.cannotCheckFor',
    defaultMessage: 'Cannot be checked for {who} either: {reason}.',
  },
  comparedWith: { id: 'segments.explain.comparedWith', defaultMessage: 'Compared with {values}' },
  separator: { id: 'segments.explain.separator', defaultMessage: ', ' },
  bothLists: {
    id: 'segments.explain.bothLists',
    defaultMessage: '{who} is on both lists: excluded by name wins, so {who} is out whatever the clauses say.',
  },
  excluded: {
    id: 'segments.explain.excluded',
    defaultMessage: '{who} is excluded by name: that wins over the clauses.',
  },
  includedManual: { id: 'segments.explain.includedManual', defaultMessage: '{who} is included by name.' },
  included: {
    id: 'segments.explain.included',
    defaultMessage: '{who} is included by name: that wins over the clauses.',
  },
  notListedManual: {
    id: 'segments.explain.notListedManual',
    defaultMessage: '{who} is not on the included list, and a manual segment has only the workers listed there.',
  },
  neither: {
    id: 'segments.explain.neither',
    defaultMessage: '{who} is on neither the included nor the excluded list, so the clauses decide.',
  },
  noClauses: {
    id: 'segments.explain.noClauses',
    defaultMessage: 'The segment has no clauses, so the clauses select nobody.',
  },
  allFail: {
    id: 'segments.explain.allFail',
    defaultMessage:
      '{count, plural, one {All clauses must match: clause {numbers} does not, so the clauses leave {who} out.} other {All clauses must match: clauses {numbers} do not, so the clauses leave {who} out.}}',
    description: '{numbers}: clause numbers, as “1, 3 and 4”',
  },
  allUnknown: {
    id: 'segments.explain.allUnknown',
    defaultMessage:
      '{count, plural, one {All clauses must match: every clause checked here matches, but clause {numbers} cannot be checked, so {who} may be in (counted in the upper bound).} other {All clauses must match: every clause checked here matches, but clauses {numbers} cannot be checked, so {who} may be in (counted in the upper bound).}}',
  },
  allMatch: {
    id: 'segments.explain.allMatch',
    defaultMessage: 'All clauses must match, and they all do, so the clauses select {who}.',
  },
  anyMatch: {
    id: 'segments.explain.anyMatch',
    defaultMessage:
      '{count, plural, one {Any clause may match: clause {numbers} does, so the clauses select {who}.} other {Any clause may match: clauses {numbers} do, so the clauses select {who}.}}',
  },
  anyUnknown: {
    id: 'segments.explain.anyUnknown',
    defaultMessage:
      '{count, plural, one {Any clause may match: none checked here does, but clause {numbers} cannot be checked, so {who} may be in (not counted in the lower bound).} other {Any clause may match: none checked here does, but clauses {numbers} cannot be checked, so {who} may be in (not counted in the lower bound).}}',
  },
  anyNone: {
    id: 'segments.explain.anyNone',
    defaultMessage: 'Any clause may match, and none does, so the clauses leave {who} out.',
  },
  mayBe: {
    id: 'segments.explain.mayBe',
    defaultMessage: '{who} may be in this segment: it depends on clauses the browser cannot check.',
  },
  isIn: { id: 'segments.explain.isIn', defaultMessage: '{who} is in this segment.' },
  isOut: { id: 'segments.explain.isOut', defaultMessage: '{who} is not in this segment.' },
});

const knownFields = new Set<string>(workerAttributes.map((attribute) => attribute.path));

/** "Dana’s department is “Sales Ops”", "Dana has no department". */
function valueSentence(who: string, operand: OperandReading, say: Words): string | null {
  if (!operand.field) return null;
  const field = knownFields.has(operand.field) ? operand.field : 'other';
  return operand.workerValue === null
    ? say(messages.hasNo, { field, who, path: operand.field })
    : say(messages.valueIs, { field, who, path: operand.field, value: operand.workerValue });
}

const allowing = new Set(['equals', 'in']);

function clauseLine(who: string, explained: ClauseExplanation, number: number, say: Words): ClauseLine {
  const sentence = describeClause(explained.clause, say);
  if (explained.verdict === 'unknown') {
    return {
      number,
      sentence,
      mark: '?',
      markText: say(messages.cannotCheck),
      detail: say(messages.cannotCheckFor, { who, reason: reasonText(explained.reason ?? '', say) }),
      allowValue: null,
    };
  }
  const details = [explained.left, ...explained.values]
    .map((operand) => valueSentence(who, operand, say))
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
    markText: say(match ? messages.matches : messages.noMatch),
    detail:
      unique.length > 0
        ? unique.join(say(messages.detailsJoin))
        : say(messages.comparedWith, {
            values: explained.clause.values
              .map((operand) => describeOperand(operand, say))
              .join(say(messages.separator)),
          }),
    allowValue: canAllow ? explained.left.workerValue : null,
  };
}

function listsSentence(who: string, explanation: WorkerExplanation, say: Words): string {
  if (explanation.included && explanation.excluded) return say(messages.bothLists, { who });
  if (explanation.excluded) return say(messages.excluded, { who });
  if (explanation.included)
    return explanation.scope === 'manual' ? say(messages.includedManual, { who }) : say(messages.included, { who });
  return explanation.scope === 'manual' ? say(messages.notListedManual, { who }) : say(messages.neither, { who });
}

function combinationSentence(who: string, explanation: WorkerExplanation, say: Words): string | null {
  if (explanation.scope === 'manual' || explanation.byRule === null) return null;
  const lines = explanation.clauses;
  if (lines.length === 0) return say(messages.noClauses);
  const numbers = (verdict: ClauseExplanation['verdict']) =>
    lines.flatMap((line, index) => (line.verdict === verdict ? [String(index + 1)] : []));
  const failing = numbers('no_match');
  const passing = numbers('match');
  const unknown = numbers('unknown');
  const clauses = (list: string[]) => ({ count: list.length, numbers: formatList(list), who });
  if (explanation.match === 'all') {
    if (failing.length > 0) return say(messages.allFail, clauses(failing));
    if (unknown.length > 0) return say(messages.allUnknown, clauses(unknown));
    return say(messages.allMatch, { who });
  }
  if (passing.length > 0) return say(messages.anyMatch, clauses(passing));
  if (unknown.length > 0) return say(messages.anyUnknown, clauses(unknown));
  return say(messages.anyNone, { who });
}

function verdictSentence(who: string, explanation: WorkerExplanation, say: Words): string {
  if (!explanation.certain) return say(messages.mayBe, { who });
  return explanation.counted ? say(messages.isIn, { who }) : say(messages.isOut, { who });
}

/** The explanation of a worker, `who` being the name to use (or the id, for a worker without one). */
export function explanationText(who: string, explanation: WorkerExplanation, say: Words = translate): ExplanationText {
  return {
    verdict: verdictSentence(who, explanation, say),
    member: explanation.counted,
    certain: explanation.certain,
    clauses: explanation.clauses.map((clause, index) => clauseLine(who, clause, index + 1, say)),
    lists: listsSentence(who, explanation, say),
    combination: combinationSentence(who, explanation, say),
  };
}
