import type { ChartRow } from '../model/chart-series';
import { CHART_MARGIN, offsetOfDay, offsetOfValue, stepAfterPath, type ChartGeometry } from '../model/chart-geometry';

export interface Band {
  x1: number;
  x2: number;
}

export interface LicenseStripProps {
  rows: ChartRow[];
  geometry: ChartGeometry;
  from: number;
  to: number;
  xTicks: number[];
  formatDay: (day: number) => string;
  ticks: number[];
  formatCount: (value: number) => string;
  unpricedBands: Band[];
  missingBands: Band[];
}

/** Where axis labels sit beside the plot, as the chart library places them above. */
const LABEL_GAP = 8;

/**
 * The license count under the cost chart, on the same days and the same plot width: a step line
 * (a count holds until it changes) drawn straight in SVG. A second chart-library chart doubled the
 * time to show the page; this one costs next to nothing and looks the same.
 */
export function LicenseStrip({
  rows,
  geometry,
  from,
  to,
  xTicks,
  formatDay,
  ticks,
  formatCount,
  unpricedBands,
  missingBands,
}: LicenseStripProps) {
  const { width, licensesHeight, plotLeft, plotWidth, licensesPlotHeight } = geometry;
  const top = ticks[ticks.length - 1]!;
  const plotTop = CHART_MARGIN.top;
  const plotBottom = plotTop + licensesPlotHeight;
  const x = (day: number) => plotLeft + offsetOfDay(day, plotWidth, from, to);
  const y = (value: number) => plotTop + offsetOfValue(value, licensesPlotHeight, top);
  const clip = (value: number) => Math.min(plotLeft + plotWidth, Math.max(plotLeft, value));
  const band = (each: Band, fill: string, className: string) => {
    const left = clip(x(each.x1));
    const right = clip(x(each.x2));
    return right > left ? (
      <rect
        key={`${className}${each.x1}`}
        className={className}
        x={left}
        y={plotTop}
        width={right - left}
        height={licensesPlotHeight}
        fill={fill}
      />
    ) : null;
  };
  const points = rows.map((row) => ({ x: x(row.x), y: row.licenses === null ? null : y(row.licenses) }));
  const single = rows.length === 1 && rows[0]!.licenses !== null ? points[0]! : null;

  return (
    <svg width={width} height={licensesHeight} viewBox={`0 0 ${width} ${licensesHeight}`} className="license-strip">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plotLeft} x2={plotLeft + plotWidth} y1={y(tick)} y2={y(tick)} stroke="var(--grid)" />
          <text
            x={plotLeft - LABEL_GAP}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            fill="var(--text-muted)"
            fontSize={12}
          >
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {missingBands.map((each) => band(each, 'var(--band-missing)', 'missing-band'))}
      {unpricedBands.map((each) => band(each, 'var(--band-unpriced)', 'unpriced-band'))}
      <line x1={plotLeft} x2={plotLeft + plotWidth} y1={plotBottom} y2={plotBottom} stroke="var(--border-strong)" />
      {xTicks.map((tick) => (
        <text
          key={tick}
          x={x(tick)}
          y={plotBottom + LABEL_GAP}
          dy="0.71em"
          textAnchor="middle"
          fill="var(--text-muted)"
          fontSize={12}
        >
          {formatDay(tick)}
        </text>
      ))}
      <path d={stepAfterPath(points)} fill="none" stroke="var(--series-licenses)" strokeWidth={2} />
      {single ? <circle cx={single.x} cy={single.y!} r={4} fill="var(--series-licenses)" /> : null}
    </svg>
  );
}
