import { diffArrays } from 'diff';
import type { CompiledClause } from '../../../../contract';
import {
  clauseSignature,
  clausesEqual,
  newClauseKey,
  toClauseValues,
  toCompiledClause,
  type ClauseValues,
  type SegmentFormValues,
} from './form-values';
import type { ClauseComparison, ClauseOutcome } from './merge';
import type { ClauseConflictReason } from './conflicts';

/**
 * The clauses' part of the three-way merge (merge.ts): clauses are matched base -> mine by their
 * keys and base -> latest by aligning the two lists (a clause replaced in place counts as
 * changed); each base clause, each clause added on either side, gets its outcome.
 */

/** A clause of the latest version; it has a key when that version is itself form values. */
export type LatestClause = CompiledClause & { key?: string };
const ownKey = (clause: LatestClause) => (typeof clause.key === 'string' ? clause.key : null);

type TheirState = { kind: 'same' } | { kind: 'modified'; clause: CompiledClause } | { kind: 'deleted' };

interface Alignment {
  /** What the latest version did to each base clause, by key. */
  byBaseKey: Map<string, TheirState>;
  /** The latest clauses in order, each with the base key it corresponds to (null when added). */
  order: { baseKey: string | null; clause: LatestClause }[];
}

const operandSignature = (operand: CompiledClause['left']) => `${operand.kind}:${operand.value}`;

/** Pairs removed clauses with added ones (by index), in order: same left side first, then by place. */
function pairInPlace(removed: CompiledClause['left'][], added: CompiledClause['left'][]): Map<number, number> {
  const pairs = new Map<number, number>();
  let r = 0;
  let a = 0;
  let unmatchedRemoved: number[] = [];
  let unmatchedAdded: number[] = [];
  const pairLeftovers = () => {
    unmatchedRemoved.forEach((index, k) => {
      if (unmatchedAdded[k] !== undefined) pairs.set(index, unmatchedAdded[k]);
    });
    unmatchedRemoved = [];
    unmatchedAdded = [];
  };
  for (const change of diffArrays(removed.map(operandSignature), added.map(operandSignature))) {
    for (let i = 0; i < change.count; i += 1) {
      if (change.removed) unmatchedRemoved.push(r++);
      else if (change.added) unmatchedAdded.push(a++);
      else {
        if (i === 0) pairLeftovers();
        pairs.set(r++, a++);
      }
    }
  }
  pairLeftovers();
  return pairs;
}

function alignLatest(base: readonly ClauseValues[], latest: readonly LatestClause[]): Alignment {
  const byBaseKey = new Map<string, TheirState>();
  const order: Alignment['order'] = latest.map((clause) => ({ baseKey: null, clause }));
  const changes = diffArrays(base.map(clauseSignature), latest.map(clauseSignature));
  let baseIndex = 0;
  let latestIndex = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const pairHunk = () => {
    // Within a run of differences, a clause whose left side matches one at the same place was
    // changed; other clauses left in place are paired in order; the rest were added or removed.
    const pairs = pairInPlace(
      removed.map((b) => base[b]!.left),
      added.map((l) => latest[l]!.left),
    );
    removed.forEach((b, k) => {
      const l = pairs.get(k);
      const key = base[b]!.key;
      if (l === undefined) {
        byBaseKey.set(key, { kind: 'deleted' });
      } else {
        byBaseKey.set(key, { kind: 'modified', clause: toCompiledClause(latest[added[l]!]!) });
        order[added[l]!]!.baseKey = key;
      }
    });
    removed = [];
    added = [];
  };
  for (const change of changes) {
    if (change.removed) {
      for (let i = 0; i < change.count; i += 1) removed.push(baseIndex++);
    } else if (change.added) {
      for (let i = 0; i < change.count; i += 1) added.push(latestIndex++);
    } else {
      pairHunk();
      for (let i = 0; i < change.count; i += 1) {
        const key = base[baseIndex++]!.key;
        byBaseKey.set(key, { kind: 'same' });
        order[latestIndex++]!.baseKey = key;
      }
    }
  }
  pairHunk();
  return { byBaseKey, order };
}

interface Entry {
  comparison: ClauseComparison;
  /** The clause in the merged values, or null when the merge leaves it out. */
  merged: CompiledClause | null;
}

