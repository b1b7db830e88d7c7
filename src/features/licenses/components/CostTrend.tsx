import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/states';
import { defineMessages, useT, type MessageDescriptor, type Translate } from '../../../lib/i18n';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { saveCsv } from '../../../lib/save-file';
import { useCurrentSession, useHasPermission } from '../../../lib/session';
import { useWorkerHeadCount } from '../api/count-workers';
import { changesIn, detectChanges, type CostChange } from '../model/changes';
import { buildCostCsv, csvFileName } from '../model/csv';
import type { Formatters } from '../model/currency';
import { addDays, dayCount, dayToUtcDate, toDayNumber, type IsoDay } from '../model/days';
import type { ForecastPoint } from '../model/forecast';
import { planForecast, runForecast } from '../model/forecast-view';
import { computeHeadline } from '../model/headline';
import { missingStretches, type CostHistory } from '../model/history';
import {
  defaultChoice,
  parseRangeParams,
  presetKeys,
  presetLabels,
  previousPeriod,
  rangeToParams,
  resolveRange,
  type DayRange,
  type RangeChoice,
} from '../model/range';
import { CostTable } from './CostTable';
import { CostTrendChart } from './CostTrendChart';
import { ForecastHeadline, ForecastHeadlinePending, ForecastPanel } from './ForecastPanel';
import { HeadlineFigures } from './HeadlineFigures';
import { RangeControls } from './RangeControls';
import { UnitCostFigures } from './UnitCostFigures';
import { useThreshold } from './use-threshold';
import { WhatChanged } from './WhatChanged';
import styles from './LicenseCostsPage.module.css';

type View = 'chart' | 'table';

/** The trend as a chart or as a table: two pressed-or-not buttons, the choice kept in the address. */
const messages = defineMessages({
  chart: { id: 'licenses.trend.chart', defaultMessage: 'Chart', description: 'Show the trend as a chart' },
  table: { id: 'licenses.trend.table', defaultMessage: 'Table', description: 'Show the trend as a table' },
  dayRange: { id: 'licenses.trend.dayRange', defaultMessage: '{from} – {to}', description: 'A range of days' },
  missing: {
    id: 'licenses.trend.missing',
    defaultMessage:
      '{days, plural, one {# day of this range has} other {# days of this range have}} no data ({list}). They are grey on the chart, listed as such in the table and the CSV, and skipped by the figures.',
  },
  missingMore: {
    id: 'licenses.trend.missingMore',
    defaultMessage: '{list}; and {more} more',
    description: 'The first stretches without data, and how many more there are',
  },
  noData: { id: 'licenses.trend.noData', defaultMessage: 'No data in this range' },
  showDefault: { id: 'licenses.trend.showDefault', defaultMessage: 'Show the last year' },
  historyCovers: { id: 'licenses.trend.historyCovers', defaultMessage: 'The history covers {range}.' },
  forecastAfter: {
    id: 'licenses.trend.forecastAfter',
    defaultMessage: 'The data ends on {day}; the days after it are forecast.',
  },
  presetCut: {
    id: 'licenses.trend.presetCut',
    defaultMessage:
      'The history starts on {day}, so {preset, select, last30days {the last 30 days covers} last90days {the last 90 days covers} last6months {the last 6 months cover} lastYear {the last year covers} yearToDate {the year to date covers} other {the whole history covers}} only {days, plural, one {# day} other {# days}}.',
  },
  customCut: {
    id: 'licenses.trend.customCut',
    defaultMessage: 'The history covers {range}, so the range was cut to the days it has.',
  },
  days: { id: 'licenses.trend.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  daysCustom: {
    id: 'licenses.trend.daysCustom',
    defaultMessage: '{days, plural, one {# day} other {# days}} · custom range',
  },
  daysPreset: {
    id: 'licenses.trend.daysPreset',
    defaultMessage: '{days, plural, one {# day} other {# days}} · {preset}',
    description: 'How many days the range has, and the preset chosen (1 year, Year to date…)',
  },
  trend: { id: 'licenses.trend.trend', defaultMessage: 'Cost trend' },
  showAs: { id: 'licenses.trend.showAs', defaultMessage: 'Show as' },
  compare: {
    id: 'licenses.trend.compare',
    defaultMessage: 'Compare with the previous {days, plural, one {# day} other {# days}}',
  },
  compareRange: { id: 'licenses.trend.compareRange', defaultMessage: '({range})' },
  compareNoData: {
    id: 'licenses.trend.compareNoData',
    defaultMessage: '({range}: no data, the history starts later)',
  },
  axisNearData: { id: 'licenses.trend.axisNearData', defaultMessage: 'Start the cost axis near the data' },
  axisNearDataHint: { id: 'licenses.trend.axisNearDataHint', defaultMessage: '(not at 0: small changes look larger)' },
  downloadCsv: { id: 'licenses.trend.downloadCsv', defaultMessage: 'Download CSV' },
});

