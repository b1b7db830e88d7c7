import { memo, useId, useLayoutEffect, useMemo, useRef } from 'react';
import {
  CartesianGrid, ComposedChart, Line, ReferenceArea, XAxis, YAxis,
} from 'recharts';
import { buildChartRows, type ChartRow } from '../model/chart-series';
import {
  CHART_GAP, CHART_MARGIN, chartGeometry, X_AXIS_HEIGHT, xDomain, type ChartGeometry,
} from '../model/chart-geometry';
import type { Formatters } from '../model/currency';
import { dayCount, dayToUtcDate, toDayNumber } from '../model/days';
import {
  mergeCloseStretches, missingStretches, unpricedStretches, type CostHistory, type DayStretch,
} from '../model/history';
import type { DayRange } from '../model/range';
import { dayTicks, valueTicks, type DayTickUnit } from '../model/ticks';
import { markChartPaintedAfterNextPaint } from '../performance-marks';
import { useElementWidth } from '../use-element-width';
import { ChartCursorLayer } from './ChartCursorLayer';
import styles from './CostTrendChart.module.css';

export interface CostTrendChartProps {
  history: CostHistory;
  range: DayRange;
  comparePrevious: boolean;
  formatters: Formatters;
  onZoom: (range: DayRange) => void;
}

interface Band {
  x1: number;
  x2: number;
}

/** Stretches of days as bands a day wide each, merged where they would touch on screen. */
function bandsOf(stretches: DayStretch[], daysPerPixel: number): Band[] {
  return mergeCloseStretches(stretches, Math.ceil(daysPerPixel)).map((stretch) => ({
    x1: toDayNumber(stretch.from) - 0.5,
    x2: toDayNumber(stretch.to) + 0.5,
  }));
}

function tickFormatter(unit: DayTickUnit) {
  const options: Intl.DateTimeFormatOptions = unit === 'day'
    ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
    : unit === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { year: 'numeric', timeZone: 'UTC' };
  const format = new Intl.DateTimeFormat(undefined, options);
  return (day: number) => format.format(dayToUtcDate(day));
}

const axisTick = { fill: 'var(--text-muted)', fontSize: 12 };

interface ChartsProps {
  rows: ChartRow[];
  geometry: ChartGeometry;
  domain: [number, number];
  xTicks: number[];
  formatDay: (day: number) => string;
  costTicks: number[];
  licenseTicks: number[];
  unpricedBands: Band[];
  missingBands: Band[];
  comparePrevious: boolean;
  formatters: Formatters;
}

/** The two drawn charts; redrawn only when the data, range or size change, never on hover. */
const Charts = memo(function Charts({
  rows, geometry, domain, xTicks, formatDay, costTicks, licenseTicks, unpricedBands, missingBands,
  comparePrevious, formatters,
}: ChartsProps) {
  const dot = rows.length === 1 ? { r: 4, strokeWidth: 0 } : false;
  const xAxis = (
    <XAxis
      dataKey="x"
      type="number"
      domain={domain}
      ticks={xTicks}
      tickFormatter={formatDay}
      allowDataOverflow
      height={X_AXIS_HEIGHT}
      tick={axisTick}
      tickLine={false}
      axisLine={{ stroke: 'var(--border-strong)' }}
      interval={0}
    />
  );
  const bands = (
    <>
      {missingBands.map((band) => (
        <ReferenceArea key={`m${band.x1}`} x1={band.x1} x2={band.x2} fill="var(--band-missing)" fillOpacity={1} ifOverflow="hidden" />
      ))}
      {unpricedBands.map((band) => (
        <ReferenceArea key={`u${band.x1}`} x1={band.x1} x2={band.x2} fill="var(--band-unpriced)" fillOpacity={1} ifOverflow="hidden" className="unpriced-band" />
      ))}
    </>
  );
  return (
    <div aria-hidden="true">
      <ComposedChart
        width={geometry.width}
        height={geometry.costHeight}
        data={rows}
        margin={CHART_MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--grid)" />
        {xAxis}
        <YAxis
          type="number"
          domain={[0, costTicks[costTicks.length - 1]!]}
          ticks={costTicks}
          tickFormatter={formatters.moneyCompact}
          allowDataOverflow
          width={geometry.yAxisWidth}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
        />
        {bands}
        {comparePrevious ? (
          <Line dataKey="previousAnnualCost" stroke="var(--series-previous)" strokeWidth={1.5} strokeDasharray="5 4" dot={dot} connectNulls isAnimationActive={false} />
        ) : null}
        <Line dataKey="unassignedAnnualCost" stroke="var(--series-unassigned)" strokeWidth={2} dot={dot} isAnimationActive={false} />
        <Line dataKey="annualCost" stroke="var(--series-cost)" strokeWidth={2.25} dot={dot} isAnimationActive={false} />
      </ComposedChart>
      <div style={{ height: CHART_GAP }} />
      <ComposedChart
        width={geometry.width}
        height={geometry.licensesHeight}
        data={rows}
        margin={CHART_MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--grid)" />
        {xAxis}
        <YAxis
          type="number"
          domain={[0, licenseTicks[licenseTicks.length - 1]!]}
          ticks={licenseTicks}
          tickFormatter={formatters.countCompact}
          allowDataOverflow
          width={geometry.yAxisWidth}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
        />
        {bands}
        <Line dataKey="licenses" type="stepAfter" stroke="var(--series-licenses)" strokeWidth={2} dot={dot} isAnimationActive={false} />
      </ComposedChart>
    </div>
  );
});

