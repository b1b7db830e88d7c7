import { memo, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { CostChange } from '../model/changes';
import { buildChartRows, buildForecastRows, forecastStart, type ChartRow } from '../model/chart-series';
import { CHART_GAP, chartGeometry, offsetOfDay, xDomain, type ChartGeometry } from '../model/chart-geometry';
import type { Formatters } from '../model/currency';
import { dayCount, dayToUtcDate, toDayNumber, type IsoDay } from '../model/days';
import type { Forecast } from '../model/forecast';
import {
  mergeCloseStretches,
  missingStretches,
  unpricedStretches,
  type CostHistory,
  type DayStretch,
} from '../model/history';
import type { DayRange } from '../model/range';
import { dayTicks, valueTicks, valueTicksNear, type DayTickUnit } from '../model/ticks';
import { dateTimeFormat } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useModule } from '../../../lib/use-module';
import { useElementWidth } from './use-element-width';
import { ChangeMarkers } from './ChangeMarkers';
import { ChartCursorLayer } from './ChartCursorLayer';
import { LicenseStrip, type Band } from './LicenseStrip';
import styles from './CostTrendChart.module.css';

/** The cost chart's code, recharts with it, in a chunk of its own. */
const loadCostChart = () => import('./CostChart');

const messages = defineMessages({
  legend: { id: 'licenses.chart.legend', defaultMessage: 'Legend' },
  annualCost: { id: 'licenses.chart.annualCost', defaultMessage: 'Annual cost' },
  unassigned: { id: 'licenses.chart.unassigned', defaultMessage: 'Unassigned annual cost' },
  previous: { id: 'licenses.chart.previous', defaultMessage: 'Previous period, annual cost' },
  forecast: { id: 'licenses.chart.forecast', defaultMessage: 'Forecast, with its 80 % band' },
  threshold: { id: 'licenses.chart.threshold', defaultMessage: 'Your threshold ({amount})' },
  change: {
    id: 'licenses.chart.change',
    defaultMessage: 'Change (see What changed)',
    description: 'What changed: the title of the list of changes below the chart',
  },
  licenses: { id: 'licenses.chart.licenses', defaultMessage: 'Licenses (lower chart)' },
  unpriced: { id: 'licenses.chart.unpriced', defaultMessage: 'Unpriced licenses (costs are lower bounds)' },
  noData: { id: 'licenses.chart.noData', defaultMessage: 'No data' },
  help: {
    id: 'licenses.chart.help',
    defaultMessage:
      'Point at the chart or focus it to read a day; with the keyboard, <kbd>←</kbd> <kbd>→</kbd> move a day, <kbd>Page Up</kbd> <kbd>Page Down</kbd> a month, <kbd>Home</kbd> <kbd>End</kbd> to the ends. To zoom, drag across the chart, or hold <kbd>Shift</kbd> while moving and press <kbd>Enter</kbd>.',
    description: 'Key names as printed on keyboards in your language',
  },
});

const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>;

/** Half the width of a day label, in pixels. */
const EDGE_LABEL_ROOM = 26;

interface ChartsProps {
  rows: ChartRow[];
  geometry: ChartGeometry;
  from: number;
  to: number;
  domain: [number, number];
  xTicks: number[];
  formatDay: (day: number) => string;
  costTicks: number[];
  licenseTicks: number[];
  unpricedBands: Band[];
  missingBands: Band[];
  comparePrevious: boolean;
  forecast: boolean;
  threshold: number | null;
  formatters: Formatters;
  /** False until the chart is near the screen: its box (the cursor layer's) stays empty until then. */
  drawn: boolean;
  onPainted?: () => void;
}

export interface CostTrendChartProps {
  history: CostHistory;
  range: DayRange;
  comparePrevious: boolean;
  formatters: Formatters;
  onZoom: (range: DayRange) => void;
  /** The cost axis starts just below the lowest value shown instead of at 0. */
  costAxisNearData?: boolean;
  /** Drawn dashed after the last day, in its 80 % band; the chart reaches to its last day. */
  forecast?: Forecast | null;
  /** The day number a forecast still being worked out will reach: the chart keeps room for it. */
  forecastThrough?: number | null;
  /** Marked on the chart where they fall in the range. */
  changes?: readonly CostChange[];
  /** The user's own threshold, a line across. */
  threshold?: number | null;
  /** The change whose marker takes the focus once drawn (the day it is seen on). */
  focusChangeDay?: IsoDay | null;
  onChangeFocused?: () => void;
  /**
   * Called once the chart has been painted, or at once when it is not near the screen (nothing is
   * drawn then): what can wait for the chart (the forecast, the changes) starts then.
   */
  onSettled?: () => void;
}

/** Stretches of days as bands a day wide each, merged where they would touch on screen. */
function bandsOf(stretches: DayStretch[], daysPerPixel: number): Band[] {
  return mergeCloseStretches(stretches, Math.ceil(daysPerPixel)).map((stretch) => ({
    x1: toDayNumber(stretch.from) - 0.5,
    x2: toDayNumber(stretch.to) + 0.5,
  }));
}

