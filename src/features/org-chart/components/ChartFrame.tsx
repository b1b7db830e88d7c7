import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { orgChartHeading } from './headings';
import { LoadingState } from '../../../components/states';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { useHasPermission } from '../../../lib/session';
import type { ReportingTree } from '../model/build-reporting-tree';
import type { DepartmentSummary } from '../model/departments';
import type { ChartView } from '../model/url-state';
import { loadOrgTreeView } from './tree-view-code';
import styles from './OrgChart.module.css';

/** Reaching for the tree list's button starts its code's download, so that the click rarely waits. */
const preloadTreeView = {
  onPointerEnter: () => void loadOrgTreeView().catch(() => undefined),
  onFocus: () => void loadOrgTreeView().catch(() => undefined),
};

/**
 * "Show segment" while the chart is not ready for one: the same place and size as the picker to
 * come, so that nothing beside it moves when it arrives.
 */
function WaitingSegmentPicker() {
  if (!useHasPermission('segments:read')) return null;
  return (
    <div className={styles.segmentPicker}>
      <label className={styles.segmentChoice}>
        <span className="visually-hidden">Show segment</span>
        <select className="select" value="" disabled>
          <option value="">Show segment: none</option>
        </select>
      </label>
      <p className={styles.segmentStatus} />
    </div>
  );
}

const views: { view: ChartView; label: string }[] = [
  { view: 'graph', label: 'Graph' },
  { view: 'tree', label: 'Tree list' },
];

/** The header's line under the title: "399 people · 9 departments". */
export function chartSummary(tree: ReportingTree, departments: readonly DepartmentSummary[]): string {
  return `${formatQuantity(tree.workerCount, 'person', 'people')} · ${formatQuantity(departments.length, 'department')}`;
}

/** What stands where the chart will be, between its people and its first paint. */
export function DrawingChart() {
  return <LoadingState label="Drawing the org chart…" />;
}

/** What the header's and the toolbar's buttons do, once the chart can answer them. */
export interface ChartTools {
  openDataQuality(): void;
  exportPng(): void;
  setDepartment(name: string | null): void;
  setView(view: ChartView): void;
  expandEverything(): void;
  collapseEverything(): void;
  resetView(): void;
}

interface ChartFrameProps {
  /** "399 people · 9 departments"; null while the people load. */
  summary: string | null;
  /** People with data problems; null until known. */
  affected: number | null;
  exporting: boolean;
  search: ReactNode;
  departments: readonly DepartmentSummary[];
  view: ChartView;
  department: string | null;
  /** Null while the people or the chart's code load: every control is in place, and waits. */
  tools: ChartTools | null;
  /** "Show segment", once the chart can show one. */
  segmentPicker?: ReactNode;
  children: ReactNode;
}

/**
 * The org chart's header and toolbar around the chart. The page draws it while the chart's code
 * loads, and the chart draws the same once it is there: the first thing a user sees stays put.
 */
export function ChartFrame({
  summary,
  affected,
  exporting,
  search,
  departments,
  view,
  department,
  tools,
  segmentPicker = null,
  children,
}: ChartFrameProps) {
  const waiting = tools === null;
  const highlighted = department === null ? undefined : departments.find((d) => d.name === department);
  return (
    <div className={styles.chart}>
      <PageHeader
        title={orgChartHeading.title}
        subtitle={orgChartHeading.description}
        details={summary ?? 'Loading people…'}
        actions={
          <>
            <button type="button" className="btn" onClick={tools?.openDataQuality} disabled={waiting}>
              Data quality
              {affected === null ? null : affected > 0 ? (
                <span className="badge badge-warning">
                  {formatInteger(affected)}
                  <span className="visually-hidden"> people with problems</span>
                </span>
              ) : (
                <span className="badge badge-success">OK</span>
              )}
            </button>
            {view === 'graph' ? (
              <button type="button" className="btn" onClick={tools?.exportPng} disabled={waiting || exporting}>
                {exporting ? 'Exporting…' : 'Export PNG'}
              </button>
            ) : null}
          </>
        }
      />

      <div
        role="group"
        aria-label="Chart tools"
        className={`${styles.toolbar} ${waiting ? styles.waiting : ''}`}
        inert={waiting}
      >
        {search}
        <label className={styles.department}>
          <span className="visually-hidden">Highlight a department</span>
          <span className={styles.swatch} data-dept={highlighted?.color} aria-hidden="true" />
          <select
            className="select"
            value={department ?? ''}
            onChange={(event) => tools?.setDepartment(event.target.value || null)}
          >
            <option value="">All departments</option>
            {departments.map((d) => (
              <option key={d.name} value={d.name}>
                {d.name} ({formatInteger(d.headcount)})
              </option>
            ))}
          </select>
        </label>
        {segmentPicker ?? <WaitingSegmentPicker />}
        <div role="group" aria-label="Show the chart as" className={styles.segmented}>
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => tools?.setView(option.view)}
              {...(option.view === 'tree' ? preloadTreeView : {})}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-small" onClick={tools?.expandEverything}>
            Expand all
          </button>
          <button type="button" className="btn btn-small" onClick={tools?.collapseEverything}>
            Collapse all
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={tools?.resetView}>
            Reset view
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
