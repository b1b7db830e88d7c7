import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import type { CostChange } from '../model/changes';
import { offsetOfDay, type ChartGeometry } from '../model/chart-geometry';
import type { Formatters } from '../model/currency';
import { dayToUtcDate, toDayNumber, type IsoDay } from '../model/days';
import { describeChange } from '../model/insight-text';
import styles from './CostTrendChart.module.css';

export interface ChangeMarkersProps {
  changes: readonly CostChange[];
  geometry: ChartGeometry;
  /** The chart's first and last day numbers. */
  from: number;
  to: number;
  formatters: Formatters;
  /** The day of the change whose marker takes the focus once it is drawn. */
  focusDay?: IsoDay | null;
  onFocused?: () => void;
}

const messages = defineMessages({
  marker: { id: 'licenses.markers.marker', defaultMessage: 'Change on {day}: {amount}' },
});

const TOOLTIP_WIDTH = 300;
/** Markers closer than this (in pixels) would overlap: the smaller change's is left out. */
const MARKER_SPACING = 18;

/**
 * A marker at the top of the cost chart on each listed change's day: a button whose name says the
 * change and whose description (and tooltip, on hover or focus) says why, in words. Where markers
 * would overlap (a narrow chart, a long range), the larger change's is drawn; every change stays
 * in the What changed list.
 */
export function ChangeMarkers({ changes, geometry, from, to, formatters, focusDay, onFocused }: ChangeMarkersProps) {
  const t = useT('licenses');
  const id = useId();
  const [active, setActive] = useState<IsoDay | null>(null);
  const buttons = useRef(new Map<IsoDay, HTMLButtonElement>());
  const xOf = (change: CostChange) =>
    geometry.plotLeft + offsetOfDay(toDayNumber(change.after.day), geometry.plotWidth, from, to);
  const inView = changes.filter((change) => {
    const day = toDayNumber(change.after.day);
    return day >= from && day <= to;
  });
  // The change to focus first, then the largest: each drawn unless it would overlap one drawn already.
  const byPriority = [...inView].sort(
    (a, b) =>
      Number(b.after.day === focusDay) - Number(a.after.day === focusDay) || Math.abs(b.amount) - Math.abs(a.amount),
  );
  const placed: number[] = [];
  const shown = byPriority
    .filter((change) => {
      const x = xOf(change);
      if (placed.some((other) => Math.abs(other - x) < MARKER_SPACING)) return false;
      placed.push(x);
      return true;
    })
    .sort((a, b) => (a.after.day < b.after.day ? -1 : 1));

  useEffect(() => {
    if (!focusDay) return;
    const button = buttons.current.get(focusDay);
    if (!button) return;
    button.focus();
    onFocused?.();
  }, [focusDay, onFocused, shown.length, from, to]);

  const activeChange = shown.find((change) => change.after.day === active) ?? null;
  // Beside the marker, on the side with more room, so it never covers the change itself; on a
  // narrow chart, across it under the markers.
  const activeX = activeChange ? xOf(activeChange) : 0;
  const width = Math.min(TOOLTIP_WIDTH, geometry.width);
  const tooltipLeft = geometry.narrow
    ? Math.max(0, (geometry.width - width) / 2)
    : activeX < geometry.width / 2
      ? activeX + 16
      : Math.max(0, activeX - 16 - width);

  return (
    <>
      {shown.map((change, index) => {
        const when = formatters.dayMedium(dayToUtcDate(change.after.day));
        return (
          <button
            key={change.after.day}
            ref={(button) => {
              if (button) buttons.current.set(change.after.day, button);
              else buttons.current.delete(change.after.day);
            }}
            type="button"
            className={`${styles.marker} ${change.amount >= 0 ? styles.markerUp : styles.markerDown}`}
            style={{ left: xOf(change), top: geometry.costPlotTop }}
            aria-label={t(messages.marker, { day: when, amount: formatters.moneyChange(change.amount) })}
            aria-describedby={`${id}-${index}`}
            data-testid="change-marker"
            data-day={change.after.day}
            onFocus={() => setActive(change.after.day)}
            onBlur={() => setActive((current) => (current === change.after.day ? null : current))}
            onPointerEnter={() => setActive(change.after.day)}
            onPointerLeave={(event) => {
              if (event.currentTarget !== document.activeElement) setActive(null);
            }}
          >
            <span aria-hidden="true" />
            <span id={`${id}-${index}`} hidden>
              {describeChange(change, formatters, t)}
            </span>
          </button>
        );
      })}
      {activeChange ? (
        <div
          className={styles.markerTooltip}
          role="tooltip"
          data-testid="change-tooltip"
          style={{ left: tooltipLeft, top: geometry.costPlotTop + (geometry.narrow ? 18 : -6), width }}
        >
          {describeChange(activeChange, formatters, t)}
        </div>
      ) : null}
    </>
  );
}
