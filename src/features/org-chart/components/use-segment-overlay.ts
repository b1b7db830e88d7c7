import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
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
  const result = useMemo(() => {
    if (!segment || !table || tree.workerCount !== table.length) return null;
    performance.mark(overlayMarks.chosen);
    const outcome = evaluateSegment(columnsFor(table.records()), segment);
    return { overlay: segmentOverlay(tree, outcome.members), bound: outcome.bound };
  }, [segment, table, tree]);
  useEffect(() => {
    if (!result) return;
    const frame = requestAnimationFrame(() => performance.mark(overlayMarks.painted));
    return () => cancelAnimationFrame(frame);
  }, [result]);
  if (!allowed || segmentId === null) return none;
  if (read.isError) return { ...none, status: 'failed' };
  if (!result || !segment) return { ...none, status: 'loading' };
  return { overlay: result.overlay, name: segment.name, bound: result.bound, status: 'ready' };
}
