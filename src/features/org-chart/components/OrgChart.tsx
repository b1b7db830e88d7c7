import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { formatInteger } from '../../../lib/format';
import { useCurrentSession } from '../../../lib/session';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countAffectedWorkers } from '../model/data-quality';
import { summarizeDepartments } from '../model/departments';
import { displayName, plural } from '../model/labels';
import type { ChartView } from '../model/url-state';
import { DataQualityDialog } from './DataQualityDialog';
import { exportChartAsPng, exportFileName } from './export-png';
import { OrgGraph } from './OrgGraph';
import { OrgTreeView } from './OrgTreeView';
import { useChartState } from './use-chart-state';
import { WorkerDetails } from './WorkerDetails';
import { WorkerSearch } from './WorkerSearch';
import styles from './OrgChart.module.css';

const views: { view: ChartView; label: string }[] = [
  { view: 'graph', label: 'Graph' },
  { view: 'tree', label: 'Tree list' },
];

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
  const { state, center, actions } = useChartState(tree);
  const session = useCurrentSession();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [qualityOpen, setQualityOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  /** The worker whose details replace the panel after a link in it was followed. */
  const [followedFromPanel, setFollowedFromPanel] = useState<number | null>(null);
  const highlighted = state.department === null ? null : departments.find((d) => d.name === state.department);

  const expandEverything = () => {
    const result = actions.expandEverything();
    setNotice(
      result.complete
        ? null
        : `Opened the first ${plural(result.levels, 'level')}. Opening everything would put too many cards on screen; open teams one at a time, or use "Expand all below" on a person.`,
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

  return (
    <div className={styles.chart}>
      <PageHeader
        title="Org chart"
        subtitle={
          loading
            ? 'Loading people…'
            : `${plural(tree.workerCount, 'person', 'people')} · ${plural(departments.length, 'department')}`
        }
        actions={
          loading ? null : (
            <>
              <button type="button" className="btn" onClick={() => setQualityOpen(true)}>
                Data quality
                {affected > 0 ? (
                  <span className="badge badge-warning">
                    {formatInteger(affected)}
                    <span className="visually-hidden"> people with problems</span>
                  </span>
                ) : (
                  <span className="badge badge-success">OK</span>
                )}
              </button>
              {state.view === 'graph' ? (
                <button type="button" className="btn" onClick={() => void exportPng()} disabled={exporting}>
                  {exporting ? 'Exporting…' : 'Export PNG'}
                </button>
              ) : null}
            </>
          )
        }
      />

      <div
        role="group"
        aria-label="Chart tools"
        className={`${styles.toolbar} ${loading ? styles.waiting : ''}`}
        inert={loading !== null}
      >
        <WorkerSearch tree={tree} onChoose={(index) => actions.focus(index)} />
        <label className={styles.department}>
          <span className="visually-hidden">Highlight a department</span>
          <span className={styles.swatch} data-dept={highlighted?.color} aria-hidden="true" />
          <select
            className="select"
            value={state.department ?? ''}
            onChange={(event) => actions.setDepartment(event.target.value || null)}
          >
            <option value="">All departments</option>
            {departments.map((d) => (
              <option key={d.name} value={d.name}>
                {d.name} ({formatInteger(d.headcount)})
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Show the chart as" className={styles.segmented}>
          {views.map(({ view, label }) => (
            <button key={view} type="button" aria-pressed={state.view === view} onClick={() => actions.setView(view)}>
              {label}
            </button>
          ))}
        </div>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-small" onClick={expandEverything}>
            Expand all
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              setNotice(null);
              actions.collapseEverything();
            }}
          >
            Collapse all
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => {
              setNotice(null);
              actions.resetView();
            }}
          >
            Reset view
          </button>
        </div>
      </div>

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
        {loading && state.view === 'graph' ? <div className={styles.loadingOver}>{loading}</div> : null}
        {loading && state.view === 'tree' ? (
          loading
        ) : state.view === 'graph' ? (
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
              center={center}
              onSelect={(index) => actions.focus(index, { center: false })}
              onOpen={(index) => actions.focus(index)}
              onToggle={actions.toggle}
              canvasRef={canvasRef}
            />
          </section>
        ) : (
          <OrgTreeView
            tree={tree}
            expanded={state.expanded}
            focus={state.focus}
            department={state.department}
            colors={colors}
            onSelect={(index) => actions.focus(index, { center: false })}
            onToggle={actions.toggle}
          />
        )}
        {state.focus !== null ? (
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

      <DataQualityDialog tree={tree} open={qualityOpen} onClose={() => setQualityOpen(false)} actions={actions} />
    </div>
  );
});
