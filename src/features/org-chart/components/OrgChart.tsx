import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingState } from '../../../components/states';
import { formatQuantity } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useCurrentSession } from '../../../lib/session';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useModule } from '../../../lib/use-module';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countAffectedWorkers } from '../model/data-quality';
import { summarizeDepartments } from '../model/departments';
import { displayName } from '../model/labels';
import { ChartFrame, chartSummary, DrawingChart, type ChartTools } from './ChartFrame';
import { exportChartAsPng, exportFileName } from './export-png';
import { OrgGraph } from './OrgGraph';
import type { OrgTreeViewProps } from './OrgTreeView';
import { loadOrgTreeView } from './tree-view-code';
import { SegmentPicker } from './SegmentPicker';
import { useChartState, type ChartActions } from './use-chart-state';
import { useSegmentOverlay } from './use-segment-overlay';
import { WorkerDetails } from './WorkerDetails';
import { WorkerSearch } from './WorkerSearch';
import styles from './OrgChart.module.css';

const loadDataQualityDialog = () => import('./DataQualityDialog');

/**
 * The org chart: toolbar, graph or tree list, the focused worker's details, data quality. While
 * `loading` (the progress of the workers' pages) is given, it shows over the empty graph and the
 * toolbar waits. Drawn again only when one of them changes: not for each page of a load.
 */
export const OrgChart = memo(function OrgChart({ tree, loading = null }: { tree: ReportingTree; loading?: ReactNode }) {
  const departments = useMemo(() => summarizeDepartments(tree), [tree]);
  const colors = useMemo(() => new Map(departments.map((d) => [d.name, d.color])), [departments]);
  const departmentSizes = useMemo(() => new Map(departments.map((d) => [d.name, d.headcount])), [departments]);
  const affected = useMemo(() => countAffectedWorkers(tree), [tree]);
  const { state, center, reset, actions } = useChartState(tree);
  const overlay = useSegmentOverlay(tree, loading ? null : state.segment);
  const session = useCurrentSession();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [qualityOpen, setQualityOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  /** The worker whose details replace the panel after a link in it was followed. */
  const [followedFromPanel, setFollowedFromPanel] = useState<number | null>(null);

  const expandEverything = () => {
    const result = actions.expandEverything();
    setNotice(
      result.complete
        ? null
        : `Opened the first ${formatQuantity(result.levels, 'level')}. Opening everything would put too many cards on screen; open teams one at a time, or use "Expand all below" on a person.`,
    );
  };

  const exportPng = async () => {
    if (!canvasRef.current) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportChartAsPng(canvasRef.current, exportFileName(session.workspace.subdomain));
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The chart could not be exported.');
    } finally {
      setExporting(false);
    }
  };

  // The header and tools (which the page drew already) come first; the graph, the bulk of the work,
  // once they are on screen, so that neither holds the other's frame.
  const drawn = useAfterPaint(true);
  const waiting = loading ?? (drawn ? null : <DrawingChart />);

  const tools: ChartTools | null = loading
    ? null
    : {
        openDataQuality: () => setQualityOpen(true),
        exportPng: () => void exportPng(),
        setDepartment: actions.setDepartment,
        setView: actions.setView,
        expandEverything,
        collapseEverything() {
          setNotice(null);
          actions.collapseEverything();
        },
        resetView() {
          setNotice(null);
          actions.resetView();
        },
      };

  return (
    <ChartFrame
      summary={loading ? null : chartSummary(tree, departments)}
      affected={loading ? null : affected}
      exporting={exporting}
      search={<WorkerSearch tree={tree} onChoose={(index) => actions.focus(index)} />}
      departments={departments}
      view={state.view}
      department={state.department}
      tools={tools}
      segmentPicker={
        loading ? null : (
          <SegmentPicker
            segment={state.segment}
            overlay={overlay}
            total={tree.workerCount}
            onChoose={actions.setSegment}
          />
        )
      }
    >
      <p className="visually-hidden" role="status">
        {state.focus === null ? '' : `${displayName(tree.node(state.focus))} selected; details beside the chart.`}
      </p>
      <div role="status" className={styles.status}>
        {notice ? (
          <div className={`alert ${styles.notice}`}>
            <span>{notice}</span>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>
      {exportError ? (
        <div role="alert" className={`alert alert-danger ${styles.notice}`}>
          <span>Export failed: {exportError}</span>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setExportError(null)}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div
        className={[
          styles.body,
          state.focus === null ? '' : styles.withPanel,
          state.view === 'tree' ? styles.treeMode : '',
        ].join(' ')}
      >
        {waiting && state.view === 'graph' ? <div className={styles.loadingOver}>{waiting}</div> : null}
        {waiting && state.view === 'tree' ? (
          waiting
        ) : !drawn ? null : state.view === 'graph' ? (
          <section className={styles.graph} aria-label="Org chart graph">
            <p className="visually-hidden">
              The graph is for pointer use. The tree list shows the same chart and works with the keyboard.
            </p>
            <OrgGraph
              tree={tree}
              expanded={state.expanded}
              focus={state.focus}
              department={state.department}
              colors={colors}
              segment={overlay.overlay}
              center={center}
              reset={reset}
              onSelect={(index) => actions.focus(index, { center: false })}
              onOpen={(index) => actions.focus(index)}
              onToggle={actions.toggle}
              canvasRef={canvasRef}
            />
          </section>
        ) : (
          <TreeList
            onFailed={() => {
              notifyError('The tree list could not load', 'Check the connection, then try again.');
              actions.setView('graph');
            }}
            tree={tree}
            expanded={state.expanded}
            focus={state.focus}
            department={state.department}
            colors={colors}
            segment={overlay.overlay}
            onSelect={(index) => actions.focus(index, { center: false })}
            onToggle={actions.toggle}
          />
        )}
        {drawn && state.focus !== null ? (
          <div className={styles.panelSlot}>
            <WorkerDetails
              key={state.focus}
              tree={tree}
              index={state.focus}
              expanded={state.expanded}
              colors={colors}
              departmentSizes={departmentSizes}
              actions={actions}
              onNotice={setNotice}
              focusHeading={followedFromPanel === state.focus}
              onFollowLink={setFollowedFromPanel}
              onHeadingFocused={() => setFollowedFromPanel(null)}
            />
          </div>
        ) : null}
      </div>

      <ErrorBoundary
        resetKeys={[qualityOpen]}
        fallbackRender={() => null}
        onError={() => {
          notifyError('The data-quality list could not load', 'Check the connection, then try again.');
          setQualityOpen(false);
        }}
      >
        <DataQuality tree={tree} open={qualityOpen} onClose={() => setQualityOpen(false)} actions={actions} />
      </ErrorBoundary>
    </ChartFrame>
  );
});

/**
 * The tree list, whose code loads when it is first shown (or as the pointer or focus reaches its
 * button). Should that fail, `onFailed` is told, and the list stays a loading line meanwhile.
 */
function TreeList({ onFailed, ...props }: OrgTreeViewProps & { onFailed(): void }) {
  const loaded = useModule(loadOrgTreeView, { onError: onFailed });
  return loaded ? <loaded.OrgTreeView {...props} /> : <LoadingState label="Loading the tree list…" />;
}

/**
 * The data-quality dialog, whose code (with the dialog library) loads when it is first opened; it
 * then stays mounted, so that closing it hands the focus back as any dialog does.
 */
function DataQuality(props: { tree: ReportingTree; open: boolean; onClose(): void; actions: ChartActions }) {
  const loaded = useModule(loadDataQualityDialog, { start: props.open });
  return loaded ? <loaded.DataQualityDialog {...props} /> : null;
}