function compareBaseClause(baseClause: ClauseValues, their: TheirState, mine: ClauseValues | undefined): Entry {
  const key = baseClause.key;
  const theirs =
    their.kind === 'deleted' ? null : their.kind === 'modified' ? their.clause : toCompiledClause(baseClause);
  const entry = (
    outcome: ClauseOutcome,
    merged: CompiledClause | null,
    conflict: ClauseConflictReason | null = null,
  ): Entry => ({
    comparison: {
      key,
      outcome,
      conflict,
      position: null,
      base: toCompiledClause(baseClause),
      mine: mine ? toCompiledClause(mine) : null,
      theirs,
    },
    merged,
  });
  const mineChanged = mine !== undefined && !clausesEqual(mine, baseClause);
  if (their.kind === 'deleted') {
    if (!mine) return entry('removed_by_both', null);
    return mineChanged ? entry('conflict', mine, 'they_removed') : entry('removed_by_them', null);
  }
  if (!mine) {
    return their.kind === 'modified' ? entry('conflict', their.clause, 'you_removed') : entry('removed_by_you', null);
  }
  if (their.kind === 'modified' && mineChanged) {
    return clausesEqual(mine, their.clause) ? entry('changed_by_both', mine) : entry('conflict', mine, 'both_changed');
  }
  if (their.kind === 'modified') return entry('changed_by_them', their.clause);
  return mineChanged ? entry('changed_by_you', mine) : entry('unchanged', mine);
}

export function mergeClauses(base: SegmentFormValues, mine: SegmentFormValues, latest: { clauses: LatestClause[] }) {
  const alignment = alignLatest(base.clauses, latest.clauses);
  const baseKeys = new Set(base.clauses.map((clause) => clause.key));
  const mineByKey = new Map(mine.clauses.map((clause) => [clause.key, clause]));
  const entries: Entry[] = [];
  const insertAfter = (key: string | null, entry: Entry) => {
    const index = key === null ? -1 : entries.findIndex((candidate) => candidate.comparison.key === key);
    entries.splice(index + 1, 0, entry);
  };
  const forBase = (clause: ClauseValues) =>
    compareBaseClause(clause, alignment.byBaseKey.get(clause.key) ?? { kind: 'same' }, mineByKey.get(clause.key));

  // The user's order first, with their own additions where they put them.
  for (const clause of mine.clauses) {
    const baseClause = baseKeys.has(clause.key) ? base.clauses.find((b) => b.key === clause.key) : undefined;
    if (baseClause) {
      entries.push(forBase(baseClause));
    } else {
      const added = toCompiledClause(clause);
      entries.push({
        comparison: {
          key: clause.key,
          outcome: 'added_by_you',
          conflict: null,
          position: null,
          base: null,
          mine: added,
          theirs: null,
        },
        merged: added,
      });
    }
  }
  // Clauses the user removed, after the base clause that preceded them.
  let previousBaseKey: string | null = null;
  for (const clause of base.clauses) {
    if (!mineByKey.has(clause.key)) insertAfter(previousBaseKey, forBase(clause));
    previousBaseKey = clause.key;
  }
  // Their additions, after the clause that precedes them in the latest version.
  const latestKeys: string[] = [];
  let previousKey: string | null = null;
  for (const { baseKey, clause } of alignment.order) {
    if (baseKey !== null) {
      latestKeys.push(baseKey);
      previousKey = baseKey;
      continue;
    }
    const theirs = toCompiledClause(clause);
    const same = entries.find(
      (entry) => entry.comparison.outcome === 'added_by_you' && clausesEqual(entry.comparison.mine!, theirs),
    );
    if (same) {
      same.comparison.outcome = 'added_by_both';
      same.comparison.theirs = theirs;
      latestKeys.push(same.comparison.key);
      previousKey = same.comparison.key;
      continue;
    }
    const key = ownKey(clause) ?? newClauseKey();
    insertAfter(previousKey, {
      comparison: { key, outcome: 'added_by_them', conflict: null, position: null, base: null, mine: null, theirs },
      merged: theirs,
    });
    latestKeys.push(key);
    previousKey = key;
  }

  // Clauses of a latest version that has keys keep them (re-applying onto the form's own values).
  alignment.order.forEach(({ baseKey, clause }, index) => {
    const key = ownKey(clause);
    if (baseKey === null || key === null || key === baseKey) return;
    const entry = entries.find((candidate) => candidate.comparison.key === baseKey);
    if (entry) entry.comparison.key = key;
    latestKeys[index] = key;
  });

  let position = 0;
  for (const entry of entries) if (entry.merged) entry.comparison.position = ++position;
  const latestValues = latest.clauses.map((clause, index) =>
    toClauseValues(toCompiledClause(clause), latestKeys[index]),
  );
  const values = entries.flatMap((entry) => (entry.merged ? [toClauseValues(entry.merged, entry.comparison.key)] : []));
  return { entries, values, latestValues };
}
