import { useEffect, useState } from 'react';
import { EmptyState, LoadingState, PermissionDenied } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrgChartWorkers } from '../../../lib/workers/org-chart-workers';
import { reportingTreeWhileLoading } from '../model/tree-while-loading';
import { LoadProgress } from './LoadProgress';

type OrgChartModule = typeof import('./OrgChart');

/**
 * The chart's code (the graph library with it), loaded while the workers are. Held in state rather
 * than through `lazy`, so that the chart renders in the same pass as the last page (Suspense would
 * hold back its first showing); a failed load goes to the route's error boundary.
 */
function useOrgChartModule(): OrgChartModule | null {
  const [loaded, setLoaded] = useState<{ module: OrgChartModule } | { error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    import('./OrgChart').then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded !== null && 'error' in loaded) throw loaded.error;
  return loaded?.module ?? null;
}

function LoadedOrgChart() {
  const workers = useOrgChartWorkers();
  // Read into the tree as pages arrive, so that the last page leaves only the placing to do.
  const tree = reportingTreeWhileLoading(workers.items, workers.complete);
  const chart = useOrgChartModule();
  if (workers.complete) {
    if (tree) {
      if (chart) return <chart.OrgChart tree={tree} />;
      return (
        <>
          <PageHeader title="Org chart" />
          <LoadingState label="Drawing the org chart…" />
        </>
      );
    }
    return (
      <>
        <PageHeader title="Org chart" />
        <EmptyState title="No people yet">
          Once workers are synced from the HR system, their reporting lines appear here.
        </EmptyState>
      </>
    );
  }
  if (isApiError(workers.error) && workers.error.status === 403) {
    return (
      <>
        <PageHeader title="Org chart" />
        <PermissionDenied what="the org chart" />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Org chart" />
      <LoadProgress
        progress={workers.progress}
        isLoading={workers.isLoading}
        cancelled={workers.cancelled}
        error={workers.error}
        onCancel={workers.cancel}
        onResume={workers.resume}
        onRestart={workers.reload}
      />
    </>
  );
}

/** The reporting tree of the whole workspace, as a graph or an accessible tree list. */
export function OrgChartPage() {
  useDocumentTitle('Org chart');
  return <LoadedOrgChart />;
}
