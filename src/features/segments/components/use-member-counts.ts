import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Segment, SegmentSummary } from '../../../../contract';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import { segmentForCountQuery, type LoadedSegment } from '../api/get-segment';
import { countOf, engineFor, knownCount, type MemberCount } from '../model/member-counts';

/** Counting gives the browser back its turn this often, so that the page stays responsive. */
const SLICE_MS = 8;

interface SegmentRead {
  segment: Segment | null;
  failed: boolean;
}

// Outside the component: a stable `combine` keeps its result while no query changes.
const combineReads = (results: UseQueryResult<LoadedSegment>[]): SegmentRead[] =>
  results.map((result) => ({ segment: result.data?.segment ?? null, failed: result.isError && !result.data }));

/**
 * The member count of each segment on screen (a page of the list, never the whole of a long one),
 * counted in the browser from the org chart's workers as the editor's preview does. The list
 * carries no rules, so each segment is read (see `segmentForCountQuery`: a few at a time, kept
 * while unchanged). Nothing waits for it: the counts arrive a few at a time, between which the page
 * goes on responding, and a segment not counted yet says so.
 */
export function useMemberCounts(
  segments: readonly Pick<SegmentSummary, 'id' | 'updatedAt'>[],
): ReadonlyMap<string, MemberCount> {
  // The workers and the segments are asked for once the list has been painted without them.
  const started = useAfterPaint(segments.length > 0);
  const workers = useOrgChartWorkers({ enabled: started });
  const items = workers.complete ? workers.items : null;
  const engine = useMemo(() => (items ? engineFor(items.records()) : null), [items]);
  const reads = useQueries({
    queries: segments.map(({ id, updatedAt }) => ({
      ...segmentForCountQuery(id, updatedAt),
      throwOnError: false,
      enabled: started,
    })),
    combine: combineReads,
  });
  const [, setProgress] = useState(0);

  useEffect(() => {
    if (!engine) return;
    const pending = reads.flatMap((read) => (read.segment && !knownCount(engine, read.segment) ? [read.segment] : []));
    if (pending.length === 0) return;
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const countSome = () => {
      const started = performance.now();
      do countOf(engine, pending[next++]!);
      while (next < pending.length && performance.now() - started < SLICE_MS);
      setProgress((progress) => progress + 1);
      if (next < pending.length) timer = setTimeout(countSome, 0);
    };
    timer = setTimeout(countSome, 0);
    return () => clearTimeout(timer);
  }, [engine, reads]);

  const failedWorkers = !items && workers.error !== null;
  const counts = new Map<string, MemberCount>();
  segments.forEach(({ id }, index) => {
    const read = reads[index];
    const known = engine && read?.segment ? knownCount(engine, read.segment) : undefined;
    counts.set(id, known ?? (failedWorkers || read?.failed ? { status: 'failed' } : { status: 'counting' }));
  });
  return counts;
}
