import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { EmptyState, PermissionDenied } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import type { AllPagesResult } from '../../../lib/all-pages';
import { isApiError } from '../../../lib/http';
import { defineMessages, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useModule } from '../../../lib/use-module';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import type { WorkerTable } from '../../../lib/workforce/worker-table';
import { buildReportingTree, type ReportingTree } from '../model/build-reporting-tree';
import { summarizeDepartments } from '../model/departments';
import { orgChartHeading } from './headings';
import { REDRAW_WHILE_ARRIVING_MS, reportingTreeWhileLoading } from '../model/tree-while-loading';
import { readViewParams } from '../model/url-state';
import { ChartFrame, chartSummary, DrawingChart } from './ChartFrame';
import { LoadProgress } from './LoadProgress';
import { useSpacedOut } from './use-spaced-out';
import { WaitingSearch } from './SearchBox';
import styles from './OrgChart.module.css';

const messages = defineMessages({
  deniedWhat: {
    id: 'org-chart.denied.what',
    defaultMessage: 'the org chart',
    description: 'In “You lack permission to see {what}”',
  },
  emptyTitle: { id: 'org-chart.empty.title', defaultMessage: 'No people yet' },
  emptyDetail: {
    id: 'org-chart.empty.detail',
    defaultMessage: 'Once workers are synced from the HR system, their reporting lines appear here.',
  },
});

/** The chart's code (the graph library with it), loaded while the workers are. */
const loadOrgChart = () => import('./OrgChart');

/** The chart while nobody has arrived yet: it is drawn around the loading progress. */
const NOBODY_YET = buildReportingTree([]);

/** The workers' load, for the progress shown inside the chart. */
const WorkersLoad = createContext<AllPagesResult<WorkerTable> | null>(null);

/** Beside the chart, the progress is shown every so often: each showing repaints the chart around it. */
const PROGRESS_BESIDE_EVERY_MS = 500;

function WorkersLoadProgress({ beside = false }: { beside?: boolean }) {
  const workers = useContext(WorkersLoad);
  const spacedOut = useSpacedOut(workers?.progress, PROGRESS_BESIDE_EVERY_MS);
  if (!workers) return null;
  return (
    <LoadProgress
      beside={beside}
      progress={(beside && spacedOut) || workers.progress}
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
/** The same, beside the top of the tree drawn from the pages that have arrived. */
const workersLoadProgressBeside = <WorkersLoadProgress beside />;

/** The chart's header and tools, waiting, with the progress where the chart will be. */
function ChartWhileItsCodeLoads({ tree, progress }: { tree: ReportingTree | null; progress: ReactNode }) {
  const { view, department } = readViewParams(new URLSearchParams(useLocation().search));
  const t = useT('org-chart');
  const departments = useMemo(() => (tree ? summarizeDepartments(tree) : []), [tree]);
  const waiting = progress ?? <DrawingChart />;
  return (
    <ChartFrame
      summary={tree ? chartSummary(tree, departments, t) : null}
      affected={null}
      exporting={false}
      search={<WaitingSearch />}
      departments={departments}
      view={view}
      department={department}
      tools={null}
    >
      <div className={`${styles.body} ${view === 'tree' ? styles.treeMode : ''}`}>
        {view === 'graph' ? <div className={styles.loadingOver}>{waiting}</div> : waiting}
      </div>
    </ChartFrame>
  );
}

/**
 * The tree of what has arrived is made again only every so often, as pages arrive (see
 * `reportingTreeWhileLoading`): when `behind` and no page comes meanwhile, the page is drawn again
 * once that time has passed, so that a load that waits does not hide what has arrived.
 */
function useRedrawWhenPagesWait(behind: boolean) {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(redraw, REDRAW_WHILE_ARRIVING_MS);
    return () => clearTimeout(timer);
  });
}

function LoadedOrgChart() {
  const t = useT('org-chart');
  const workers = useOrgChartWorkers();
  // Read into the tree as pages arrive, so that the last page leaves only the placing to do; the
  // top of the tree is drawn from what has arrived meanwhile (see `reportingTreeWhileLoading`).
  const tree = reportingTreeWhileLoading(workers.items, workers.complete);
  useRedrawWhenPagesWait(tree !== null && !workers.complete && tree.workerCount < workers.items.length);
  // The chart's code (150 KB) is asked for once the header and tools are on screen: on a slow line,
  // it does not share the first paint's bandwidth.
  const painted = useAfterPaint(true);
  const chart = useModule(loadOrgChart, { start: painted });
  if (isApiError(workers.error) && workers.error.status === 403) {
    return (
      <>
        <PageHeader title={t(orgChartHeading.title)} subtitle={t(orgChartHeading.description)} />
        <PermissionDenied what={messages.deniedWhat} />
      </>
    );
  }
  if (workers.complete && !tree) {
    return (
      <>
        <PageHeader title={t(orgChartHeading.title)} subtitle={t(orgChartHeading.description)} />
        <EmptyState title={t(messages.emptyTitle)}>{t(messages.emptyDetail)}</EmptyState>
      </>
    );
  }
  const progress = workers.complete ? null : tree ? workersLoadProgressBeside : workersLoadProgress;
  // Once its code is there, the chart stays mounted from loading to loaded: when the last page
  // lands, only the cards are new.
  return (
    <WorkersLoad value={workers}>
      {chart ? (
        <chart.OrgChart tree={tree ?? NOBODY_YET} loading={progress} />
      ) : (
        <ChartWhileItsCodeLoads tree={tree} progress={progress} />
      )}
    </WorkersLoad>
  );
}

/** The reporting tree of the whole workspace, as a graph or an accessible tree list. */
export function OrgChartPage() {
  // A person's segments word their reasons from `segmentRules`: loaded with the page, so that
  // opening a person never suspends the chart (and takes the focus from the tree list).
  const t = useT('org-chart', 'segmentRules');
  useDocumentTitle(t(orgChartHeading.title));
  return <LoadedOrgChart />;
}
