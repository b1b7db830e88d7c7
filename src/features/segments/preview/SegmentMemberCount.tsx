import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrgChartWorker } from '../../../../contract';
import { useOrgChartWorkers } from '../../../lib/workers/org-chart-workers';
import { segmentQuery } from '../api/get-segment';
import { PreviewEngine } from './preview-engine';
import { formatCount } from './preview-text';

const engines = new WeakMap<readonly OrgChartWorker[], PreviewEngine>();

/** One engine per dataset, shared by every count on the page. */
export function engineFor(workers: readonly OrgChartWorker[]): PreviewEngine {
  let engine = engines.get(workers);
  if (!engine) {
    engine = new PreviewEngine(workers);
    engines.set(workers, engine);
  }
  return engine;
}

/**
 * A segment's member count for the segments list, counted in the browser as the editor's preview
 * does; rendered only once the list is on screen, so the list never waits for the workers.
 */
export function SegmentMemberCount({ segmentId }: { segmentId: string }) {
  const workers = useOrgChartWorkers();
  const segment = useQuery({ ...segmentQuery(segmentId), staleTime: 60_000, throwOnError: false });
  const items = workers.complete ? workers.items : null;
  const outcome = useMemo(() => {
    if (!items || !segment.data) return null;
    return engineFor(items).outcome({
      ...segment.data.segment,
      includedWorkerIds: segment.data.segment.includedWorkerIds ?? [],
      excludedWorkerIds: segment.data.segment.excludedWorkerIds ?? [],
    });
  }, [items, segment.data]);
  if (outcome) {
    const count = formatCount(outcome.count);
    if (outcome.bound === 'exact') return <>{count}</>;
    const words = outcome.bound === 'at_most' ? 'at most' : 'at least';
    return (
      <span title={`Partial: ${words} ${count}; some clauses can only be evaluated when a policy runs.`}>
        <span aria-hidden="true">{outcome.bound === 'at_most' ? '≤' : '≥'} </span>
        <span className="visually-hidden">{words} </span>
        {count}
      </span>
    );
  }
  if (workers.error || segment.isError) {
    return (
      <span className="muted" title="Not counted: the workers or the segment could not be read.">
        —
      </span>
    );
  }
  return (
    <span className="muted" aria-label="Counting">
      …
    </span>
  );
}