const VIEWS: readonly { value: View; label: MessageDescriptor }[] = [
  { value: 'chart', label: messages.chart },
  { value: 'table', label: messages.table },
];

/** The forecast and the changes wait at most this long for the chart's first paint. */
const CHART_WAIT_MS = 3000;

/** Days each side of a change when the chart zooms to it: its week. */
const CHANGE_WEEK_SIDE = 3;

function downloadCsv(
  history: CostHistory,
  range: DayRange,
  currency: string,
  workspace: string,
  forecast: readonly ForecastPoint[],
  t: Translate,
) {
  saveCsv(buildCostCsv(history, range, currency, forecast, t), csvFileName(workspace, range));
}

function formatRange(range: DayRange, formatters: Formatters, t: Translate): string {
  const from = formatters.dayMedium(dayToUtcDate(range.from));
  return range.from === range.to
    ? from
    : t(messages.dayRange, { from, to: formatters.dayMedium(dayToUtcDate(range.to)) });
}

function describeStretches(history: CostHistory, range: DayRange, formatters: Formatters, t: Translate): string | null {
  const stretches = missingStretches(history, range);
  if (stretches.length === 0) return null;
  const days = stretches.reduce((sum, stretch) => sum + stretch.days, 0);
  const listed = stretches
    .slice(0, 3)
    .map((stretch) => formatRange(stretch, formatters, t))
    .join('; ');
  const list =
    stretches.length > 3
      ? t(messages.missingMore, { list: listed, more: formatters.count(stretches.length - 3) })
      : listed;
  return t(messages.missing, { days, list });
}

