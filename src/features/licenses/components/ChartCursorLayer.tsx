import { useMemo, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { dayAtOffset, offsetOfDay, offsetOfValue, type ChartGeometry } from '../model/chart-geometry';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import { describeDay } from '../model/day-details';
import { dayCount, fromDayNumber, toDayNumber } from '../model/days';
import { forecastOn, type Forecast } from '../model/forecast';
import type { CostHistory } from '../model/history';
import type { DayRange } from '../model/range';
import { DayDetailsView } from './DayDetailsView';
import styles from './CostTrendChart.module.css';

const messages = defineMessages({
  slider: { id: 'licenses.cursor.slider', defaultMessage: 'Day on the license cost chart' },
  touchHint: {
    id: 'licenses.cursor.touchHint',
    defaultMessage: 'Touch the chart, or focus it and use the arrow keys, to read every figure of a day.',
  },
});

export interface ChartCursorLayerProps {
  history: CostHistory;
  range: DayRange;
  geometry: ChartGeometry;
  /** The top of the cost and license axes, to place the cursor's dots. */
  costTop: number;
  /** The bottom of the cost axis: 0 unless it starts near the data. */
  costBottom?: number;
  licensesTop: number;
  comparePrevious: boolean;
  formatters: Formatters;
  onZoom: (range: DayRange) => void;
  describedBy: string;
  /** The last day on the chart, past the range when a forecast is drawn (default: the range's end). */
  viewTo?: number;
  /** Read on the projected days. */
  forecast?: Forecast | null;
  /** Drawn above the cursor layer (the change markers, which take the focus and pointer themselves). */
  markers?: ReactNode;
  /** The drawn charts, underneath. */
  children: ReactNode;
}

interface Selection {
  anchor: number;
  head: number;
}

const PAGE_DAYS = 30;

/**
 * The day cursor over the charts: a slider over the days of the range, moved by pointer or keys,
 * with the day's details beside it (or under the chart on narrow screens), and a selection to zoom
 * into by dragging or with Shift and the arrow keys. It lives apart from the charts so that moving
 * it never redraws them.
 */
export function ChartCursorLayer({
  history,
  range,
  geometry,
  costTop,
  costBottom = 0,
  licensesTop,
  comparePrevious,
  formatters,
  onZoom,
  describedBy,
  viewTo,
  forecast = null,
  markers = null,
  children,
}: ChartCursorLayerProps) {
  const from = toDayNumber(range.from);
  // The last day of data, where the cursor starts; the chart may reach further, into a forecast.
  const dataTo = toDayNumber(range.to);
  const to = viewTo ?? dataTo;
  const [cursor, setCursor] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [dragging, setDragging] = useState(false);
  const t = useT('licenses');
  const length = dayCount(range.from, range.to);
  const { plotLeft, plotWidth } = geometry;

  // A cursor left from another range snaps into this one.
  const day = cursor === null ? null : Math.min(to, Math.max(from, cursor));
  const details = useMemo(
    () =>
      day === null ? null : describeDay(history, day, formatters, comparePrevious ? { length } : null, forecast, t),
    [day, history, formatters, comparePrevious, length, forecast, t],
  );
  const visible = day !== null && (focused || pointerInside || dragging);

  function dayAtPointer(event: PointerEvent<HTMLDivElement>): number {
    const box = event.currentTarget.getBoundingClientRect();
    return dayAtOffset(event.clientX - box.left, plotWidth, from, to);
  }

  function zoomTo(a: number, b: number) {
    setSelection(null);
    if (a === b) return;
    onZoom({ from: fromDayNumber(Math.min(a, b)), to: fromDayNumber(Math.max(a, b)) });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const at = dayAtPointer(event);
    setCursor(at);
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSelection({ anchor: at, head: at });
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const at = dayAtPointer(event);
    setCursor(at);
    if (dragging) setSelection((current) => (current ? { ...current, head: at } : current));
  }

  function onPointerUp() {
    if (!dragging) return;
    setDragging(false);
    if (selection) zoomTo(selection.anchor, selection.head);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = day ?? dataTo;
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowDown: -1,
      ArrowRight: 1,
      ArrowUp: 1,
      PageDown: -PAGE_DAYS,
      PageUp: PAGE_DAYS,
    };
    let next: number | null = null;
    if (event.key in steps) next = current + steps[event.key]!;
    else if (event.key === 'Home') next = from;
    else if (event.key === 'End') next = to;
    else if (event.key === 'Enter' && selection) {
      event.preventDefault();
      zoomTo(selection.anchor, selection.head);
      return;
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    next = Math.min(to, Math.max(from, next));
    setCursor(next);
    if (event.shiftKey) setSelection((existing) => ({ anchor: existing?.anchor ?? current, head: next }));
    else setSelection(null);
  }

  const cursorX = day === null ? 0 : offsetOfDay(day, plotWidth, from, to);
  const point = day === null ? null : history.at(day);
  const projected = day === null || point || !forecast ? null : forecastOn(forecast, day);
  const previous = day !== null && comparePrevious ? history.at(day - length) : null;
  const costY = (value: number) =>
    geometry.costPlotTop + offsetOfValue(value, geometry.costPlotHeight, costTop, costBottom);
  const selectionBox =
    selection && selection.anchor !== selection.head
      ? {
          left: offsetOfDay(Math.min(selection.anchor, selection.head) - 0.5, plotWidth, from, to),
          right: offsetOfDay(Math.max(selection.anchor, selection.head) + 0.5, plotWidth, from, to),
        }
      : null;
  const tooltipOnLeft = cursorX > plotWidth / 2;

  return (
    <>
      <div className={styles.stack} style={{ height: geometry.totalHeight }}>
        {children}
        <div
          className={styles.overlay}
          style={{ left: plotLeft, width: plotWidth, height: geometry.totalHeight }}
          role="slider"
          tabIndex={0}
          aria-label={t(messages.slider)}
          aria-describedby={describedBy}
          aria-orientation="horizontal"
          aria-valuemin={from}
          aria-valuemax={to}
          aria-valuenow={day ?? dataTo}
          aria-valuetext={
            (details ?? describeDay(history, dataTo, formatters, comparePrevious ? { length } : null, forecast, t))
              .summary
          }
          data-testid="chart-cursor"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            setDragging(false);
            setSelection(null);
          }}
          onPointerEnter={() => setPointerInside(true)}
          onPointerLeave={() => {
            setPointerInside(false);
            if (!focused) setCursor(null);
          }}
          onFocus={() => {
            setFocused(true);
            setCursor((existing) => existing ?? dataTo);
          }}
          onBlur={() => {
            setFocused(false);
            setSelection(null);
          }}
          onKeyDown={onKeyDown}
        >
          {selectionBox ? (
            <div
              className={styles.selection}
              style={{
                left: Math.max(0, selectionBox.left),
                width: Math.min(plotWidth, selectionBox.right) - Math.max(0, selectionBox.left),
                height: geometry.totalHeight,
              }}
            />
          ) : null}
          {visible ? (
            <>
              <div className={styles.cursorLine} style={{ left: cursorX, height: geometry.totalHeight }} />
              {point ? (
                <>
                  <div
                    className={`${styles.dot} ${styles.dotUnassigned}`}
                    style={{ left: cursorX, top: costY(point.unassignedAnnualCost) }}
                  />
                  <div
                    className={`${styles.dot} ${styles.dotCost}`}
                    style={{ left: cursorX, top: costY(point.annualCost) }}
                  />
                  <div
                    className={`${styles.dot} ${styles.dotLicenses}`}
                    style={{
                      left: cursorX,
                      top:
                        geometry.licensesPlotTop +
                        offsetOfValue(point.licenses, geometry.licensesPlotHeight, licensesTop),
                    }}
                  />
                </>
              ) : null}
              {projected ? (
                <div
                  className={`${styles.dot} ${styles.dotForecast}`}
                  style={{ left: cursorX, top: costY(projected.value) }}
                />
              ) : null}
              {previous ? (
                <div
                  className={`${styles.dot} ${styles.dotPrevious}`}
                  style={{ left: cursorX, top: costY(previous.annualCost) }}
                />
              ) : null}
            </>
          ) : null}
        </div>
        {markers}
        {visible && details && !geometry.narrow ? (
          <div
            className={styles.tooltip}
            aria-hidden="true"
            data-testid="chart-tooltip"
            style={{
              top: geometry.costPlotTop + 4,
              left: plotLeft + cursorX + (tooltipOnLeft ? -14 : 14),
              transform: tooltipOnLeft ? 'translateX(-100%)' : undefined,
            }}
          >
            <DayDetailsView details={details} />
          </div>
        ) : null}
      </div>
      {geometry.narrow ? (
        <div className={styles.readout} data-testid="chart-tooltip">
          {visible && details ? (
            <DayDetailsView details={details} />
          ) : (
            <p className={styles.readoutHint}>{t(messages.touchHint)}</p>
          )}
        </div>
      ) : null}
    </>
  );
}
