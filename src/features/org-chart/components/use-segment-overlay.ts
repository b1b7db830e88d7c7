import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { evaluateSegment } from '../../../lib/segment-rules/evaluate-segment';
import { segmentRuleQuery } from '../../../lib/segment-rules/segment-reads';
import { columnsFor } from '../../../lib/segment-rules/use-segment-rules';
import { useHasPermission } from '../../../lib/session';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import type { ReportingTree } from '../model/build-reporting-tree';
import { segmentOverlay, type SegmentOverlay } from '../model/segment-overlay';

/** Timing marks for the benchmark: a segment was chosen, its overlay is painted. */
export const overlayMarks = { chosen: 'org-chart:segment-chosen', painted: 'org-chart:segment-painted' } as const;

export interface SegmentOverlayState {
  overlay: SegmentOverlay | null;
  name: string | null;
  /** `exact`, or a bound when the browser cannot evaluate every clause. */
  bound: 'exact' | 'at_most' | 'at_least';
  status: 'none' | 'loading' | 'ready' | 'failed';
}

const none: SegmentOverlayState = { overlay: null, name: null, bound: 'exact', status: 'none' };

/**
 * The segment `segmentId` over the chart: its members evaluated from the chart's own workers by
 * the segment editor's evaluator, and counted below each node.
 */
export function useSegmentOverlay(tree: ReportingTree, segmentId: string | null): SegmentOverlayState {
  const allowed = useHasPermission('segments:read');
  const workers = useOrgChartWorkers();
  const table = workers.complete ? workers.items : null;
  const read = useQuery({ ...segmentRuleQuery(segmentId ?? ''), enabled: allowed && segmentId !== null });
  const segment = segmentId !== null ? (read.data?.segment ?? null) : null;
  // Once a segment has been shown, the records are held here while the chart is: the evaluator's
  // columns are kept for as long as the records are (a table makes its records when asked and keeps
  // them only while someone does), so choosing again does not make them again. A chart that never
  // shows a segment holds no records.
  const [wanted, setWanted] = useState(false);
  if (segmentId !== null && allowed && !wanted) setWanted(true);
  const records = useMemo(() => (wanted && table ? table.records() : null), [wanted, table]);
  const result = useMemo(() => {
    if (!segment || !records || tree.workerCount !== records.length) return null;
    performance.mark(overlayMarks.chosen);
    const outcome = evaluateSegment(columnsFor(records), segment);
    return { overlay: segmentOverlay(tree, outcome.members), bound: outcome.bound };
  }, [segment, records, tree]);
  useEffect(() => {
    if (!result) return;
    // A frame's callbacks run before its paint: a task queued from there runs once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => performance.mark(overlayMarks.painted), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [result]);
  if (!allowed || segmentId === null) return none;
  if (read.isError) return { ...none, status: 'failed' };
  if (!result || !segment) return { ...none, status: 'loading' };
  return { overlay: result.overlay, name: segment.name, bound: result.bound, status: 'ready' };
}
