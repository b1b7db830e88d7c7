import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import { dayCount, dayToUtcDate, toDayNumber } from '../model/days';
import type { ForecastPoint } from '../model/forecast';
import type { CostHistory } from '../model/history';
import type { DayRange } from '../model/range';
import styles from './CostTable.module.css';

const ROW_HEIGHT = 40;

const messages = defineMessages({
  caption: {
    id: 'licenses.table.caption',
    defaultMessage:
      'Daily license costs from {from} to {to}, {order, select, newest {newest first} other {oldest first}}, in {currency}',
  },
  captionForecast: {
    id: 'licenses.table.captionForecast',
    defaultMessage:
      'Daily license costs from {from} to {to}, then the forecast to {forecastTo}, {order, select, newest {newest first} other {oldest first}}, in {currency}',
  },
  day: { id: 'licenses.table.day', defaultMessage: 'Day' },
  sortState: {
    id: 'licenses.table.sortState',
    defaultMessage:
      ', {order, select, newest {newest first; show oldest first} other {oldest first; show newest first}}',
    description: 'Read after the Day column header by screen readers',
  },
  annualCost: { id: 'licenses.table.annualCost', defaultMessage: 'Annual cost' },
  unassigned: { id: 'licenses.table.unassigned', defaultMessage: 'Unassigned' },
  unassignedShare: { id: 'licenses.table.unassignedShare', defaultMessage: 'Unassigned share' },
  licenses: { id: 'licenses.table.licenses', defaultMessage: 'Licenses' },
  unpriced: { id: 'licenses.table.unpriced', defaultMessage: 'Unpriced' },
  forecast: { id: 'licenses.table.forecast', defaultMessage: 'Forecast', description: 'A badge on a projected day' },
  band: { id: 'licenses.table.band', defaultMessage: '80 % band: {low} – {high}' },
  noData: { id: 'licenses.table.noData', defaultMessage: 'No data for this day' },
  atLeast: { id: 'licenses.table.atLeast', defaultMessage: 'at least ', description: 'Read before a lower bound' },
  footer: {
    id: 'licenses.table.footer',
    defaultMessage:
      '{days, plural, one {# day} other {# days}}. Amounts marked ≥ are lower bounds: some licenses that day had no price and are not counted.',
  },
  footerForecast: {
    id: 'licenses.table.footerForecast',
    defaultMessage:
      '{days, plural, one {# day} other {# days}} and {forecastDays, plural, one {# forecast day} other {# forecast days}}. Amounts marked ≥ are lower bounds: some licenses that day had no price and are not counted. Forecast rows give the projected annual cost and the band it lands in 8 times in 10.',
  },
});

export interface CostTableProps {
  history: CostHistory;
  range: DayRange;
  formatters: Formatters;
  /** Projected days after the range, shown as forecast rows. */
  forecast?: readonly ForecastPoint[];
}

/**
 * The chart's data as a table, one row per day of the range (missing days included), the
 * accessible alternative to the chart. Only the rows in view are in the page.
 */
