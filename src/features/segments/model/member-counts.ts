import type { OrgChartWorker, Segment } from '../../../../contract';
import { maskFingerprint, type SegmentOutcome } from '../../../lib/segment-rules/evaluate-segment';
import { PreviewEngine } from './preview-engine';

/** A segment's member count on the segments list, as the editor's preview counts it. */
export type MemberCount =
  | {
      status: 'counted';
      count: number;
      bound: SegmentOutcome['bound'];
      /** Equal for segments with exactly the same members (see `duplicatesAmong`). */
      fingerprint: string;
    }
  | { status: 'counting' }
  /** The workers or the segment could not be read. */
  | { status: 'failed' };

const engines = new WeakMap<readonly OrgChartWorker[], PreviewEngine>();

/** One engine per dataset, shared by every count on the page and the conflict dialog. */
export function engineFor(workers: readonly OrgChartWorker[]): PreviewEngine {
  let engine = engines.get(workers);
  if (!engine) {
    engine = new PreviewEngine(workers);
    engines.set(workers, engine);
  }
  return engine;
}

/** Counts per dataset and per version of a segment (the query's data, kept while unchanged). */
const counted = new WeakMap<PreviewEngine, WeakMap<Segment, MemberCount>>();

export function countOf(engine: PreviewEngine, segment: Segment): MemberCount {
  let known = counted.get(engine);
  if (!known) {
    known = new WeakMap();
    counted.set(engine, known);
  }
  let count = known.get(segment);
  if (!count) {
    const outcome = engine.outcome({
      ...segment,
      includedWorkerIds: segment.includedWorkerIds ?? [],
      excludedWorkerIds: segment.excludedWorkerIds ?? [],
    });
    count = {
      status: 'counted',
      count: outcome.count,
      bound: outcome.bound,
      fingerprint: maskFingerprint(outcome.members),
    };
    known.set(segment, count);
  }
  return count;
}

export const knownCount = (engine: PreviewEngine, segment: Segment) => counted.get(engine)?.get(segment);

/**
 * The listed segments that have exactly the same members as an earlier listed one (exact counts,
 * at least one member): id → the name of the segment it duplicates.
 */
export function duplicatesAmong(
  segments: readonly { id: string; name: string }[],
  counts: ReadonlyMap<string, MemberCount>,
): Map<string, string> {
  const first = new Map<string, string>();
  const duplicates = new Map<string, string>();
  for (const segment of segments) {
    const count = counts.get(segment.id);
    if (count?.status !== 'counted' || count.bound !== 'exact' || count.count === 0) continue;
    const original = first.get(count.fingerprint);
    if (original === undefined) first.set(count.fingerprint, segment.name);
    else duplicates.set(segment.id, original);
  }
  return duplicates;
}
