import type { CompiledClause, OrgChartWorker } from '../../../../contract';
import type { SegmentFormValues } from './form-values';
import {
  ClauseMaskCache,
  evaluateSegment,
  membershipChange,
  memberIndexArray,
  PreviewColumns,
  type ClauseOutcome,
  type SegmentRule,
  type SegmentOutcome,
} from '../../../lib/segment-rules/evaluate-segment';
import type { UnknownValue } from './value-warnings';

/** Finds the values a clause compares with that no worker has (`unknownValues`, value-warnings.ts). */
export type UnknownValueFinder = (columns: PreviewColumns, clause: CompiledClause) => UnknownValue[];

export interface ClauseInsight extends ClauseOutcome {
  unknownValues: UnknownValue[];
}

export interface PreviewSnapshot {
  /** Workers in the dataset. */
  total: number;
  count: number;
  bound: SegmentOutcome['bound'];
  /** Indexes (into the dataset) of the members, in dataset order. */
  members: Int32Array;
  /** Per clause, by clause key. */
  clauses: Map<string, ClauseInsight>;
  /** Clauses that could not be evaluated: number (1-based) and reason. */
  partial: { number: number; reason: string }[];
  unknownIncluded: string[];
  unknownExcluded: string[];
  /** Compared with the saved version (null on the create page). */
  sinceSaved: { joined: Int32Array; left: Int32Array; savedCount: number } | null;
}

/**
 * The workers prepared once (columns, clause masks kept between runs), evaluated against the
 * form's values on demand: after one keystroke only the edited clause is recomputed.
 */
export class PreviewEngine {
  readonly columns: PreviewColumns;
  private readonly masks: ClauseMaskCache;
  private warnings = new Map<string, UnknownValue[]>();
  private saved: { key: string; outcome: SegmentOutcome } | null = null;

  /**
   * `findUnknownValues` is given by the editor's preview only (with its suggestions of close values):
   * the segments list counts members with this engine and does not load it.
   */
  constructor(
    readonly workers: readonly OrgChartWorker[],
    private readonly findUnknownValues: UnknownValueFinder = () => [],
  ) {
    this.columns = new PreviewColumns(workers);
    this.masks = new ClauseMaskCache(this.columns);
  }

  outcome(values: SegmentRule) {
    return evaluateSegment(this.columns, values, this.masks);
  }

  /** Values no worker has, kept per clause content: unchanged clauses are not checked again. */
  private unknownValues(clause: CompiledClause): UnknownValue[] {
    const signature = JSON.stringify([clause.left, clause.operator, clause.values]);
    let found = this.warnings.get(signature);
    if (!found) {
      found = this.findUnknownValues(this.columns, clause);
      if (this.warnings.size > 500) this.warnings.clear();
      this.warnings.set(signature, found);
    }
    return found;
  }

  run(values: SegmentFormValues, saved: SegmentFormValues | null): PreviewSnapshot {
    const outcome = this.outcome(values);
    const clauses = new Map<string, ClauseInsight>();
    const partial: PreviewSnapshot['partial'] = [];
    values.clauses.forEach((clause, index) => {
      const result = outcome.clauses[index] ?? { count: null, onlyThis: null, reason: null };
      clauses.set(clause.key, { ...result, unknownValues: this.unknownValues(clause) });
      if (result.reason && values.scope === 'rule_based') partial.push({ number: index + 1, reason: result.reason });
    });
    let sinceSaved: PreviewSnapshot['sinceSaved'] = null;
    if (saved) {
      const key = JSON.stringify([
        saved.scope,
        saved.match,
        saved.clauses,
        saved.includedWorkerIds,
        saved.excludedWorkerIds,
      ]);
      if (this.saved?.key !== key) this.saved = { key, outcome: this.outcome(saved) };
      const before = this.saved.outcome;
      const { joined, left } = membershipChange(before.members, outcome.members);
      sinceSaved = { joined: Int32Array.from(joined), left: Int32Array.from(left), savedCount: before.count };
    }
    this.masks.sweep();
    return {
      total: this.columns.size,
      count: outcome.count,
      bound: outcome.bound,
      members: memberIndexArray(outcome.members, outcome.count),
      clauses,
      partial,
      unknownIncluded: outcome.unknownIncluded,
      unknownExcluded: outcome.unknownExcluded,
      sinceSaved,
    };
  }
}
