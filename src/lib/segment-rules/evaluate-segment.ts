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
  private ids: Map<string, number> | null = null;
  private readonly columns = new Map<RuleField, Column>();
  private readonly counts = new Map<RuleField, { value: string; count: number }[]>();

  constructor(readonly workers: readonly OrgChartWorker[]) {
    this.size = workers.length;
  }

  /** Each id's first worker: made when first asked for (a million ids take a second or more). */
  get idIndex(): ReadonlyMap<string, number> {
    if (!this.ids) {
      const ids = new Map<string, number>();
      this.workers.forEach((worker, index) => {
        if (worker.id && !ids.has(worker.id)) ids.set(worker.id, index);
      });
      this.ids = ids;
    }
    return this.ids;
  }

  private spare: Mask | null = null;

  /**
   * A mask of zeros for one evaluation's own use, the same buffer every time: at a million workers,
   * a new one per keystroke is a megabyte more for the collector, whose pauses grow with the heap.
   */
  scratch(): Mask {
    this.spare ??= new Uint8Array(this.size);
    return this.spare.fill(0);
  }

  /** Worker `index`'s value of a field, normalised as its column holds it. */
  valueOf(index: number, field: RuleField): string {
    const column = this.columns.get(field);
    if (column) return column.distinct[column.codes[index]!]!;
    const raw = this.workers[index]?.[field];
    return normalizeText(typeof raw === 'string' ? raw : null);
  }

  column(field: RuleField) {
    let column = this.columns.get(field);
    if (!column) {
      column = emptyColumn(this.size);
      fillColumn(column, this.workers, field, 0, this.size);
      this.columns.set(field, column);
    }
    return column;
  }

  /**
   * Makes the columns of `fields` ahead of their first use, a few thousand workers per task, so that
   * the first use on the page's thread (a value field's suggestions, on focus) does not make a whole
   * column in one task: at 250,000 workers on a phone, over 100 ms. Stops when `signal` aborts.
   */
  async prepare(fields: readonly RuleField[], signal: AbortSignal, perTask = 20_000): Promise<void> {
    for (const field of fields) {
      if (this.columns.has(field)) continue;
      const column = emptyColumn(this.size);
      for (let from = 0; from < this.size; from += perTask) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (signal.aborted || this.columns.has(field)) return;
        fillColumn(column, this.workers, field, from, Math.min(this.size, from + perTask));
      }
      if (!this.columns.has(field)) this.columns.set(field, column);
    }
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

interface Column {
  codes: Int32Array;
  distinct: string[];
  codeOf: Map<string, number>;
}

const emptyColumn = (size: number): Column => ({ codes: new Int32Array(size), distinct: [], codeOf: new Map() });

/** Codes workers `from` to `to` (excluded) of a column, each value normalised (as `valueOf` reads it). */
function fillColumn(column: Column, workers: readonly OrgChartWorker[], field: RuleField, from: number, to: number) {
  const { codes, distinct, codeOf } = column;
  for (let index = from; index < to; index += 1) {
    const raw = workers[index]![field];
    const value = normalizeText(typeof raw === 'string' ? raw : null);
    let code = codeOf.get(value);
    if (code === undefined) {
      code = distinct.length;
      distinct.push(value);
      codeOf.set(value, code);
    }
    codes[index] = code;
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

/**
 * A mask read four workers at a time: its bytes are 0 or 1, so a 32-bit word holds four verdicts and
 * OR, AND and AND NOT of words are those of the four workers; `tail` is where the bytes past the last
 * whole word start. Null when the mask's bytes do not start on a word (a view into another buffer).
 */
function wordsOf(mask: Mask): Uint32Array | null {
  return mask.byteOffset % 4 === 0 ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >>> 2) : null;
}

/** How many of a word's four bytes (each 0 or 1) are 1. */
const bytesSet = (word: number) => Math.imul(word, 0x01010101) >>> 24;

export function countMask(mask: Mask): number {
  const words = wordsOf(mask);
  let count = 0;
  let index = 0;
  if (words) {
    for (let word = 0; word < words.length; word += 1) count += bytesSet(words[word]!);
    index = words.length * 4;
  }
  for (; index < mask.length; index += 1) count += mask[index]!;
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

/** Each clause mask's count, kept with the mask (masks are kept between keystrokes). */
const maskCounts = new WeakMap<Mask, number>();

function maskCount(mask: Mask): number {
  let count = maskCounts.get(mask);
  if (count === undefined) {
    count = countMask(mask);
    maskCounts.set(mask, count);
  }
  return count;
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
      clauses.push({ count: maskCount(mask), onlyThis: null, reason: null });
    }
    if (evaluable.length < rule.clauses.length) bound = rule.match === 'all' ? 'at_most' : 'at_least';
    if (rule.clauses.length > 0) {
      if (rule.match === 'all') {
        members.fill(1);
        for (const mask of evaluable) combine(members, 'and', mask);
      } else {
        // Workers two clauses or more bring in: a clause's own are its members outside them.
        const twice = columns.scratch();
        for (const mask of evaluable) {
          combine(twice, 'or-both', members, mask);
          combine(members, 'or', mask);
        }
        let position = 0;
        for (const outcome of clauses) {
          if (outcome.reason) continue;
          outcome.onlyThis = countOutside(evaluable[position]!, twice);
          position += 1;
        }
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

type Combine = 'or' | 'and' | 'or-both';

/**
 * Worker by worker, `target` becomes `target OR mask` (`or`), `target AND mask` (`and`), or
 * `target OR (mask AND also)` (`or-both`): four workers a word where the masks allow.
 */
function combine(target: Mask, how: Combine, mask: Mask, also: Mask = mask) {
  const targetWords = wordsOf(target);
  const maskWords = wordsOf(mask);
  const alsoWords = wordsOf(also);
  let index = 0;
  if (targetWords && maskWords && alsoWords) {
    const count = targetWords.length;
    if (how === 'or') for (let word = 0; word < count; word += 1) targetWords[word]! |= maskWords[word]!;
    else if (how === 'and') for (let word = 0; word < count; word += 1) targetWords[word]! &= maskWords[word]!;
    else for (let word = 0; word < count; word += 1) targetWords[word]! |= maskWords[word]! & alsoWords[word]!;
    index = count * 4;
  }
  for (; index < target.length; index += 1) {
    if (how === 'or') target[index]! |= mask[index]!;
    else if (how === 'and') target[index]! &= mask[index]!;
    else target[index]! |= mask[index]! & also[index]!;
  }
}

/** Workers in `mask` and not in `outside`. */
function countOutside(mask: Mask, outside: Mask): number {
  const maskWords = wordsOf(mask);
  const outsideWords = wordsOf(outside);
  let count = 0;
  let index = 0;
  if (maskWords && outsideWords) {
    for (let word = 0; word < maskWords.length; word += 1) count += bytesSet(maskWords[word]! & ~outsideWords[word]!);
    index = maskWords.length * 4;
  }
  for (; index < mask.length; index += 1) if (mask[index] && !outside[index]) count += 1;
  return count;
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

/** Indexes of the members, in dataset order, in a typed array of `count` (the members counted). */
export function memberIndexArray(mask: Mask, count = countMask(mask)): Int32Array {
  const indexes = new Int32Array(count);
  let found = 0;
  for (let index = 0; index < mask.length && found < count; index += 1) if (mask[index]) indexes[found++] = index;
  return indexes;
}

/** Indexes of the members, in dataset order. */
export function memberIndexes(mask: Mask): number[] {
  const indexes: number[] = [];
  for (let index = 0; index < mask.length; index += 1) if (mask[index]) indexes.push(index);
  return indexes;
}
