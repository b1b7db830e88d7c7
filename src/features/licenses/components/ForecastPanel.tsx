import { useId } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, T, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import type { RangeForecast } from '../model/forecast-view';
import {
  beyondReach,
  changeFromLatest,
  forecastNote,
  methodNote,
  projectionLong,
  projectionShort,
  targetsLabel,
} from '../model/insight-text';
import { ThresholdSetting } from './ThresholdSetting';
import styles from './ForecastPanel.module.css';

const messages = defineMessages({
  headline: {
    id: 'licenses.forecast.headline',
    defaultMessage: 'Projected at year end: <strong>{projection}</strong>',
  },
  change: { id: 'licenses.forecast.change', defaultMessage: '{change}.' },
  working: {
    id: 'licenses.forecast.working',
    defaultMessage: 'Working it out, to compare with the last day of data…',
    description: 'Stands in for the change from the last day of data while the forecast is worked out',
  },
  more: { id: 'licenses.forecast.more', defaultMessage: 'How it is made, and your threshold' },
  heading: { id: 'licenses.forecast.heading', defaultMessage: 'Where it is heading' },
  targets: { id: 'licenses.forecast.targets', defaultMessage: 'Projected annual cost' },
  targetBand: { id: 'licenses.forecast.targetBand', defaultMessage: '80 %: {low}–{high}' },
  targetDay: { id: 'licenses.forecast.targetDay', defaultMessage: '({day})' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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
  const t = useT('licenses');
  const yearEnd = view.targets.find((target) => target.key === 'year');
  if (!yearEnd) return null;
  return (
    <p className={styles.headlineLine}>
      <span data-testid="forecast-headline">
        <T message={messages.headline} values={{ strong, projection: projectionShort(yearEnd.point, formatters, t) }} />
      </span>{' '}
      <span className={styles.change}>
        {t(messages.change, { change: changeFromLatest(yearEnd.point, view.forecast, formatters, t) })}
      </span>{' '}
      <a href="#forecast" className={styles.more}>
        {t(messages.more)}
      </a>
    </p>
  );
}

/**
 * The headline's place while the forecast is worked out (a paint after the chart), so that the chart
 * and its buttons do not move down when the projection arrives.
 */
export function ForecastHeadlinePending() {
  const t = useT('licenses');
  return (
    <p
      className={`${styles.headlineLine} ${styles.headlinePending}`}
      aria-busy="true"
      data-testid="forecast-headline-pending"
    >
      <span>
        <T message={messages.headline} values={{ strong, projection: '…' }} />
      </span>{' '}
      <span className={styles.change}>{t(messages.working)}</span>{' '}
      <span className={styles.more}>{t(messages.more)}</span>
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
  const t = useT('licenses');
  const headingId = useId();
  const forecast = view.status === 'ready' ? view.forecast : null;
  // Targets on the same day (the quarter's end is the year's in Q4) share one line.
  const lines =
    view.status === 'ready'
      ? view.targets.reduce<{ keys: (typeof view.targets)[number]['key'][]; target: (typeof view.targets)[number] }[]>(
          (merged, target) => {
            const same = merged.find((line) => line.target.day === target.day);
            if (same) same.keys.push(target.key);
            else merged.push({ keys: [target.key], target });
            return merged;
          },
          [],
        )
      : [];

  return (
    <section id="forecast" className={styles.panel} aria-labelledby={headingId} data-testid="forecast">
      <div className={styles.main}>
        <h2 id={headingId} className={styles.heading}>
          {t(messages.heading)}
        </h2>
        {view.status === 'none' ? (
          <p className="alert" data-testid="no-forecast">
            {view.message}
          </p>
        ) : (
          <>
            <dl className={styles.targets} aria-label={t(messages.targets)}>
              {lines.map(({ keys, target }) => (
                <div key={target.day} className={styles.target} data-testid={`forecast-target-${target.key}`}>
                  <dt>
                    {targetsLabel(keys, t)}{' '}
                    <span className="muted">
                      {t(messages.targetDay, { day: formatters.dayMedium(dayToUtcDate(target.day)) })}
                    </span>
                  </dt>
                  <dd title={projectionLong(target.point, formatters, t)}>
                    {formatters.money(target.point.value)}
                    <span className={styles.band}>
                      {t(messages.targetBand, {
                        low: formatters.moneyShort(target.point.low),
                        high: formatters.moneyShort(target.point.high),
                      })}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            {view.status === 'ready'
              ? view.beyond.map((target) => (
                  <p key={target.key} className={styles.method} data-testid={`forecast-beyond-${target.key}`}>
                    {beyondReach(target, formatters, t)}
                  </p>
                ))
              : null}
            {forecast ? (
              <p className={styles.method} data-testid="forecast-method">
                {methodNote(forecast, formatters, t)}
              </p>
            ) : null}
            {forecast && forecast.notes.length > 0 ? (
              <ul className={styles.notes}>
                {forecast.notes.map((note) => (
                  <li key={note.kind}>{forecastNote(note, formatters, t)}</li>
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
