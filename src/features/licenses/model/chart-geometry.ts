/**
 * Where things are drawn. The charts get fixed margins and axis sizes, so the plot area is known
 * exactly and the cursor layer on top can turn pixels into days (and back) without asking the
 * chart library, and without redrawing the chart when the cursor moves.
 */
export const CHART_MARGIN = { top: 12, right: 16, bottom: 0, left: 0 } as const;
export const X_AXIS_HEIGHT = 28;
/** Vertical space between the cost chart and the license chart below it. */
export const CHART_GAP = 12;

export interface ChartGeometry {
  width: number;
  yAxisWidth: number;
  costHeight: number;
  licensesHeight: number;
  /** The plot area's left and right edges, shared by both charts. */
  plotLeft: number;
  plotWidth: number;
  costPlotTop: number;
  costPlotHeight: number;
  licensesPlotTop: number;
  licensesPlotHeight: number;
  totalHeight: number;
  /** Narrow layouts show the day's details under the chart instead of beside the cursor. */
  narrow: boolean;
}

export function chartGeometry(width: number): ChartGeometry {
  const narrow = width < 600;
  const yAxisWidth = narrow ? 60 : 76;
  const costHeight = narrow ? 240 : 320;
  const licensesHeight = narrow ? 120 : 140;
  const plotLeft = CHART_MARGIN.left + yAxisWidth;
  const plotWidth = Math.max(1, width - plotLeft - CHART_MARGIN.right);
  return {
    width,
    yAxisWidth,
    costHeight,
    licensesHeight,
    plotLeft,
    plotWidth,
    costPlotTop: CHART_MARGIN.top,
    costPlotHeight: costHeight - CHART_MARGIN.top - CHART_MARGIN.bottom - X_AXIS_HEIGHT,
    licensesPlotTop: costHeight + CHART_GAP + CHART_MARGIN.top,
    licensesPlotHeight: licensesHeight - CHART_MARGIN.top - CHART_MARGIN.bottom - X_AXIS_HEIGHT,
    totalHeight: costHeight + CHART_GAP + licensesHeight,
    narrow,
  };
}

/** The x domain in day numbers: the range, widened by half a day each side for a single day. */
export function xDomain(from: number, to: number): [number, number] {
  return from === to ? [from - 0.5, to + 0.5] : [from, to];
}

/** The day under a pixel of the plot area (0 = its left edge), clamped to the range. */
export function dayAtOffset(offsetX: number, plotWidth: number, from: number, to: number): number {
  const [low, high] = xDomain(from, to);
  const day = Math.round(low + (offsetX / plotWidth) * (high - low));
  return Math.min(to, Math.max(from, day));
}

/** The pixel offset of a day (or a fractional day, for band edges) from the plot area's left edge. */
export function offsetOfDay(day: number, plotWidth: number, from: number, to: number): number {
  const [low, high] = xDomain(from, to);
  return ((day - low) / (high - low)) * plotWidth;
}

/** The pixel offset of a value from the top of a plot area whose axis runs from 0 to `top`. */
export function offsetOfValue(value: number, plotHeight: number, top: number, bottom = 0): number {
  return plotHeight * (1 - (value - bottom) / (top - bottom));
}

/**
 * An SVG path through points as steps: each value holds until the next point (a count that
 * changes on a day and stays). A point without a value breaks the path.
 */
export function stepAfterPath(points: readonly { x: number; y: number | null }[]): string {
  let path = '';
  let drawing = false;
  let lastY = 0;
  for (const { x, y } of points) {
    if (y === null) {
      drawing = false;
      continue;
    }
    const px = Math.round(x * 10) / 10;
    const py = Math.round(y * 10) / 10;
    if (!drawing) {
      path += `M${px},${py}`;
      drawing = true;
    } else {
      path += `H${px}`;
      if (py !== lastY) path += `V${py}`;
    }
    lastY = py;
  }
  return path;
}