export function CostTable({ history, range, formatters, forecast = [] }: CostTableProps) {
  const t = useT('licenses');
  const scrollRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [newestFirst, setNewestFirst] = useState(true);
  const days = dayCount(range.from, range.to);
  const count = days + forecast.length;
  const first = toDayNumber(range.from);
  // Forecast days follow the range's: day numbers past `last` are read from the forecast.
  const last = toDayNumber(range.to) + forecast.length;
  const dayAt = (index: number) => (newestFirst ? last - index : first + index);
  const projectedOn = (day: number) =>
    day > last - forecast.length ? forecast[day - (last - forecast.length) - 1] : undefined;

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 800, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div>
      <div
        ref={scrollRef}
        className={`table-wrap ${styles.scroll}`}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className={`table ${styles.table}`} aria-rowcount={count + 1}>
          <caption id={captionId} className="visually-hidden">
            {t(forecast.length > 0 ? messages.captionForecast : messages.caption, {
              from: formatters.dayMedium(dayToUtcDate(range.from)),
              to: formatters.dayMedium(dayToUtcDate(range.to)),
              forecastTo:
                forecast.length > 0 ? formatters.dayMedium(dayToUtcDate(forecast[forecast.length - 1]!.day)) : '',
              order: newestFirst ? 'newest' : 'oldest',
              currency: formatters.currency,
            })}
          </caption>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" aria-sort={newestFirst ? 'descending' : 'ascending'}>
                <button type="button" className={styles.sortButton} onClick={() => setNewestFirst((value) => !value)}>
                  {t(messages.day)}
                  <span aria-hidden="true">{newestFirst ? '↓' : '↑'}</span>
                  <span className="visually-hidden">
                    {t(messages.sortState, { order: newestFirst ? 'newest' : 'oldest' })}
                  </span>
                </button>
              </th>
              <th scope="col" className="num">
                {t(messages.annualCost)}
              </th>
              <th scope="col" className="num">
                {t(messages.unassigned)}
              </th>
              <th scope="col" className="num">
                {t(messages.unassignedShare)}
              </th>
              <th scope="col" className="num">
                {t(messages.licenses)}
              </th>
              <th scope="col" className="num">
                {t(messages.unpriced)}
              </th>
            </tr>
          </thead>
          <tbody>
            {before > 0 ? (
              <tr className={styles.spacer} aria-hidden="true">
                <td colSpan={6} style={{ height: before }} />
              </tr>
            ) : null}
            {items.map((item) => {
              const day = dayAt(item.index);
              const projected = projectedOn(day);
              const label = formatters.dayLong(dayToUtcDate(day));
              if (projected) {
                return (
                  <tr key={day} className={styles.forecast} aria-rowindex={item.index + 2}>
                    <th scope="row">
                      {label} <span className="badge">{t(messages.forecast)}</span>
                    </th>
                    <td className="num">{formatters.money(projected.value)}</td>
                    <td colSpan={4}>
                      {t(messages.band, {
                        low: formatters.money(projected.low),
                        high: formatters.money(projected.high),
                      })}
                    </td>
                  </tr>
                );
              }
              const point = history.at(day);
              if (!point) {
                return (
                  <tr key={day} className={styles.missing} aria-rowindex={item.index + 2}>
                    <th scope="row">{label}</th>
                    <td colSpan={5}>{t(messages.noData)}</td>
                  </tr>
                );
              }
              const lowerBound = point.unpriced > 0;
              const atLeast = lowerBound ? (
                <span className={styles.lowerBound}>
                  <span aria-hidden="true">≥ </span>
                  <span className="visually-hidden">{t(messages.atLeast)}</span>
                </span>
              ) : null;
              return (
                <tr key={day} className={lowerBound ? styles.rowUnpriced : undefined} aria-rowindex={item.index + 2}>
                  <th scope="row">{label}</th>
                  <td className="num">
                    {atLeast}
                    {formatters.money(point.annualCost)}
                  </td>
                  <td className="num">
                    {atLeast}
                    {formatters.money(point.unassignedAnnualCost)}
                  </td>
                  <td className="num">
                    {point.annualCost === 0 ? '—' : formatters.percent(point.unassignedAnnualCost / point.annualCost)}
                  </td>
                  <td className="num">{formatters.count(point.licenses)}</td>
                  <td className="num">
                    {lowerBound ? (
                      <span className={styles.lowerBound}>{formatters.count(point.unpriced)}</span>
                    ) : (
                      formatters.count(point.unpriced)
                    )}
                  </td>
                </tr>
              );
            })}
            {after > 0 ? (
              <tr className={styles.spacer} aria-hidden="true">
                <td colSpan={6} style={{ height: after }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className={`muted ${styles.footer}`}>
        {forecast.length > 0
          ? t(messages.footerForecast, { days, forecastDays: forecast.length })
          : t(messages.footer, { days })}
      </p>
    </div>
  );
}
