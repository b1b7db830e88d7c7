import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { LoadingState } from '../../../components/states';
import { defineMessages, useT } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useCurrentSession } from '../../../lib/session';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useModule } from '../../../lib/use-module';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countAffectedWorkers } from '../model/data-quality';
import { summarizeDepartments } from '../model/departments';
import { displayName } from '../model/labels';
import { ChartFrame, chartSummary, DrawingChart, type ChartTools } from './ChartFrame';
import { exportChartAsPng, exportFileName, PngExportError } from './export-png';
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

const messages = defineMessages({
  expandedSome: {
    id: 'org-chart.expand.partial',
    defaultMessage:
      'Opened the first {levels, plural, one {# level} other {# levels}}. Opening everything would put too many cards on screen; open teams one at a time, or use "Expand all below" on a person.',
    description: 'Quotes the details panel’s button, org-chart.details.expandAllBelow',
  },
  exportCode: {
    id: 'org-chart.export.codeFailed',
    defaultMessage: 'Its code could not load. Check the connection, then try again.',
  },
  exportDrawing: { id: 'org-chart.export.drawingFailed', defaultMessage: 'The browser could not draw the chart.' },
  exportOther: { id: 'org-chart.export.otherFailed', defaultMessage: 'The chart could not be exported.' },
  exportFailed: { id: 'org-chart.export.failed', defaultMessage: 'Export failed: {reason}' },
  selected: {
    id: 'org-chart.selected',
    defaultMessage: '{name} selected; details beside the chart.',
    description: 'Said to screen readers when a person is chosen',
  },
  dismiss: { id: 'org-chart.notice.dismiss', defaultMessage: 'Dismiss' },
  graph: { id: 'org-chart.graph.label', defaultMessage: 'Org chart graph' },
  graphNote: {
    id: 'org-chart.graph.note',
    defaultMessage: 'The graph is for pointer use. The tree list shows the same chart and works with the keyboard.',
  },
  treeListFailed: { id: 'org-chart.treeList.failed', defaultMessage: 'The tree list could not load' },
  qualityFailed: { id: 'org-chart.dataQuality.failed', defaultMessage: 'The data-quality list could not load' },
  checkConnection: { id: 'org-chart.checkConnection', defaultMessage: 'Check the connection, then try again.' },
  treeListLoading: { id: 'org-chart.treeList.loading', defaultMessage: 'Loading the tree list…' },
});

/**
 * The org chart: toolbar, graph or tree list, the focused worker's details, data quality. While
 * `loading` (the progress of the workers' pages) is given, the toolbar waits, and the progress
 * shows over the empty graph, or beside the top of the tree drawn from the pages that have arrived
 * (a tree `arriving`). Drawn again only when one of them changes: not for each page of a load.
 */
export const OrgChart = memo(function OrgChart({ tree, loading = null }: { tree: ReportingTree; loading?: ReactNode }) {
  const t = useT('org-chart');
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
    setNotice(result.complete ? null : t(messages.expandedSome, { levels: result.levels }));
  };

  const exportPng = async () => {
    if (!canvasRef.current) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportChartAsPng(canvasRef.current, exportFileName(session.workspace.subdomain));
    } catch (error) {
      setExportError(
        error instanceof PngExportError
          ? t(error.reason === 'code' ? messages.exportCode : messages.exportDrawing)
          : error instanceof Error
            ? error.message
            : t(messages.exportOther),
      );
    } finally {
      setExporting(false);
    }
  };

  // The header and tools (which the page drew already) come first; the graph, the bulk of the work,
  // once they are on screen, so that neither holds the other's frame.
  const drawn = useAfterPaint(true);
  // The top of the tree, drawn from the pages that have arrived: the progress shows beside it.
  const partial = loading !== null && tree.size > 0;
  const waiting = partial ? null : (loading ?? (drawn ? null : <DrawingChart />));

  // On the top of the tree drawn while the rest arrives, the tools work already.
  const tools: ChartTools | null =
    loading && !partial
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
      summary={loading ? null : chartSummary(tree, departments, t)}
      affected={loading ? null : affected}
      exporting={exporting}
      search={<WorkerSearch tree={tree} onChoose={(index) => actions.focus(index)} />}
      departments={departments}
      view={state.view}
      department={state.department}
      tools={tools}
      arriving={partial}
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
        {state.focus === null ? '' : t(messages.selected, { name: displayName(tree.node(state.focus), t) })}
      </p>
      <div role="status" className={styles.status}>
        {notice ? (
          <div className={`alert ${styles.notice}`}>
            <span>{notice}</span>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setNotice(null)}>
              {t(messages.dismiss)}
            </button>
          </div>
        ) : null}
      </div>
      {exportError ? (
        <div role="alert" className={`alert alert-danger ${styles.notice}`}>
          <span>{t(messages.exportFailed, { reason: exportError })}</span>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setExportError(null)}>
            {t(messages.dismiss)}
          </button>
        </div>
      ) : null}

      <div
        className={[
          styles.body,
          state.focus === null ? '' : styles.withPanel,
          state.view === 'tree' ? styles.treeMode : '',
        ].join(' ')}
        data-workers-arriving={loading ? '' : undefined}
      >
        {partial ? <div className={state.view === 'graph' ? styles.arrivingOver : undefined}>{loading}</div> : null}
        {waiting && state.view === 'graph' ? <div className={styles.loadingOver}>{waiting}</div> : null}
        {waiting && state.view === 'tree' ? (
          waiting
        ) : !drawn ? null : state.view === 'graph' ? (
          <section className={styles.graph} aria-label={t(messages.graph)}>
            <p className="visually-hidden">{t(messages.graphNote)}</p>
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
              notifyError(t(messages.treeListFailed), t(messages.checkConnection));
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
          notifyError(t(messages.qualityFailed), t(messages.checkConnection));
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
  const t = useT('org-chart');
  const loaded = useModule(loadOrgTreeView, { onError: onFailed });
  return loaded ? <loaded.OrgTreeView {...props} /> : <LoadingState label={t(messages.treeListLoading)} />;
}

/**
 * The data-quality dialog, whose code (with the dialog library) loads when it is first opened; it
 * then stays mounted, so that closing it hands the focus back as any dialog does.
 */
function DataQuality(props: { tree: ReportingTree; open: boolean; onClose(): void; actions: ChartActions }) {
  const loaded = useModule(loadDataQualityDialog, { start: props.open });
  return loaded ? <loaded.DataQualityDialog {...props} /> : null;
}
