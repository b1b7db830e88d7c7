import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Cursor, OrgChartWorker, Segment } from '../../../contract';
import { useAllPages } from '../all-pages';
import { useHasPermission } from '../session';
import { PreviewColumns } from './evaluate-segment';
import type { NamedRule } from './person-segments';
import { refreshSubjects } from './refresh-subjects';
import { fetchSegmentsPage, segmentReadKeys, segmentRuleQuery, type LoadedSegment } from './segment-reads';

export interface SegmentRules {
  /** Whether the caller may read segments at all; without it, nothing is requested. */
  allowed: boolean;
  /** Every segment with its rule, once all are read; null while reading (or not allowed). */
  rules: readonly NamedRule[] | null;
  /** Segments read so far, of how many. */
  read: number;
  total: number | null;
  /** Segments whose detail could not be read (left out of `rules`). */
  failed: number;
  error: Error | null;
}

const combineReads = (results: UseQueryResult<LoadedSegment>[]) => ({
  segments: results.map((result) => result.data?.segment ?? null),
  failed: results.filter((result) => result.isError && !result.data).length,
  pending: results.filter((result) => result.isPending).length,
});

const toRule = (segment: Segment): NamedRule => ({
  id: segment.id,
  name: segment.name,
  scope: segment.scope,
  match: segment.match,
  clauses: segment.clauses,
  includedWorkerIds: segment.includedWorkerIds,
  excludedWorkerIds: segment.excludedWorkerIds,
});

/**
 * Every segment of the workspace with its rule: the list's query, then each segment's detail once
 * (shared with the segment editor's cache). Nothing is asked for until `enabled`, and nothing at
 * all for a caller without `segments:read`.
 */
export function useSegmentRules({ enabled = true }: { enabled?: boolean } = {}): SegmentRules {
  const allowed = useHasPermission('segments:read');
  const list = useAllPages({
    queryKey: segmentReadKeys.all(''),
    fetchPage: (cursor: Cursor | null, signal: AbortSignal) => fetchSegmentsPage('', cursor, signal),
    staleTime: 30_000,
    subject: refreshSubjects.segments,
    enabled: enabled && allowed,
  });
  const ids = list.complete ? list.items.map((summary) => summary.id) : [];
  const reads = useQueries({
    queries: ids.map((id) => ({ ...segmentRuleQuery(id), enabled: enabled && allowed })),
    combine: combineReads,
  });
  const done = list.complete && reads.pending === 0;
  const segments = reads.segments;
  const rules = useMemo(
    () => (done ? segments.flatMap((segment) => (segment ? [toRule(segment)] : [])) : null),
    // `combineReads` is stable, so `segments` is a new list only when a read changes.
    [done, segments],
  );
  if (!allowed) return { allowed, rules: null, read: 0, total: null, failed: 0, error: null };
  return {
    allowed,
    rules,
    read: ids.length - reads.pending,
    total: list.complete ? ids.length : null,
    failed: reads.failed,
    error: list.error,
  };
}

const columnsByWorkers = new WeakMap<readonly OrgChartWorker[], PreviewColumns>();

/** The evaluator's columns of a list of workers, made once per list and shared by every reader. */
export function columnsFor(workers: readonly OrgChartWorker[]): PreviewColumns {
  let columns = columnsByWorkers.get(workers);
  if (!columns) {
    columns = new PreviewColumns(workers);
    columnsByWorkers.set(workers, columns);
  }
  return columns;
}

/**
 * Every segment's name and id (the list's query alone, shared with the segment editor's and
 * `useSegmentRules`): for pickers. Nothing is asked for without `segments:read`.
 */
export function useSegmentList({ enabled = true }: { enabled?: boolean } = {}) {
  const allowed = useHasPermission('segments:read');
  const list = useAllPages({
    queryKey: segmentReadKeys.all(''),
    fetchPage: (cursor: Cursor | null, signal: AbortSignal) => fetchSegmentsPage('', cursor, signal),
    staleTime: 30_000,
    subject: refreshSubjects.segments,
    enabled: enabled && allowed,
  });
  return { allowed, summaries: allowed && list.complete ? list.items : null, error: allowed ? list.error : null };
}
