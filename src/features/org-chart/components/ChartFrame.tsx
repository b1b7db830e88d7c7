import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { orgChartHeading } from './headings';
import { LoadingState } from '../../../components/states';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT, type MessageDescriptor } from '../../../lib/i18n';
import { useHasPermission } from '../../../lib/session';
import type { ReportingTree } from '../model/build-reporting-tree';
import type { DepartmentSummary } from '../model/departments';
import type { ChartView } from '../model/url-state';
import { loadOrgTreeView } from './tree-view-code';
import type { Words } from '../model/words';
import styles from './OrgChart.module.css';

/** "Show segment", here while the chart's code loads and in the picker that then takes its place. */
export const pickerMessages = defineMessages({
  label: { id: 'org-chart.segment.label', defaultMessage: 'Show segment' },
  none: { id: 'org-chart.segment.none', defaultMessage: 'Show segment: none' },
});

const messages = defineMessages({
  graph: { id: 'org-chart.view.graph', defaultMessage: 'Graph', description: 'Shows the chart as a graph' },
  treeList: {
    id: 'org-chart.view.treeList',
    defaultMessage: 'Tree list',
    description: 'Shows the chart as an indented list, for keyboards and screen readers',
  },
  summary: {
    id: 'org-chart.summary',
    defaultMessage:
      '{people, plural, one {# person} other {# people}} · {departments, plural, one {# department} other {# departments}}',
    description: 'Under the page title',
  },
  drawing: { id: 'org-chart.drawing', defaultMessage: 'Drawing the org chart…' },
  loadingPeople: { id: 'org-chart.loadingPeople', defaultMessage: 'Loading people…' },
  dataQuality: { id: 'org-chart.dataQuality.button', defaultMessage: 'Data quality' },
  withProblems: {
    id: 'org-chart.dataQuality.badgeLabel',
    defaultMessage: 'people with problems',
    description: 'Read by screen readers after the number on the Data quality button',
  },
  ok: { id: 'org-chart.dataQuality.ok', defaultMessage: 'OK', description: 'Badge: no data problems' },
  exporting: { id: 'org-chart.export.running', defaultMessage: 'Exporting…' },
  exportPng: { id: 'org-chart.export.button', defaultMessage: 'Export PNG' },
  tools: { id: 'org-chart.tools.label', defaultMessage: 'Chart tools' },
  highlightDepartment: { id: 'org-chart.department.label', defaultMessage: 'Highlight a department' },
  allDepartments: { id: 'org-chart.department.all', defaultMessage: 'All departments' },
  department: {
    id: 'org-chart.department.option',
    defaultMessage: '{name} ({headcount, number})',
    description: 'A department and its headcount',
  },
  showAs: { id: 'org-chart.view.label', defaultMessage: 'Show the chart as' },
  expandAll: { id: 'org-chart.tools.expandAll', defaultMessage: 'Expand all' },
  collapseAll: { id: 'org-chart.tools.collapseAll', defaultMessage: 'Collapse all' },
  resetView: { id: 'org-chart.tools.resetView', defaultMessage: 'Reset view' },
});

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
  const t = useT('org-chart');
  if (!useHasPermission('segments:read')) return null;
  return (
    <div className={styles.segmentPicker}>
      <label className={styles.segmentChoice}>
        <span className="visually-hidden">{t(pickerMessages.label)}</span>
        <select className="select" value="" disabled>
          <option value="">{t(pickerMessages.none)}</option>
        </select>
      </label>
      <p className={styles.segmentStatus} />
    </div>
  );
}

const views: { view: ChartView; label: MessageDescriptor }[] = [
  { view: 'graph', label: messages.graph },
  { view: 'tree', label: messages.treeList },
];

/** The header's line under the title: "399 people · 9 departments". */
export function chartSummary(tree: ReportingTree, departments: readonly DepartmentSummary[], t: Words): string {
  return t(messages.summary, { people: tree.workerCount, departments: departments.length });
}

/** What stands where the chart will be, between its people and its first paint. */
export function DrawingChart() {
  const t = useT('org-chart');
  return <LoadingState label={t(messages.drawing)} />;
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
  /**
   * The chart drawn is the top of what has arrived, the rest still loading: the tools work on it,
   * but data quality and the export wait for everyone.
   */
  arriving?: boolean;
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
  arriving = false,
  segmentPicker = null,
  children,
}: ChartFrameProps) {
  const t = useT('org-chart');
  const waiting = tools === null;
  const everyoneWaited = waiting || arriving;
  const highlighted = department === null ? undefined : departments.find((d) => d.name === department);
  return (
    <div className={styles.chart}>
      <PageHeader
        title={t(orgChartHeading.title)}
        subtitle={t(orgChartHeading.description)}
        details={summary ?? t(messages.loadingPeople)}
        actions={
          <>
            <button type="button" className="btn" onClick={tools?.openDataQuality} disabled={everyoneWaited}>
              {t(messages.dataQuality)}
              {affected === null ? null : affected > 0 ? (
                <span className="badge badge-warning">
                  {formatInteger(affected)}
                  <span className="visually-hidden"> {t(messages.withProblems)}</span>
                </span>
              ) : (
                <span className="badge badge-success">{t(messages.ok)}</span>
              )}
            </button>
            {view === 'graph' ? (
              <button type="button" className="btn" onClick={tools?.exportPng} disabled={everyoneWaited || exporting}>
                {t(exporting ? messages.exporting : messages.exportPng)}
              </button>
            ) : null}
          </>
        }
      />

      <div
        role="group"
        aria-label={t(messages.tools)}
        className={`${styles.toolbar} ${waiting ? styles.waiting : ''}`}
        inert={waiting}
      >
        {search}
        <label className={styles.department}>
          <span className="visually-hidden">{t(messages.highlightDepartment)}</span>
          <span className={styles.swatch} data-dept={highlighted?.color} aria-hidden="true" />
          <select
            className="select"
            value={department ?? ''}
            onChange={(event) => tools?.setDepartment(event.target.value || null)}
          >
            <option value="">{t(messages.allDepartments)}</option>
            {departments.map((d) => (
              <option key={d.name} value={d.name}>
                {t(messages.department, { name: d.name, headcount: d.headcount })}
              </option>
            ))}
          </select>
        </label>
        {segmentPicker ?? <WaitingSegmentPicker />}
        <div role="group" aria-label={t(messages.showAs)} className={styles.segmented}>
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => tools?.setView(option.view)}
              {...(option.view === 'tree' ? preloadTreeView : {})}
            >
              {t(option.label)}
            </button>
          ))}
        </div>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-small" onClick={tools?.expandEverything}>
            {t(messages.expandAll)}
          </button>
          <button type="button" className="btn btn-small" onClick={tools?.collapseEverything}>
            {t(messages.collapseAll)}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={tools?.resetView}>
            {t(messages.resetView)}
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