function tickFormatter(unit: DayTickUnit) {
  const options: Intl.DateTimeFormatOptions =
    unit === 'day'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : unit === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { year: 'numeric', timeZone: 'UTC' };
  const format = dateTimeFormat(options);
  return (day: number) => format.format(dayToUtcDate(day));
}

/** The cost chart and the license strip; redrawn only when the data, range or size change, never on hover. */
const Charts = memo(function Charts({
  rows,
  geometry,
  from,
  to,
  domain,
  xTicks,
  formatDay,
  costTicks,
  licenseTicks,
  unpricedBands,
  missingBands,
  comparePrevious,
  forecast,
  threshold,
  formatters,
  drawn,
  onPainted,
}: ChartsProps) {
  // Recharts (100 KB) is asked for once the chart is near the screen: a phone that never scrolls to
  // it neither fetches nor evaluates it.
  const CostChart = useModule(loadCostChart, { start: drawn })?.default;
  if (!drawn) return null;
  return (
    <div aria-hidden="true">
      {CostChart ? (
        <CostChart
          rows={rows}
          geometry={geometry}
          domain={domain}
          xTicks={xTicks}
          formatDay={formatDay}
          costTicks={costTicks}
          formatCost={formatters.moneyCompact}
          unpricedBands={unpricedBands}
          missingBands={missingBands}
          comparePrevious={comparePrevious}
          forecast={forecast}
          threshold={threshold}
          onPainted={onPainted}
        />
      ) : (
        <div style={{ height: geometry.costHeight }} />
      )}
      <div style={{ height: CHART_GAP }} />
      <LicenseStrip
        rows={rows}
        geometry={geometry}
        from={from}
        to={to}
        xTicks={xTicks}
        formatDay={formatDay}
        ticks={licenseTicks}
        formatCount={formatters.countCompact}
        unpricedBands={unpricedBands}
        missingBands={missingBands}
      />
    </div>
  );
});

/**
 * Annual cost, unassigned annual cost and (optionally) the previous period's annual cost by day,
 * with the license count in a linked chart below: same days, same width, one cursor for both.
 * Days with unpriced licenses are shaded, missing days greyed. At most one point per pixel.
 */
