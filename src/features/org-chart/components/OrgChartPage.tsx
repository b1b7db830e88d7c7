import { EmptyState, PageHeader, PermissionDenied } from '../../../components';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrgChartWorkers } from '../../../lib/workers/org-chart-workers';
import { LoadProgress } from './LoadProgress';
import { OrgChart } from './OrgChart';

function LoadedOrgChart() {
  const workers = useOrgChartWorkers();
  if (workers.complete) {
    if (workers.items.length > 0) return <OrgChart records={workers.items} />;
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
