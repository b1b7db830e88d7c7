import type { OrgChartWorker } from '../../../contract';
import { compareText } from '../format';
import { PreviewColumns, type SegmentRule } from './evaluate-segment';
import { explainWorker } from './explain';

/** A segment with its rule, as read from the service (its name to show, its id to link). */
export interface NamedRule extends SegmentRule {
  id: string;
  name: string;
}

export interface PersonSegment {
  id: string;
  name: string;
  /** Certain, or "may be": the verdict rests on clauses that cannot be evaluated here. */
  certain: boolean;
  /**
   * Why it is not certain: the first clause that cannot be evaluated, numbered from 1, and the
   * evaluator's reason (English: `reasonText` words it in the user's language).
   */
  uncertainClause: { number: number; reason: string } | null;
}

/**
 * The segments worker `index` is in, each decided by the evaluator the preview counts with; a
 * segment whose clauses the browser cannot all evaluate is listed as "may be" with the reason,
 * whether the count counts the worker in (with `all`) or not (with `any`).
 */
export function segmentsOfWorker(
  columns: PreviewColumns,
  segments: readonly NamedRule[],
  index: number,
): { member: PersonSegment[]; maybe: PersonSegment[] } {
  const member: PersonSegment[] = [];
  const maybe: PersonSegment[] = [];
  if (index < 0 || index >= columns.size) return { member, maybe };
  for (const segment of segments) {
    const explanation = explainWorker(columns, segment, index);
    if (explanation.certain) {
      if (explanation.counted)
        member.push({ id: segment.id, name: segment.name, certain: true, uncertainClause: null });
      continue;
    }
    const position = explanation.clauses.findIndex((clause) => clause.reason);
    const uncertainClause =
      position === -1 ? null : { number: position + 1, reason: explanation.clauses[position]!.reason ?? '' };
    maybe.push({ id: segment.id, name: segment.name, certain: false, uncertainClause });
  }
  const byName = (a: PersonSegment, b: PersonSegment) => compareText(a.name, b.name) || compareText(a.id, b.id);
  return { member: member.sort(byName), maybe: maybe.sort(byName) };
}

/**
 * The segments of one worker read alone (`segmentsOfWorker` without anyone else's record): their
 * record, and whether they are the first worker with their id, the one the segments' lists name
 * (a later record with the same id is in no list). Every worker as a record, which the dataset's
 * columns read, is a long task at 250,000 workers on a phone.
 */
export function segmentsOfOneWorker(
  worker: OrgChartWorker,
  firstWithTheirId: boolean,
  segments: readonly NamedRule[],
): { member: PersonSegment[]; maybe: PersonSegment[] } {
  const listed = firstWithTheirId
    ? segments
    : segments.map((segment) => ({ ...segment, includedWorkerIds: null, excludedWorkerIds: null }));
  return segmentsOfWorker(new PreviewColumns([worker]), listed, 0);
}