/**
 * Annual cost, unassigned annual cost and (optionally) the previous period's annual cost by day,
 * with the license count in a linked chart below: same days, same width, one cursor for both.
 * Days with unpriced licenses are shaded, missing days greyed. At most one point per pixel.
 */
export function CostTrendChart({ history, range, comparePrevious, formatters, onZoom }: CostTrendChartProps) {
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(measureRef);
  const helpId = useId();
  const geometry = useMemo(() => chartGeometry(width), [width]);
  const from = toDayNumber(range.from);
  const to = toDayNumber(range.to);
  const length = dayCount(range.from, range.to);

  const drawing = useMemo(() => {
    if (width === 0) return null;
    const rows = buildChartRows(history, range, { maxPoints: geometry.plotWidth, comparePrevious });
    let maxCost = 0;
    let maxLicenses = 0;
    for (let day = from; day <= to; day += 1) {
      const point = history.at(day);
      if (point) {
        maxCost = Math.max(maxCost, point.annualCost, point.unassignedAnnualCost);
        maxLicenses = Math.max(maxLicenses, point.licenses);
      }
      const previous = comparePrevious ? history.at(day - length) : null;
      if (previous) maxCost = Math.max(maxCost, previous.annualCost);
    }
    const daysPerPixel = length / geometry.plotWidth;
    const { ticks, unit } = dayTicks(from, to, Math.max(2, Math.floor(geometry.plotWidth / 96)));
    return {
      rows,
      domain: xDomain(from, to),
      xTicks: ticks,
      formatDay: tickFormatter(unit),
      costTicks: valueTicks(maxCost, geometry.narrow ? 4 : 6),
      licenseTicks: valueTicks(maxLicenses, 3, { whole: true }),
      unpricedBands: bandsOf(unpricedStretches(history, range), daysPerPixel),
      missingBands: bandsOf(missingStretches(history, range), daysPerPixel),
    };
  }, [width, history, range, geometry, comparePrevious, from, to, length]);

  useLayoutEffect(() => {
    if (drawing) markChartPaintedAfterNextPaint();
  }, [drawing]);

  return (
    <div className={styles.chart}>
      <ul className={styles.legend} aria-label="Legend">
        <li><span className={`${styles.legendLine} ${styles.legendCost}`} aria-hidden="true" />Annual cost</li>
        <li><span className={`${styles.legendLine} ${styles.legendUnassigned}`} aria-hidden="true" />Unassigned annual cost</li>
        {comparePrevious ? (
          <li><span className={`${styles.legendLine} ${styles.legendPrevious}`} aria-hidden="true" />Previous period, annual cost</li>
        ) : null}
        <li><span className={`${styles.legendLine} ${styles.legendLicenses}`} aria-hidden="true" />Licenses (lower chart)</li>
        <li><span className={`${styles.legendBand} ${styles.legendUnpriced}`} aria-hidden="true" />Unpriced licenses (costs are lower bounds)</li>
        <li><span className={`${styles.legendBand} ${styles.legendMissing}`} aria-hidden="true" />No data</li>
      </ul>
      <div ref={measureRef} className={styles.measure}>
        {drawing ? (
          <ChartCursorLayer
            history={history}
            range={range}
            geometry={geometry}
            costTop={drawing.costTicks[drawing.costTicks.length - 1]!}
            licensesTop={drawing.licenseTicks[drawing.licenseTicks.length - 1]!}
            comparePrevious={comparePrevious}
            formatters={formatters}
            onZoom={onZoom}
            describedBy={helpId}
          >
            <Charts
              rows={drawing.rows}
              geometry={geometry}
              domain={drawing.domain}
              xTicks={drawing.xTicks}
              formatDay={drawing.formatDay}
              costTicks={drawing.costTicks}
              licenseTicks={drawing.licenseTicks}
              unpricedBands={drawing.unpricedBands}
              missingBands={drawing.missingBands}
              comparePrevious={comparePrevious}
              formatters={formatters}
            />
          </ChartCursorLayer>
        ) : null}
      </div>
      <p id={helpId} className={styles.help}>
        Point at the chart or focus it to read a day; with the keyboard, <kbd>←</kbd> <kbd>→</kbd> move a day,
        {' '}<kbd>Page Up</kbd> <kbd>Page Down</kbd> a month, <kbd>Home</kbd> <kbd>End</kbd> to the ends. To zoom, drag across
        the chart, or hold <kbd>Shift</kbd> while moving and press <kbd>Enter</kbd>.
      </p>
    </div>
  );
}
