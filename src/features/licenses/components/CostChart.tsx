import { useEffect, useLayoutEffect } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  XAxis,
  YAxis,
  type BaseTickContentProps,
} from 'recharts';
import type { ChartRow } from '../model/chart-series';
import { CHART_MARGIN, offsetOfValue, X_AXIS_HEIGHT, type ChartGeometry } from '../model/chart-geometry';
import { markChartPaintedAfterNextPaint } from '../model/performance-marks';
import type { Band } from './LicenseStrip';

/**
 * Axis labels as plain SVG text. The chart library's own labels measure each word in the page to
 * wrap it, which forces a layout per label; these labels are short and never wrap.
 */
function tickRenderer(format: (value: number) => string, axis: 'x' | 'y') {
  return function AxisTick({ x, y, payload }: BaseTickContentProps) {
    return (
      <text
        x={x}
        y={y}
        dy={axis === 'x' ? '0.71em' : '0.32em'}
        textAnchor={axis === 'x' ? 'middle' : 'end'}
        fill="var(--text-muted)"
        fontSize={12}
      >
        {format(Number(payload.value))}
      </text>
    );
  };
}
const noVerticalGridLines = () => [];

/**
 * Grid lines at the y ticks, placed from the known geometry: left to the chart library, it would
 * measure every tick label in the page to work them out, forcing layouts on every render.
 */
function gridAt(ticks: number[], plotTop: number, plotHeight: number) {
  const top = ticks[ticks.length - 1]!;
  return ticks.map((tick) => plotTop + offsetOfValue(tick, plotHeight, top, ticks[0]));
}

/** Shaded day stretches behind the lines: days without data, or with unpriced licenses. */
function bandAreas(bands: Band[], kind: 'missing' | 'unpriced') {
  return bands.map((band) => (
    <ReferenceArea
      key={`${kind}${band.x1}`}
      x1={band.x1}
      x2={band.x2}
      fill={`var(--band-${kind})`}
      fillOpacity={1}
      ifOverflow="hidden"
      className={`${kind}-band`}
    />
  ));
}

export interface CostChartProps {
  rows: ChartRow[];
  geometry: ChartGeometry;
  domain: [number, number];
  xTicks: number[];
  formatDay: (day: number) => string;
  costTicks: number[];
  formatCost: (value: number) => string;
  unpricedBands: Band[];
  missingBands: Band[];
  comparePrevious: boolean;
  /** The rows carry a forecast (`forecast`, `band`): draw it dashed, in its shaded band. */
  forecast?: boolean;
  /** The user's own annual-cost threshold, as a line across. */
  threshold?: number | null;
  /** Called once, after the chart's first paint. */
  onPainted?: () => void;
}

/**
 * The cost chart, the one part drawn by the chart library: loaded (with the library) after the
 * page around it has shown its figures, in a box of its final size.
 */
export default function CostChart({
  rows,
  geometry,
  domain,
  xTicks,
  formatDay,
  costTicks,
  formatCost,
  unpricedBands,
  missingBands,
  comparePrevious,
  forecast = false,
  threshold = null,
  onPainted,
}: CostChartProps) {
  useLayoutEffect(() => markChartPaintedAfterNextPaint(), [rows, geometry, costTicks]);
  useEffect(() => {
    if (!onPainted) return undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once: the first paint is the one that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dot = rows.length === 1 ? { r: 4, strokeWidth: 0 } : false;
  return (
    <ComposedChart
      width={geometry.width}
      height={geometry.costHeight}
      data={rows}
      margin={CHART_MARGIN}
      accessibilityLayer={false}
    >
      <CartesianGrid
        vertical={false}
        stroke="var(--grid)"
        horizontalPoints={gridAt(costTicks, geometry.costPlotTop, geometry.costPlotHeight)}
        verticalCoordinatesGenerator={noVerticalGridLines}
      />
      <XAxis
        dataKey="x"
        type="number"
        domain={domain}
        ticks={xTicks}
        interval={0}
        allowDataOverflow
        height={X_AXIS_HEIGHT}
        tick={tickRenderer(formatDay, 'x')}
        tickLine={false}
        axisLine={{ stroke: 'var(--border-strong)' }}
      />
      <YAxis
        type="number"
        domain={[costTicks[0]!, costTicks[costTicks.length - 1]!]}
        ticks={costTicks}
        interval={0}
        allowDataOverflow
        width={geometry.yAxisWidth}
        tick={tickRenderer(formatCost, 'y')}
        tickLine={false}
        axisLine={false}
      />
      {bandAreas(missingBands, 'missing')}
      {bandAreas(unpricedBands, 'unpriced')}
      {forecast ? (
        <Area
          dataKey="band"
          stroke="none"
          fill="var(--series-forecast-band)"
          fillOpacity={1}
          isAnimationActive={false}
          activeDot={false}
          className="forecast-band"
        />
      ) : null}
      {threshold !== null ? (
        <ReferenceLine
          y={threshold}
          stroke="var(--series-threshold)"
          strokeWidth={1.5}
          strokeDasharray="2 3"
          ifOverflow="hidden"
          className="threshold-line"
        />
      ) : null}
      {comparePrevious ? (
        <Line
          dataKey="previousAnnualCost"
          stroke="var(--series-previous)"
          strokeWidth={1.5}
          strokeDasharray="5 4"
          dot={dot}
          connectNulls
          isAnimationActive={false}
        />
      ) : null}
      <Line
        dataKey="unassignedAnnualCost"
        stroke="var(--series-unassigned)"
        strokeWidth={2}
        dot={dot}
        isAnimationActive={false}
      />
      <Line dataKey="annualCost" stroke="var(--series-cost)" strokeWidth={2.25} dot={dot} isAnimationActive={false} />
      {forecast ? (
        <Line
          dataKey="forecast"
          stroke="var(--series-cost)"
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
          className="forecast-line"
        />
      ) : null}
    </ComposedChart>
  );
}
