import type { ReactNode } from 'react';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import type { HeadlineFigures as Figures } from '../model/headline';
import { FigureHelp } from './FigureHelp';
import styles from './HeadlineFigures.module.css';

function Figure({
  label,
  value,
  detail,
  help,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  help: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt className={styles.label}>
        <span>{label}</span>
        <FigureHelp figure={label}>{help}</FigureHelp>
      </dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.detail}>{detail}</dd>
    </div>
  );
}

function AtLeast({ when }: { when: boolean }) {
  if (!when) return null;
  return (
    <>
      <span aria-hidden="true">≥ </span>
      <span className="visually-hidden">at least </span>
    </>
  );
}

/**
 * The range's figures, each read from named days and each with the exact rule behind it, so no
 * number on the page goes unexplained.
 */
export function HeadlineFigures({ figures, formatters }: { figures: Figures; formatters: Formatters }) {
  const { start, end, annualCost, change, unassigned, licenses, unpriced } = figures;
  const endDay = formatters.dayMedium(dayToUtcDate(end.day));
  const startDay = formatters.dayMedium(dayToUtcDate(start.day));
  const lowerBoundNote =
    end.unpriced > 0
      ? ` On that day ${formatters.quantity(end.unpriced, 'license had', 'licenses had')} no price and ${end.unpriced === 1 ? 'is' : 'are'} not counted, so this is a lower bound: the real figure is higher.`
      : '';
  const skipped =
    figures.missingDays > 0
      ? ` The ${formatters.quantity(figures.missingDays, 'day')} of the range without data ${figures.missingDays === 1 ? 'is' : 'are'} skipped.`
      : '';

  return (
    <dl className={styles.figures} aria-label="Figures for the range">
      <Figure
        testId="figure-annual-cost"
        label="Annual cost"
        value={
          <>
            <AtLeast when={annualCost.lowerBound} />
            {formatters.money(annualCost.amount)}
          </>
        }
        detail={
          <>
            on {endDay}
            {annualCost.lowerBound ? <span className={styles.warning}> · lower bound</span> : null}
          </>
        }
        help={
          <p>
            What all priced licenses cost per year, at their prices on {endDay}, the last day of the range with data. It
            is a yearly rate, not money spent during the range.{lowerBoundNote}
          </p>
        }
      />
      <Figure
        testId="figure-change"
        label="Change over the range"
        value={change ? formatters.moneyChange(change.amount) : '—'}
        detail={
          change ? (
            change.amount === 0 ? (
              `no change since ${startDay}`
            ) : (
              <>
                {change.percent === null ? 'no percentage (it started at 0)' : formatters.percentChange(change.percent)}{' '}
                since {startDay}
              </>
            )
          ) : (
            'needs two days with data'
          )
        }
        help={
          change ? (
            <>
              <p>
                Annual cost on {endDay} ({formatters.money(end.annualCost)}) minus annual cost on {startDay} (
                {formatters.money(start.annualCost)}), the last and first days of the range with data.{skipped}
              </p>
              <p>
                {change.percent === null
                  ? `There is no percentage: the annual cost on ${startDay} was 0.`
                  : `The percentage is that difference divided by the annual cost on ${startDay}.`}
                {change.uncertain
                  ? ' Unpriced licenses on either day leave their price out, so the change may be off by it.'
                  : ''}
              </p>
            </>
          ) : (
            <p>
              The change compares the first and last days of the range with data; this range has a single day with data,
              so there is nothing to compare.
            </p>
          )
        }
      />
      <Figure
        testId="figure-unassigned"
        label="Unassigned"
        value={
          <>
            <AtLeast when={unassigned.lowerBound} />
            {formatters.money(unassigned.amount)}
          </>
        }
        detail={
          unassigned.share === null
            ? 'no share (the annual cost is 0)'
            : `${formatters.percent(unassigned.share)} of the annual cost`
        }
        help={
          <p>
            What licenses assigned to nobody cost per year on {endDay}: the saving on the table if they are removed or
            reassigned.
            {unassigned.share === null
              ? ' There is no share: the annual cost that day is 0.'
              : ` Its share is ${formatters.money(unassigned.amount)} divided by the annual cost that day, ${formatters.money(end.annualCost)}.`}
            {lowerBoundNote}
          </p>
        }
      />
      <Figure
        testId="figure-licenses"
        label="Licenses"
        value={formatters.count(licenses.count)}
        detail={
          licenses.change === null
            ? `on ${endDay}`
            : licenses.change === 0
              ? `no change since ${startDay}`
              : `${formatters.countChange(licenses.change)} since ${startDay}`
        }
        help={
          <p>
            Licenses held on {endDay}, priced or not, assigned or not.
            {licenses.change === null
              ? ''
              : ` The change compares them with the ${formatters.count(start.licenses)} held on ${startDay}.`}
          </p>
        }
      />
      <Figure
        testId="figure-unpriced"
        label="Unpriced"
        value={
          unpriced.count > 0 ? (
            <span className={styles.warning}>{formatters.count(unpriced.count)}</span>
          ) : (
            <span className={styles.allPriced}>All licenses priced</span>
          )
        }
        detail={`on ${endDay}; ${formatters.count(unpriced.daysWithUnpriced)} of ${formatters.count(figures.days)} days had some`}
        help={
          <p>
            Licenses without a known price on {endDay}. Costs leave them out, so on any day with unpriced licenses the
            costs are lower bounds; those days are shaded on the chart. In this range,{' '}
            {formatters.count(unpriced.daysWithUnpriced)} of {formatters.count(figures.days)} days had at least one.
          </p>
        }
      />
    </dl>
  );
}
