import { defineMessages, useT } from '../../../lib/i18n';
import type { DayDetailLine, DayDetails } from '../model/day-details';
import styles from './CostTrendChart.module.css';

const swatches: Partial<Record<DayDetailLine['series'], string | undefined>> = {
  cost: styles.swatchCost,
  unassigned: styles.swatchUnassigned,
  licenses: styles.swatchLicenses,
  unpriced: styles.swatchUnpriced,
  previous: styles.swatchPrevious,
  forecast: styles.swatchForecast,
};

const messages = defineMessages({
  lowerBound: { id: 'licenses.dayView.lowerBound', defaultMessage: 'Lower bound' },
  noData: { id: 'licenses.dayView.noData', defaultMessage: 'No data' },
  forecast: { id: 'licenses.dayView.forecast', defaultMessage: 'Forecast' },
  noDataRecorded: { id: 'licenses.dayView.noDataRecorded', defaultMessage: 'No data was recorded for this day.' },
});

/** Every field of one day, as the chart's tooltip shows it. */
export function DayDetailsView({ details }: { details: DayDetails }) {
  const t = useT('licenses');
  return (
    <>
      <p className={styles.detailsTitle}>
        <span>{details.title}</span>
        {details.lowerBound ? <span className="badge badge-warning">{t(messages.lowerBound)}</span> : null}
        {details.missing ? <span className="badge">{t(messages.noData)}</span> : null}
        {details.projected ? <span className="badge">{t(messages.forecast)}</span> : null}
      </p>
      {details.missing ? <p className="muted">{t(messages.noDataRecorded)}</p> : null}
      {details.lines.length > 0 ? (
        <dl className={styles.detailsList}>
          {details.lines.map((line) => (
            <div key={line.label} className={styles.detailsRow}>
              <dt>
                <span className={`${styles.swatch} ${swatches[line.series] ?? ''}`} aria-hidden="true" />
                {line.label}
              </dt>
              <dd>{line.value}</dd>
              {line.note ? <dd className={styles.detailsNote}>{line.note}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
