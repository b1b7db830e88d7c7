import type { LicenseCostPoint } from '../../../../contract';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import { computeUnitCosts, type HeadCount, type UnitFigure } from '../model/unit-costs';
import styles from './UnitCostFigures.module.css';

const messages = defineMessages({
  noChangeSince: { id: 'licenses.units.noChangeSince', defaultMessage: 'no change since {day}' },
  changeSince: { id: 'licenses.units.changeSince', defaultMessage: '{change} since {day}' },
  onDay: { id: 'licenses.units.onDay', defaultMessage: 'on {day}' },
  points: {
    id: 'licenses.units.points',
    defaultMessage: '{sign}{points} points',
    description: 'A change in percentage points; sign is +, − or nothing',
  },
  units: { id: 'licenses.units.units', defaultMessage: 'Unit costs' },
  perLicense: { id: 'licenses.units.perLicense', defaultMessage: 'Annual cost per license' },
  unassignedShare: { id: 'licenses.units.unassignedShare', defaultMessage: 'Unassigned share' },
  perWorker: { id: 'licenses.units.perWorker', defaultMessage: 'Annual cost per worker' },
  headCount: {
    id: 'licenses.units.headCount',
    defaultMessage:
      '{workers, plural, one {# worker} other {# workers}} in the org chart today (no change: only today’s head count is known)',
  },
});

function Unit({
  label,
  value,
  detail,
  testId,
  busy = false,
}: {
  label: string;
  value: string;
  detail: string;
  testId: string;
  busy?: boolean;
}) {
  return (
    <div className={styles.unit} data-testid={testId} aria-busy={busy || undefined}>
      <dt className={styles.label}>{label}</dt>
      <dd className={busy ? `${styles.value} ${styles.pending}` : styles.value}>{value}</dd>
      <dd className={styles.detail}>{detail}</dd>
    </div>
  );
}

/**
 * Unit costs beside the totals: per license, the unassigned share and (for those who may read the
 * org chart) per worker, each from the range's last day with data, with its change since the first.
 * The per-worker figure holds its place while the head count is asked for, so that nothing below it
 * moves when the count arrives.
 */
export function UnitCostFigures({
  start,
  end,
  headCount,
  formatters,
}: {
  start: LicenseCostPoint;
  end: LicenseCostPoint;
  /** Undefined: no per-worker figure (no permission); null: the head count could not be read. */
  headCount: HeadCount;
  formatters: Formatters;
}) {
  const t = useT('licenses');
  const costs = computeUnitCosts(start, end, headCount, t);
  const since = formatters.dayMedium(dayToUtcDate(start.day));
  const detail = (figure: UnitFigure, change: (value: number) => string) =>
    figure.change !== null
      ? figure.change === 0
        ? t(messages.noChangeSince, { day: since })
        : t(messages.changeSince, { change: change(figure.change), day: since })
      : (figure.missing ?? t(messages.onDay, { day: formatters.dayMedium(dayToUtcDate(end.day)) }));
  const points = (value: number) =>
    t(messages.points, {
      sign: value > 0 ? '+' : value < 0 ? '−' : '',
      points: formatters.count(Math.round(Math.abs(value) * 1000) / 10),
    });

  return (
    <dl className={styles.units} aria-label={t(messages.units)}>
      <Unit
        testId="unit-per-license"
        label={t(messages.perLicense)}
        value={costs.perLicense.value === null ? '—' : formatters.money(costs.perLicense.value)}
        detail={detail(costs.perLicense, formatters.moneyChange)}
      />
      <Unit
        testId="unit-unassigned-share"
        label={t(messages.unassignedShare)}
        value={costs.unassignedShare.value === null ? '—' : formatters.percent(costs.unassignedShare.value)}
        detail={detail(costs.unassignedShare, points)}
      />
      {costs.perWorker ? (
        <Unit
          testId="unit-per-worker"
          label={t(messages.perWorker)}
          busy={headCount === 'counting'}
          value={
            headCount === 'counting'
              ? '…'
              : costs.perWorker.value === null
                ? '—'
                : formatters.money(costs.perWorker.value)
          }
          detail={
            costs.perWorker.value === null || typeof headCount !== 'number'
              ? (costs.perWorker.missing ?? '')
              : t(messages.headCount, { workers: headCount })
          }
        />
      ) : null}
    </dl>
  );
}