/** The range, its figures, and the trend as a chart or a table: what the page shows once the history is in. */
export function CostTrend({
  history,
  formatters,
  currency,
}: {
  history: CostHistory;
  formatters: Formatters;
  currency: string;
}) {
  const t = useT('licenses');
  const session = useCurrentSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { choice, problem } = useMemo(() => parseRangeParams(searchParams, t), [searchParams, t]);
  const view: View = searchParams.get('view') === 'table' ? 'table' : 'chart';
  const comparePrevious = searchParams.get('compare') === 'previous';
  const costAxisNearData = searchParams.get('axis') === 'data';
  const resolved = useMemo(() => resolveRange(choice, history.bounds), [choice, history.bounds]);
  const range = resolved?.range ?? null;
  const figures = useMemo(() => (range ? computeHeadline(history, range) : null), [history, range]);
  // The chart or table comes a paint after the range and its figures: two shorter tasks on a slow
  // phone instead of one long one.
  const panelShown = useAfterPaint(true);
  // Whether there will be a forecast, and how far it reaches, is known at once: the chart keeps room
  // for it from its first paint. The forecast itself and the changes (over the whole history) are
  // worked out a paint after the chart, so the chart shows no later than without them.
  const formatDay = useCallback((day: IsoDay) => formatters.dayMedium(dayToUtcDate(day)), [formatters]);
  const plan = useMemo(
    () => (range ? planForecast(history, range, choice, formatDay, t) : null),
    [history, range, choice, formatDay, t],
  );
  // In the chart view, once the chart is on screen (or known not to be drawn yet); in the table's, a
  // paint after it.
  const [chartSettled, setChartSettled] = useState(false);
  const settleChart = useCallback(() => setChartSettled(true), []);
  const tableShown = useAfterPaint(panelShown && view === 'table');
  // Never more than a few seconds behind a chart that does not come (its code failed to load).
  useEffect(() => {
    if (!panelShown || chartSettled) return undefined;
    const timer = setTimeout(settleChart, CHART_WAIT_MS);
    return () => clearTimeout(timer);
  }, [panelShown, chartSettled, settleChart]);
  const afterChart = chartSettled || tableShown;
  const forecastView = useMemo(
    () => (!plan || !afterChart ? null : 'status' in plan ? plan : runForecast(plan)),
    [plan, afterChart],
  );
  const forecast = forecastView?.status === 'ready' ? forecastView.forecast : null;
  const forecastThrough = plan && !('status' in plan) ? toDayNumber(plan.through) : null;
  const changesShown = afterChart;
  const allChanges = useMemo(() => (changesShown ? detectChanges(history) : null), [changesShown, history]);
  const changes = useMemo(() => (allChanges && range ? changesIn(allChanges, range) : []), [allChanges, range]);
  const [threshold] = useThreshold();
  const readsWorkers = useHasPermission('workers:read');
  const headCount = useWorkerHeadCount({ enabled: readsWorkers && panelShown });
  const [focusChangeDay, setFocusChangeDay] = useState<IsoDay | null>(null);
  const clearFocusChange = useCallback(() => setFocusChangeDay(null), []);

  const choose = useCallback(
    (next: RangeChoice) => setSearchParams((current) => rangeToParams(next, current)),
    [setSearchParams],
  );
  const zoom = useCallback((next: DayRange) => choose({ kind: 'custom', ...next }), [choose]);
  // A change chosen in the list: the chart (not the table), zoomed to its week, its marker focused.
  const showChange = useCallback(
    (change: CostChange) => {
      setSearchParams((current) => {
        const next = rangeToParams(
          {
            kind: 'custom',
            from: addDays(change.after.day, -CHANGE_WEEK_SIDE),
            to: addDays(change.after.day, CHANGE_WEEK_SIDE),
          },
          current,
        );
        next.delete('view');
        return next;
      });
      setFocusChangeDay(change.after.day);
    },
    [setSearchParams],
  );
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const controls = <RangeControls choice={choice} shown={range} history={history.bounds} onChoose={choose} />;
  if (!range || !resolved || !figures) {
    return (
      <>
        {controls}
        <EmptyState
          title={t(messages.noData)}
          action={
            <button type="button" className="btn" onClick={() => choose(defaultChoice)}>
              {t(messages.showDefault)}
            </button>
          }
        >
          {t(messages.historyCovers, { range: formatRange(history.bounds, formatters, t) })}
        </EmptyState>
      </>
    );
  }

  const days = dayCount(range.from, range.to);
  const previous = previousPeriod(range);
  const previousHasData = previous.to >= history.bounds.from;
  const missingNote = describeStretches(history, range, formatters, t);
  const reachesPastData = choice.kind === 'custom' && choice.to > history.bounds.to;
  const clippedNote = resolved.clipped
    ? reachesPastData && forecast && choice.from >= history.bounds.from
      ? t(messages.forecastAfter, { day: formatters.dayMedium(dayToUtcDate(history.bounds.to)) })
      : choice.kind === 'preset'
        ? t(messages.presetCut, {
            day: formatters.dayMedium(dayToUtcDate(history.bounds.from)),
            preset: presetKeys[choice.preset],
            days,
          })
        : t(messages.customCut, { range: formatRange(history.bounds, formatters, t) })
    : null;

  return (
    <>
      {controls}
      <div className={styles.summary}>
        <h2 data-testid="range-heading">{formatRange(range, formatters, t)}</h2>
        <span className="muted">
          {choice.kind === 'custom'
            ? t(messages.daysCustom, { days })
            : choice.preset === '30d' || choice.preset === '90d'
              ? t(messages.days, { days })
              : t(messages.daysPreset, { days, preset: t(presetLabels[choice.preset]) })}
        </span>
      </div>
      {problem || clippedNote || missingNote ? (
        <div className={styles.notes}>
          {problem ? (
            <p className="alert alert-warning" role="status">
              {problem}
            </p>
          ) : null}
          {clippedNote ? <p className="alert">{clippedNote}</p> : null}
          {missingNote ? <p className="alert">{missingNote}</p> : null}
        </div>
      ) : null}
      <HeadlineFigures figures={figures} formatters={formatters} />
      <UnitCostFigures
        start={figures.start}
        end={figures.end}
        headCount={readsWorkers ? (headCount.isError ? null : (headCount.data ?? 'counting')) : undefined}
        formatters={formatters}
      />
      {forecastView?.status === 'ready' ? (
        <ForecastHeadline view={forecastView} formatters={formatters} />
      ) : plan && !('status' in plan) && !forecastView ? (
        <ForecastHeadlinePending />
      ) : null}
      {panelShown ? (
        <section className={styles.panel} aria-label={t(messages.trend)}>
          <div className={styles.toolbar}>
            <div className={styles.views} role="group" aria-label={t(messages.showAs)}>
              {VIEWS.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  className={styles.view}
                  aria-pressed={view === value}
                  onClick={() => setParam('view', value === 'table' ? 'table' : null)}
                >
                  {t(label)}
                </button>
              ))}
            </div>
            <div className={styles.toolbarEnd}>
              {view === 'chart' ? (
                <label className={styles.compare}>
                  <input
                    type="checkbox"
                    checked={comparePrevious && previousHasData}
                    disabled={!previousHasData}
                    onChange={(event) => setParam('compare', event.target.checked ? 'previous' : null)}
                  />
                  <span>
                    {t(messages.compare, { days })}
                    <span className="muted">
                      {' '}
                      {t(previousHasData ? messages.compareRange : messages.compareNoData, {
                        range: formatRange(previous, formatters, t),
                      })}
                    </span>
                  </span>
                </label>
              ) : null}
              {view === 'chart' ? (
                <label className={styles.compare}>
                  <input
                    type="checkbox"
                    checked={costAxisNearData}
                    onChange={(event) => setParam('axis', event.target.checked ? 'data' : null)}
                  />
                  <span>
                    {t(messages.axisNearData)}
                    <span className="muted"> {t(messages.axisNearDataHint)}</span>
                  </span>
                </label>
              ) : null}
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  downloadCsv(history, range, currency, session.workspace.subdomain, forecast?.points ?? [], t)
                }
              >
                {t(messages.downloadCsv)}
              </button>
            </div>
          </div>
          {view === 'chart' ? (
            <CostTrendChart
              history={history}
              range={range}
              comparePrevious={comparePrevious && previousHasData}
              formatters={formatters}
              onZoom={zoom}
              costAxisNearData={costAxisNearData}
              forecast={forecast}
              forecastThrough={forecastThrough}
              changes={changes}
              threshold={threshold}
              focusChangeDay={focusChangeDay}
              onChangeFocused={clearFocusChange}
              onSettled={settleChart}
            />
          ) : (
            <CostTable history={history} range={range} formatters={formatters} forecast={forecast?.points ?? []} />
          )}
        </section>
      ) : null}
      {forecastView ? (
        <ForecastPanel
          view={forecastView}
          current={history.at(toDayNumber(history.bounds.to))?.annualCost ?? figures.end.annualCost}
          formatters={formatters}
        />
      ) : null}
      {panelShown ? (
        <WhatChanged changes={changes} formatters={formatters} onShow={showChange} pending={allChanges === null} />
      ) : null}
    </>
  );
}
