import { createContext, useContext } from 'react';
import type { OrgChartWorker } from '../../../../contract';
import { EmptyState, LoadingState, PermissionDenied } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import type { AllPagesResult } from '../../../lib/all-pages';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useModule } from '../../../lib/use-module';
import { useOrgChartWorkers } from '../../../lib/workers/org-chart-workers';
import { buildReportingTree } from '../model/build-reporting-tree';
import { reportingTreeWhileLoading } from '../model/tree-while-loading';
import { LoadProgress } from './LoadProgress';

/** The chart's code (the graph library with it), loaded while the workers are. */
const loadOrgChart = () => import('./OrgChart');

/** The chart while nobody has arrived yet: it is drawn around the loading progress. */
const NOBODY_YET = buildReportingTree([]);

/** The workers' load, for the progress shown inside the chart. */
const WorkersLoad = createContext<AllPagesResult<OrgChartWorker> | null>(null);

function WorkersLoadProgress() {
  const workers = useContext(WorkersLoad);
  if (!workers) return null;
  return (
    <LoadProgress
      progress={workers.progress}
      isLoading={workers.isLoading}
      cancelled={workers.cancelled}
      error={workers.error}
      onCancel={workers.cancel}
      onResume={workers.resume}
      onRestart={workers.reload}
    />
  );
}

/**
 * One element for the whole load: the progress follows each page through context, while the chart
 * around it, given the same props, is not drawn again.
 */
const workersLoadProgress = <WorkersLoadProgress />;

function LoadedOrgChart() {
  const workers = useOrgChartWorkers();
  // Read into the tree as pages arrive, so that the last page leaves only the placing to do.
  const tree = reportingTreeWhileLoading(workers.items, workers.complete);
  const chart = useModule(loadOrgChart);
  if (isApiError(workers.error) && workers.error.status === 403) {
    return (
      <>
        <PageHeader title="Org chart" />
        <PermissionDenied what="the org chart" />
      </>
    );
  }
  if (workers.complete && !tree) {
    return (
      <>
        <PageHeader title="Org chart" />
        <EmptyState title="No people yet">
          Once workers are synced from the HR system, their reporting lines appear here.
        </EmptyState>
      </>
    );
  }
  const progress = workers.complete ? null : workersLoadProgress;
  // Once its code is there, the chart stays mounted from loading to loaded: when the last page
  // lands, only the cards are new.
  return (
    <WorkersLoad value={workers}>
      {chart ? (
        <chart.OrgChart tree={tree ?? NOBODY_YET} loading={progress} />
      ) : (
        <>
          <PageHeader title="Org chart" />
          {progress ?? <LoadingState label="Drawing the org chart…" />}
        </>
      )}
    </WorkersLoad>
  );
}

/** The reporting tree of the whole workspace, as a graph or an accessible tree list. */
export function OrgChartPage() {
  useDocumentTitle('Org chart');
  return <LoadedOrgChart />;
}
