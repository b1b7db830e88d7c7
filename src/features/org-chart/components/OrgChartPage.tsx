import { EmptyState, LoadingState, PermissionDenied } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useModule } from '../../../lib/use-module';
import { useOrgChartWorkers } from '../../../lib/workers/org-chart-workers';
import { reportingTreeWhileLoading } from '../model/tree-while-loading';
import { LoadProgress } from './LoadProgress';

/** The chart's code (the graph library with it), loaded while the workers are. */
const loadOrgChart = () => import('./OrgChart');

function LoadedOrgChart() {
  const workers = useOrgChartWorkers();
  // Read into the tree as pages arrive, so that the last page leaves only the placing to do.
  const tree = reportingTreeWhileLoading(workers.items, workers.complete);
  const chart = useModule(loadOrgChart);
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