export function CostTrendChart({
  history,
  range,
  comparePrevious,
  formatters,
  onZoom,
  costAxisNearData = false,
  forecast = null,
  forecastThrough = null,
  changes = [],
  threshold = null,
  focusChangeDay = null,
  onChangeFocused,
  onSettled,
}: CostTrendChartProps) {
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(measureRef);
  const t = useT('licenses');
  const helpId = useId();
  const geometry = useMemo(() => chartGeometry(width), [width]);
  const from = toDayNumber(range.from);
  const to = toDayNumber(range.to);
  const length = dayCount(range.from, range.to);
  // With a forecast, the chart reaches to its last projected day.
  const projected = forecast && forecast.points.length > 0 ? forecast : null;
  const viewTo = projected
    ? projected.points[projected.points.length - 1]!.dayNumber
    : Math.max(to, forecastThrough ?? to);
  // The chart is drawn in the box kept for it once that box is near the screen: on a phone, where it
  // is below the figures, as the user scrolls toward it rather than while the first screen comes.
  const drawn = useNearViewport(measureRef);
  useEffect(() => {
    if (!drawn && width > 0) onSettled?.();
  }, [drawn, width, onSettled]);

  const drawing = useMemo(() => {
    if (width === 0) return null;
    // The history and the projection share the chart's points in proportion to the days they span.
    const historyShare = (to - from + 1) / (viewTo - from + 1);
    const rows = buildChartRows(history, range, {
      maxPoints: Math.max(2, Math.floor(geometry.plotWidth * historyShare)),
      comparePrevious,
    });
    let maxCost = 0;
    let minCost = Infinity;
    let maxLicenses = 0;
    for (let day = from; day <= to; day += 1) {
      const point = history.at(day);
      if (point) {
        maxCost = Math.max(maxCost, point.annualCost, point.unassignedAnnualCost);
        minCost = Math.min(minCost, point.annualCost, point.unassignedAnnualCost);
        maxLicenses = Math.max(maxLicenses, point.licenses);
      }
      const previous = comparePrevious ? history.at(day - length) : null;
      if (previous) {
        maxCost = Math.max(maxCost, previous.annualCost);
        minCost = Math.min(minCost, previous.annualCost);
      }
    }
    if (projected) {
      rows.push(
        ...buildForecastRows(
          forecastStart(projected),
          projected.points,
          Math.max(2, Math.floor(geometry.plotWidth * (1 - historyShare))),
        ),
      );
      for (const point of projected.points) {
        maxCost = Math.max(maxCost, point.high);
        minCost = Math.min(minCost, point.low);
      }
    }
    if (threshold !== null) {
      maxCost = Math.max(maxCost, threshold);
      minCost = Math.min(minCost, threshold);
    }
    const daysPerPixel = (viewTo - from + 1) / geometry.plotWidth;
    const { ticks, unit } = dayTicks(from, viewTo, Math.max(2, Math.floor(geometry.plotWidth / 96)));
    // A label centred on a tick at the very edge would run into the axis beside it.
    const inside = ticks.filter((tick) => {
      const offset = offsetOfDay(tick, geometry.plotWidth, from, viewTo);
      return offset >= EDGE_LABEL_ROOM && offset <= geometry.plotWidth - EDGE_LABEL_ROOM;
    });
    return {
      rows,
      domain: xDomain(from, viewTo),
      xTicks: inside.length > 0 ? inside : ticks,
      formatDay: tickFormatter(unit),
      costTicks: costAxisNearData
        ? valueTicksNear(minCost, maxCost, geometry.narrow ? 4 : 6)
        : valueTicks(maxCost, geometry.narrow ? 4 : 6),
      licenseTicks: valueTicks(maxLicenses, 3, { whole: true }),
      unpricedBands: bandsOf(unpricedStretches(history, range), daysPerPixel),
      missingBands: bandsOf(missingStretches(history, range), daysPerPixel),
    };
    // The day ticks are written in the console's language (t): drawn again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t
  }, [
    width,
    history,
    range,
    geometry,
    comparePrevious,
    from,
    to,
    viewTo,
    length,
    costAxisNearData,
    projected,
    threshold,
    t,
  ]);

  return (
    <div className={styles.chart}>
      <ul className={styles.legend} aria-label={t(messages.legend)}>
        <li>
          <span className={`${styles.legendLine} ${styles.legendCost}`} aria-hidden="true" />
          {t(messages.annualCost)}
        </li>
        <li>
          <span className={`${styles.legendLine} ${styles.legendUnassigned}`} aria-hidden="true" />
          {t(messages.unassigned)}
        </li>
        {comparePrevious ? (
          <li>
            <span className={`${styles.legendLine} ${styles.legendPrevious}`} aria-hidden="true" />
            {t(messages.previous)}
          </li>
        ) : null}
        {projected ? (
          <li>
            <span className={`${styles.legendLine} ${styles.legendForecast}`} aria-hidden="true" />
            {t(messages.forecast)}
          </li>
        ) : null}
        {threshold !== null ? (
          <li>
            <span className={`${styles.legendLine} ${styles.legendThreshold}`} aria-hidden="true" />
            {t(messages.threshold, { amount: formatters.moneyShort(threshold) })}
          </li>
        ) : null}
        {changes.length > 0 ? (
          <li>
            <span className={styles.legendMarker} aria-hidden="true" />
            {t(messages.change)}
          </li>
        ) : null}
        <li>
          <span className={`${styles.legendLine} ${styles.legendLicenses}`} aria-hidden="true" />
          {t(messages.licenses)}
        </li>
        <li>
          <span className={`${styles.legendBand} ${styles.legendUnpriced}`} aria-hidden="true" />
          {t(messages.unpriced)}
        </li>
        <li>
          <span className={`${styles.legendBand} ${styles.legendMissing}`} aria-hidden="true" />
          {t(messages.noData)}
        </li>
      </ul>
      <div ref={measureRef} className={styles.measure}>
        {drawing ? (
          <ChartCursorLayer
            history={history}
            range={range}
            geometry={geometry}
            costTop={drawing.costTicks[drawing.costTicks.length - 1]!}
            costBottom={drawing.costTicks[0]!}
            licensesTop={drawing.licenseTicks[drawing.licenseTicks.length - 1]!}
            comparePrevious={comparePrevious}
            formatters={formatters}
            onZoom={onZoom}
            describedBy={helpId}
            viewTo={viewTo}
            forecast={projected}
            markers={
              changes.length > 0 ? (
                <ChangeMarkers
                  changes={changes}
                  geometry={geometry}
                  from={from}
                  to={viewTo}
                  formatters={formatters}
                  focusDay={focusChangeDay}
                  onFocused={onChangeFocused}
                />
              ) : null
            }
          >
            <Charts
              rows={drawing.rows}
              geometry={geometry}
              from={from}
              to={viewTo}
              domain={drawing.domain}
              xTicks={drawing.xTicks}
              formatDay={drawing.formatDay}
              costTicks={drawing.costTicks}
              licenseTicks={drawing.licenseTicks}
              unpricedBands={drawing.unpricedBands}
              missingBands={drawing.missingBands}
              comparePrevious={comparePrevious}
              forecast={projected !== null}
              threshold={threshold}
              formatters={formatters}
              drawn={drawn}
              onPainted={onSettled}
            />
          </ChartCursorLayer>
        ) : null}
      </div>
      <p id={helpId} className={styles.help}>
        <T message={messages.help} values={{ kbd }} />
      </p>
    </div>
  );
}
