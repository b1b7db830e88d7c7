import type {
  CompiledClause,
  ConditionOperand,
  ConditionOperator,
  OrgChartWorker,
  SegmentMatch,
  SegmentScope,
} from '../../../contract';
import { isListOperator } from '../../../contract';
import { fieldOfPath, type RuleField } from './fields';

/**
 * The console's own evaluation of a segment against the reporting tree's fields
 * (`GET /workers/org-chart`). Semantics (also in docs/segments-preview.md):
 * - text is compared trimmed and case-insensitively; a missing or null field reads as empty text;
 * - `greater_than` and friends compare as numbers when both sides are numbers, as dates when both
 *   are dates (YYYY-MM-DD), otherwise as text; an empty side never matches an ordering;
 * - `in` matches when the field equals one of the values, `not_in` when it equals none;
 * - a `target_field` operand, an attribute path outside the reporting tree's fields, or a clause
 *   without exactly one value for a single-value operator cannot be evaluated: the result is
 *   partial and names the clause.
 */

export interface SegmentRule {
  scope: SegmentScope;
  match: SegmentMatch;
  clauses: readonly CompiledClause[];
  includedWorkerIds?: readonly string[] | null;
  excludedWorkerIds?: readonly string[] | null;
}

/** Text as the evaluator compares it: trimmed, lower-case; null and missing read as ''. */
export function normalizeText(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** -1, 0 or 1 as `a` sorts before, with or after `b`; numbers, then dates, then text. */
export function compareOrdered(a: string, b: string): number {
  if (NUMBER.test(a) && NUMBER.test(b)) return Math.sign(Number(a) - Number(b));
  if (DATE.test(a) && DATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a field's value (normalised) satisfies the operator against the values (normalised). */
export function testValue(operator: ConditionOperator, field: string, values: readonly string[]): boolean {
  switch (operator) {
    case 'equals':
      return field === values[0];
    case 'not_equals':
      return field !== values[0];
    case 'in':
      return values.includes(field);
    case 'not_in':
      return !values.includes(field);
    case 'contains':
      return field.includes(values[0]!);
    case 'starts_with':
      return field.startsWith(values[0]!);
    case 'ends_with':
      return field.endsWith(values[0]!);
    case 'greater_than':
    case 'less_than':
    case 'greater_than_or_equal':
    case 'less_than_or_equal': {
      const value = values[0]!;
      if (field === '' || value === '') return false;
      const order = compareOrdered(field, value);
      if (operator === 'greater_than') return order > 0;
      if (operator === 'less_than') return order < 0;
      if (operator === 'greater_than_or_equal') return order >= 0;
      return order <= 0;
    }
  }
}

/**
 * The reasons `unevaluableReason` gives, in English (they cross to and from the preview's worker as
 * text); a page words them in the user's language from these (reason-text.ts).
 */
export const UNEVALUABLE_REASONS = {
  literalLeft: 'its left side is plain text, not a worker attribute',
  targetField: 'it compares with a target field, which is known only when a policy runs',
  oneValue: 'it needs exactly one value',
} as const;

/** The reason for an attribute the org chart does not have: its path, quoted. */
export const unknownFieldReason = (path: string) => `“${path || '(empty)'}” is not one of the org chart’s fields`;

/** Why a clause cannot be counted in the browser, or null when it can. */
export function unevaluableReason(clause: CompiledClause): string | null {
  const operands: ConditionOperand[] = [clause.left, ...clause.values];
  if (clause.left.kind === 'literal') {
    return UNEVALUABLE_REASONS.literalLeft;
  }
  if (operands.some((operand) => operand.kind === 'target_field')) {
    return UNEVALUABLE_REASONS.targetField;
  }
  for (const operand of operands) {
    if (operand.kind === 'worker_attribute' && fieldOfPath(operand.value) === null) {
      return unknownFieldReason(operand.value.trim());
    }
  }
  if (!isListOperator(clause.operator) && clause.values.length !== 1) {
    return UNEVALUABLE_REASONS.oneValue;
  }
  return null;
}

/**
 * A dataset prepared once: each field as dictionary codes (one distinct normalised value per
 * code), so a clause with literal values is decided once per distinct value, not per worker.
 */
export class PreviewColumns {
  readonly size: number;
  readonly idIndex: Map<string, number>;
  private readonly columns = new Map<
    RuleField,
    { codes: Int32Array; distinct: string[]; codeOf: Map<string, number> }
  >();
  private readonly counts = new Map<RuleField, { value: string; count: number }[]>();

  constructor(readonly workers: readonly OrgChartWorker[]) {
    this.size = workers.length;
    this.idIndex = new Map();
    workers.forEach((worker, index) => {
      if (worker.id && !this.idIndex.has(worker.id)) this.idIndex.set(worker.id, index);
    });
  }

  column(field: RuleField) {
    let column = this.columns.get(field);
    if (!column) {
      const codes = new Int32Array(this.size);
      const distinct: string[] = [];
      const codeOf = new Map<string, number>();
      for (let index = 0; index < this.size; index += 1) {
        const raw = this.workers[index]![field];
        const value = normalizeText(typeof raw === 'string' ? raw : null);
        let code = codeOf.get(value);
        if (code === undefined) {
          code = distinct.length;
          distinct.push(value);
          codeOf.set(value, code);
        }
        codes[index] = code;
      }
      column = { codes, distinct, codeOf };
      this.columns.set(field, column);
    }
    return column;
  }

  /** Whether some worker has this value (normalised) in this field. */
  has(field: RuleField, value: string): boolean {
    return this.column(field).codeOf.has(normalizeText(value));
  }

  /** The values a field has, as first written, with how many workers have each; most common first. */
  valueCounts(field: RuleField): { value: string; count: number }[] {
    let counts = this.counts.get(field);
    if (!counts) {
      const { codes, distinct } = this.column(field);
      const tally = new Int32Array(distinct.length);
      const shown = new Array<string | undefined>(distinct.length);
      for (let index = 0; index < this.size; index += 1) {
        const code = codes[index]!;
        tally[code]! += 1;
        if (shown[code] === undefined) shown[code] = String(this.workers[index]![field] ?? '').trim();
      }
      counts = distinct
        .map((value, code) => ({ value: shown[code] ?? value, count: tally[code]! }))
        .filter((entry) => entry.value !== '')
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      this.counts.set(field, counts);
    }
    return counts;
  }
}

/** One byte per worker: 1 where the clause matches. */
export type Mask = Uint8Array;

/** A fingerprint of a member mask: equal masks give equal fingerprints (for marking duplicates). */
export function maskFingerprint(mask: Mask): string {
  let hash = 0x811c9dc5 | 0;
  let count = 0;
  for (let index = 0; index < mask.length; index += 1) {
    if (!mask[index]) continue;
    count += 1;
    hash = Math.imul(hash ^ index, 0x01000193);
  }
  return `${count}:${(hash >>> 0).toString(36)}`;
}

/** The workers one evaluable clause matches. */
export function clauseMask(columns: PreviewColumns, clause: CompiledClause): Mask {
  const mask = new Uint8Array(columns.size);
  const left = columns.column(fieldOfPath(clause.left.value)!);
  const literalOnly = clause.values.every((value) => value.kind === 'literal');
  if (literalOnly) {
    const values = clause.values.map((value) => normalizeText(value.value));
    const verdicts = new Uint8Array(left.distinct.length);
    left.distinct.forEach((value, code) => {
      verdicts[code] = testValue(clause.operator, value, values) ? 1 : 0;
    });
    for (let index = 0; index < columns.size; index += 1) mask[index] = verdicts[left.codes[index]!]!;
    return mask;
  }
  const operands = clause.values.map((value) =>
    value.kind === 'literal'
      ? { literal: normalizeText(value.value) }
      : { column: columns.column(fieldOfPath(value.value)!) },
  );
  const values: string[] = new Array<string>(operands.length);
  for (let index = 0; index < columns.size; index += 1) {
    operands.forEach((operand, i) => {
      values[i] = operand.column ? operand.column.distinct[operand.column.codes[index]!]! : operand.literal!;
    });
    mask[index] = testValue(clause.operator, left.distinct[left.codes[index]!]!, values) ? 1 : 0;
  }
  return mask;
}

export function countMask(mask: Mask): number {
  let count = 0;
  for (let index = 0; index < mask.length; index += 1) count += mask[index]!;
  return count;
}

export interface ClauseOutcome {
  /** Workers this clause matches on its own; null when it cannot be evaluated. */
  count: number | null;
  /** With `any`: workers that only this clause brings in. */
  onlyThis: number | null;
  /** Why the clause cannot be evaluated here. */
  reason: string | null;
}

export interface SegmentOutcome {
  /** 1 for each worker of the dataset that is a member. */
  members: Mask;
  count: number;
  /** `exact`, or a bound when clauses could not be evaluated (`all`: at most; `any`: at least). */
  bound: 'exact' | 'at_most' | 'at_least';
  clauses: ClauseOutcome[];
  /** Included / excluded ids that name no worker of the dataset. */
  unknownIncluded: string[];
  unknownExcluded: string[];
}

/** Clause masks by clause signature, so re-evaluating after one keystroke recomputes one clause. */
export class ClauseMaskCache {
  private masks = new Map<string, Mask>();
  private next = new Map<string, Mask>();

  constructor(private readonly columns: PreviewColumns) {}

  get(clause: CompiledClause): Mask {
    const signature = JSON.stringify([clause.left, clause.operator, clause.values]);
    let mask = this.masks.get(signature) ?? this.next.get(signature);
    if (!mask) mask = clauseMask(this.columns, clause);
    this.next.set(signature, mask);
    return mask;
  }

  /** Forgets the masks not used since the last sweep. */
  sweep() {
    this.masks = this.next;
    this.next = new Map();
  }
}

/** Who a segment selects among the dataset's workers. */
export function evaluateSegment(
  columns: PreviewColumns,
  rule: SegmentRule,
  masks: { get: (clause: CompiledClause) => Mask } = { get: (clause) => clauseMask(columns, clause) },
): SegmentOutcome {
  const size = columns.size;
  const members = new Uint8Array(size);
  const clauses: ClauseOutcome[] = [];
  let bound: SegmentOutcome['bound'] = 'exact';

  if (rule.scope === 'rule_based') {
    const evaluable: Mask[] = [];
    for (const clause of rule.clauses) {
      const reason = unevaluableReason(clause);
      if (reason) {
        clauses.push({ count: null, onlyThis: null, reason });
        continue;
      }
      const mask = masks.get(clause);
      evaluable.push(mask);
      clauses.push({ count: countMask(mask), onlyThis: null, reason: null });
    }
    if (evaluable.length < rule.clauses.length) bound = rule.match === 'all' ? 'at_most' : 'at_least';
    const hits = new Uint16Array(size);
    for (const mask of evaluable) for (let index = 0; index < size; index += 1) hits[index]! += mask[index]!;
    if (rule.clauses.length > 0) {
      const needed = rule.match === 'all' ? evaluable.length : 1;
      if (rule.match === 'all' && evaluable.length === 0) members.fill(1);
      else for (let index = 0; index < size; index += 1) members[index] = hits[index]! >= needed ? 1 : 0;
    }
    if (rule.match === 'any') {
      let position = 0;
      for (const outcome of clauses) {
        if (outcome.reason) continue;
        const mask = evaluable[position]!;
        position += 1;
        let only = 0;
        for (let index = 0; index < size; index += 1) if (mask[index] && hits[index] === 1) only += 1;
        outcome.onlyThis = only;
      }
    }
  }

  const unknownIncluded: string[] = [];
  for (const id of rule.includedWorkerIds ?? []) {
    const index = columns.idIndex.get(id);
    if (index === undefined) unknownIncluded.push(id);
    else members[index] = 1;
  }
  const unknownExcluded: string[] = [];
  for (const id of rule.excludedWorkerIds ?? []) {
    const index = columns.idIndex.get(id);
    if (index === undefined) unknownExcluded.push(id);
    else members[index] = 0;
  }
  return { members, count: countMask(members), bound, clauses, unknownIncluded, unknownExcluded };
}

/** Indexes of the workers in `after` and not in `before`, and the other way round. */
export function membershipChange(before: Mask, after: Mask): { joined: number[]; left: number[] } {
  const joined: number[] = [];
  const left: number[] = [];
  for (let index = 0; index < after.length; index += 1) {
    if (after[index] && !before[index]) joined.push(index);
    else if (before[index] && !after[index]) left.push(index);
  }
  return { joined, left };
}

/** Indexes of the members, in dataset order. */
export function memberIndexes(mask: Mask): number[] {
  const indexes: number[] = [];
  for (let index = 0; index < mask.length; index += 1) if (mask[index]) indexes.push(index);
  return indexes;
}
