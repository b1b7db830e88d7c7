import { useId } from 'react';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import type { RangeForecast } from '../model/forecast-view';
import {
  beyondReach,
  changeFromLatest,
  methodNote,
  projectionLong,
  projectionShort,
  targetLabels,
} from '../model/insight-text';
import { ThresholdSetting } from './ThresholdSetting';
import styles from './ForecastPanel.module.css';

/**
 * The year-end projection in one line, above the chart: "Projected at year end: $1.24M ($1.18M–
 * $1.31M)" and how far that is from the last day of data. The rest is in the panel below the chart.
 */
export function ForecastHeadline({
  view,
  formatters,
}: {
  view: Extract<RangeForecast, { status: 'ready' }>;
  formatters: Formatters;
}) {
  const yearEnd = view.targets.find((target) => target.key === 'year');
  if (!yearEnd) return null;
  return (
    <p className={styles.headlineLine}>
      <span data-testid="forecast-headline">
        Projected at year end: <strong>{projectionShort(yearEnd.point, formatters)}</strong>
      </span>{' '}
      <span className={styles.change}>{changeFromLatest(yearEnd.point, view.forecast, formatters)}.</span>{' '}
      <a href="#forecast" className={styles.more}>
        How it is made, and your threshold
      </a>
    </p>
  );
}

/**
 * Where the annual cost is heading: the projection at the end of the month, quarter and year (and
 * a custom range), how it is made and from how many days, or why there is none; and the user's own
 * threshold beside it.
 */
export function ForecastPanel({
  view,
  current,
  formatters,
}: {
  view: RangeForecast;
  /** The annual cost on the last day of data. */
  current: number;
  formatters: Formatters;
}) {
  const headingId = useId();
  const forecast = view.status === 'ready' ? view.forecast : null;
  // Targets on the same day (the quarter's end is the year's in Q4) share one line.
  const lines =
    view.status === 'ready'
      ? view.targets.reduce<{ labels: string[]; target: (typeof view.targets)[number] }[]>((merged, target) => {
          const same = merged.find((line) => line.target.day === target.day);
          if (same) same.labels.push(targetLabels[target.key].toLowerCase());
          else merged.push({ labels: [targetLabels[target.key]], target });
          return merged;
        }, [])
      : [];

  return (
    <section id="forecast" className={styles.panel} aria-labelledby={headingId} data-testid="forecast">
      <div className={styles.main}>
        <h2 id={headingId} className={styles.heading}>
          Where it is heading
        </h2>
        {view.status === 'none' ? (
          <p className="alert" data-testid="no-forecast">
            {view.message}
          </p>
        ) : (
          <>
            <dl className={styles.targets} aria-label="Projected annual cost">
              {lines.map(({ labels, target }) => (
                <div key={target.day} className={styles.target} data-testid={`forecast-target-${target.key}`}>
                  <dt>
                    {labels.join(' and ')}{' '}
                    <span className="muted">({formatters.dayMedium(dayToUtcDate(target.day))})</span>
                  </dt>
                  <dd title={projectionLong(target.point, formatters)}>
                    {formatters.money(target.point.value)}
                    <span className={styles.band}>
                      80 %: {formatters.moneyShort(target.point.low)}–{formatters.moneyShort(target.point.high)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            {view.status === 'ready'
              ? view.beyond.map((target) => (
                  <p key={target.key} className={styles.method} data-testid={`forecast-beyond-${target.key}`}>
                    {beyondReach(target, formatters)}
                  </p>
                ))
              : null}
            {forecast ? (
              <p className={styles.method} data-testid="forecast-method">
                {methodNote(forecast, formatters)}
              </p>
            ) : null}
            {forecast && forecast.notes.length > 0 ? (
              <ul className={styles.notes}>
                {forecast.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
      <ThresholdSetting forecast={forecast} current={current} formatters={formatters} />
    </section>
  );
}
