import type { LicenseCostPoint } from '../../../../contract';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import { computeUnitCosts, type UnitFigure } from '../model/unit-costs';
import styles from './UnitCostFigures.module.css';

function Unit({ label, value, detail, testId }: { label: string; value: string; detail: string; testId: string }) {
  return (
    <div className={styles.unit} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.detail}>{detail}</dd>
    </div>
  );
}

/**
 * Unit costs beside the totals: per license, the unassigned share and (for those who may read the
 * org chart) per worker, each from the range's last day with data, with its change since the first.
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
  headCount: number | null | undefined;
  formatters: Formatters;
}) {
  const costs = computeUnitCosts(start, end, headCount);
  const since = formatters.dayMedium(dayToUtcDate(start.day));
  const detail = (figure: UnitFigure, change: (value: number) => string) =>
    figure.change !== null
      ? figure.change === 0
        ? `no change since ${since}`
        : `${change(figure.change)} since ${since}`
      : (figure.missing ?? `on ${formatters.dayMedium(dayToUtcDate(end.day))}`);
  const points = (value: number) =>
    `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatters.count(Math.round(Math.abs(value) * 1000) / 10)} points`;

  return (
    <dl className={styles.units} aria-label="Unit costs">
      <Unit
        testId="unit-per-license"
        label="Annual cost per license"
        value={costs.perLicense.value === null ? '—' : formatters.money(costs.perLicense.value)}
        detail={detail(costs.perLicense, formatters.moneyChange)}
      />
      <Unit
        testId="unit-unassigned-share"
        label="Unassigned share"
        value={costs.unassignedShare.value === null ? '—' : formatters.percent(costs.unassignedShare.value)}
        detail={detail(costs.unassignedShare, points)}
      />
      {costs.perWorker ? (
        <Unit
          testId="unit-per-worker"
          label="Annual cost per worker"
          value={costs.perWorker.value === null ? '—' : formatters.money(costs.perWorker.value)}
          detail={
            costs.perWorker.value === null || headCount === null || headCount === undefined
              ? (costs.perWorker.missing ?? '')
              : `${formatters.quantity(headCount, 'worker')} in the org chart today (no change: only today’s head count is known)`
          }
        />
      ) : null}
    </dl>
  );
}
